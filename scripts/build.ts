/**
 * npm run build: build the client and the prerender bundle with Vite (in a process of their
 * own), check site.json (once), prerender every route, and print a summary of what a visitor
 * downloads per route.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatProblem } from '../src/content/check';
import { checkSiteFile, OUT_DIR, PUBLIC_DIR, ROOT, SITE_FILE, siteFileName } from './lib/site-file';
import { prerender } from './prerender';
import { printSummary } from './lib/summary';
import { IMAGE_CACHE, writeVariants } from './lib/images/variants';
import { publishOriginals, withPlaceholders } from './lib/images/originals';
import { Stopwatch, writeTimings } from './lib/build/timings';
import { bundle } from './lib/build/bundle';
import { collectGarbage } from './lib/build/memory';
import { siteVersion, VERSION_FILE } from './lib/build/version-file';

// The pages are made with React's production build, as the bundles are.
process.env.NODE_ENV = 'production';
const started = performance.now();
const watch = new Stopwatch();
const ssrDir = `${OUT_DIR}-ssr`;
// Bundled beside the output folder, which is replaced only once the site is known to be valid:
// a file with errors leaves the last build as it was.
const next = { out: `${OUT_DIR}-next`, ssr: `${OUT_DIR}-next-ssr` };
const bundled = await watch.timeAsync('bundle', () => bundle(next.out, next.ssr));
watch.addBeside('bundle', bundled.peakMb);

let text: string | undefined = readFileSync(SITE_FILE, 'utf8');
const { site, problems } = watch.time('check', () => checkSiteFile(siteFileName(), text!));
// A large site's text is hundreds of megabytes: not kept while the pages are made.
text = undefined;
collectGarbage();
for (const problem of problems) console.log(formatProblem(problem));
const errors = problems.filter((p) => p.severity === 'error').length;
if (!site) {
  for (const dir of Object.values(next)) rmSync(dir, { recursive: true, force: true });
  console.error(`\n${siteFileName()} has ${errors} error(s); nothing was built.`);
  process.exit(1);
}
for (const [from, to] of [
  [next.out, OUT_DIR],
  [next.ssr, ssrDir],
] as const) {
  rmSync(to, { recursive: true, force: true });
  renameSync(from, to);
}
const imageCache = join(ROOT, IMAGE_CACHE);
const shown = await watch.timeAsync('images', () => withPlaceholders(site, PUBLIC_DIR, imageCache));
const { reports, workers, pages } = await prerender(
  OUT_DIR,
  join(ssrDir, 'entry-server.js'),
  shown,
  watch,
);
// Which commit this is, for whoever asks whether a change is live yet (the editor, after Publish).
writeFileSync(join(OUT_DIR, VERSION_FILE), `${JSON.stringify(siteVersion(SITE_FILE), null, 2)}\n`);
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
