/** The process build.ts starts: Vite's production build of the editor into the folder given. */
import { join } from 'node:path';
import { build } from 'vite';

const [outDir] = process.argv.slice(2);
if (!outDir) throw new Error('usage: child.ts <outDir>');

await build({
  configFile: join(import.meta.dirname, '../vite.config.ts'),
  configLoader: 'runner',
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
});
