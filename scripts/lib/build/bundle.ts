/**
 * The two Vite builds of `npm run build` (the client, and the bundle the prerender imports), run
 * in a process of their own: the bundler keeps hundreds of megabytes of its own memory until its
 * process ends, and the build's process then holds the site and makes every page. They run
 * before the check (the build's process would otherwise hold the checked site while they run),
 * so the plugin's own check of site.json is left to the build script (`BUILD_CHECKS_SITE_JSON`).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BUILD_CHECKS_SITE_JSON, ROOT } from '../site-file';

const CHILD = fileURLToPath(new URL('./bundle-child.ts', import.meta.url));
const TSX = import.meta.resolve('tsx');

/** What the bundling process tells the build when it is done. */
export interface Bundled {
  /** Its own peak resident memory, in MB. */
  peakMb: number;
}

/**
 * Runs the Vite builds into `outDir` and `ssrDir`; rejects when they fail (Vite said why).
 * Resolves with the bundling process's peak memory, which the build counts with its own.
 */
export function bundle(outDir: string, ssrDir: string): Promise<Bundled> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', TSX, CHILD, outDir, ssrDir], {
      cwd: ROOT,
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, [BUILD_CHECKS_SITE_JSON]: '1' },
    });
    let bundled: Bundled | undefined;
    child.on('message', (message: Bundled) => (bundled = message));
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 && bundled
        ? resolve(bundled)
        : reject(new Error(`the Vite builds stopped (${signal ?? `exit code ${code}`})`)),
    );
  });
}
