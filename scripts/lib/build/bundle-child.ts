/** The process bundle.ts starts: Vite's two builds, into the folders it is given. */
import { build } from 'vite';
import { ROOT } from '../site-file';
import type { Bundled } from './bundle';

const [outDir, ssrDir] = process.argv.slice(2);
if (!outDir || !ssrDir) throw new Error('usage: bundle-child.ts <outDir> <ssrDir>');

await build({
  root: ROOT,
  logLevel: 'warn',
  configLoader: 'runner',
  build: { outDir, emptyOutDir: true },
});
await build({
  root: ROOT,
  logLevel: 'warn',
  configLoader: 'runner',
  // Self-contained, so the prerender bundle runs from any output folder (tests build in /tmp).
  ssr: { noExternal: true },
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true },
});
process.send?.({ peakMb: Math.round(process.resourceUsage().maxRSS / 1024) } satisfies Bundled);
