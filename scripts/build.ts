/**
 * npm run build: validate site.json, build the client and the prerender bundle with Vite,
 * prerender every route, and print a summary of what a visitor downloads per route.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { formatProblem } from '../src/content/validate-source';
import { loadSiteFile, OUT_DIR, ROOT, SITE_FILE } from './lib/site-file';
import { prerender } from './prerender';
import { printSummary } from './lib/summary';

const started = performance.now();
const { site, problems } = loadSiteFile('site.json', readFileSync(SITE_FILE, 'utf8'));
for (const problem of problems) console.log(formatProblem(problem));
if (!site) {
  console.error(
    `\nsite.json has ${problems.filter((p) => p.severity === 'error').length} error(s); nothing was built.`,
  );
  process.exit(1);
}

const ssrDir = `${OUT_DIR}-ssr`;
rmSync(OUT_DIR, { recursive: true, force: true });
rmSync(ssrDir, { recursive: true, force: true });
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
const reports = await prerender(OUT_DIR, join(ssrDir, 'entry-server.js'));
printSummary(site, reports, OUT_DIR, performance.now() - started);
