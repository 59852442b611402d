/**
 * npm run build: check site.json (once), build the client and the prerender bundle with Vite,
 * prerender every route, and print a summary of what a visitor downloads per route.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { formatProblem } from '../src/content/check';
import {
  checkSiteFile,
  markChecked,
  OUT_DIR,
  PUBLIC_DIR,
  ROOT,
  SITE_FILE,
  siteFileName,
} from './lib/site-file';
import { prerender } from './prerender';
import { printSummary } from './lib/summary';
import { IMAGE_CACHE, writeVariants } from './lib/images/variants';
import { publishOriginals, withPlaceholders } from './lib/images/originals';
import { Stopwatch, writeTimings } from './lib/build/timings';

const started = performance.now();
const watch = new Stopwatch();
let text: string | undefined = readFileSync(SITE_FILE, 'utf8');
const { site, problems } = watch.time('check', () => checkSiteFile(siteFileName(), text!));
for (const problem of problems) console.log(formatProblem(problem));
const errors = problems.filter((p) => p.severity === 'error').length;
if (!site) {
  console.error(`\n${siteFileName()} has ${errors} error(s); nothing was built.`);
  process.exit(1);
}
markChecked(text);
// A large site's text is hundreds of megabytes: not kept while Vite bundles and the pages are made.
text = undefined;

const ssrDir = `${OUT_DIR}-ssr`;
rmSync(OUT_DIR, { recursive: true, force: true });
rmSync(ssrDir, { recursive: true, force: true });
const bundled = performance.now();
await build({
  root: ROOT,
  logLevel: 'warn',
  configLoader: 'runner',
  build: { outDir: OUT_DIR, emptyOutDir: true },
});
await build({
  root: ROOT,
  logLevel: 'warn',
  configLoader: 'runner',
  // Self-contained, so the prerender bundle runs from any output folder (tests build in /tmp).
  ssr: { noExternal: true },
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true },
});
watch.end('bundle', performance.now() - bundled);
markChecked(undefined);
const imageCache = join(ROOT, IMAGE_CACHE);
const shown = await watch.timeAsync('images', () => withPlaceholders(site, PUBLIC_DIR, imageCache));
const { reports, workers, pages } = await prerender(
  OUT_DIR,
  join(ssrDir, 'entry-server.js'),
  shown,
  watch,
);
const originals = await watch.timeAsync('images', () =>
  publishOriginals(PUBLIC_DIR, OUT_DIR, imageCache),
);
for (const refused of originals.refused) console.log(refused);
const photos = await watch.timeAsync('images', () =>
  writeVariants(PUBLIC_DIR, OUT_DIR, imageCache, pages),
);
if (photos.made + photos.cached > 0)
  console.log(
    `photos: ${photos.made + originals.made} encoded, ${photos.cached} from ${IMAGE_CACHE}, ${Math.round(photos.bytes / 1024)} KB, ${Math.round(watch.ms.images!)} ms`,
  );
const totalMs = performance.now() - started;
printSummary(reports, totalMs);
writeTimings({
  stages: watch.ms,
  peakMb: watch.peakMb,
  totalMs,
  workers,
  sizes: reports.map((r) => ({ ...r.size, kind: r.kind })),
});
if (problems.length > 0)
  console.log(
    `\n${problems.length} warning${problems.length === 1 ? '' : 's'} from ${siteFileName()}, listed at the top: the site is built; fix them before publishing.`,
  );
