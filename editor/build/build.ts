/**
 * The editor's page and preview as built, hashed files, made by Vite's production build in a
 * process of its own (the bundler keeps its memory until its process ends, as the site's build
 * does: scripts/lib/build/bundle.ts) and kept until their sources change. `npm run edit` itself
 * never loads Vite.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../../scripts/lib/site-file';
import { fingerprint } from './inputs';

const CHILD = fileURLToPath(new URL('./child.ts', import.meta.url));

/** Where builds are kept, one folder per fingerprint of their sources. */
export const BUILDS = join(ROOT, 'node_modules', '.cache', 'editor');
/**
 * Builds kept besides the newest, and kept however many while younger than a day: an editor
 * started before a change (another checkout's, or yesterday's) may still serve one.
 */
const KEPT = 2;
const RECENT_MS = 24 * 60 * 60_000;
/** A half-made build older than this was left by a process that stopped. */
const ABANDONED_MS = 60 * 60_000;

export const BUILDING = 'Building the editor (first start, or its code changed)…';

export interface EditorBuild {
  /** The folder holding index.html, preview.html and assets/. */
  dir: string;
  fingerprint: string;
}

function runChild(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, outDir], {
      // From the repository, where `tsx` resolves.
      cwd: ROOT,
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`the editor's Vite build stopped (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/** Drops builds beyond the newest few, and half-made ones long abandoned. */
async function prune(keep: string) {
  const entries = await readdir(BUILDS, { withFileTypes: true });
  const dated = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && entry.name !== keep)
      .map(async (entry) => ({
        name: entry.name,
        time: (await stat(join(BUILDS, entry.name))).mtimeMs,
      })),
  );
  const builds = dated.filter((d) => !d.name.startsWith('tmp-')).sort((a, b) => b.time - a.time);
  const old = [
    ...builds.slice(KEPT).filter((d) => Date.now() - d.time > RECENT_MS),
    ...dated.filter((d) => d.name.startsWith('tmp-') && Date.now() - d.time > ABANDONED_MS),
  ];
  await Promise.all(old.map((d) => rm(join(BUILDS, d.name), { recursive: true, force: true })));
}

/**
 * The build of the editor's current sources: the one kept, or a new one (saying so, and how
 * long it took). Several processes may start at once (test workers): each builds into a folder
 * of its own and renames it into place, so a build is never seen half written, and one that
 * finds another's already there keeps that one.
 */
export async function ensureEditorBuild(
  log: (line: string) => void = (line) => console.log(line),
): Promise<EditorBuild> {
  const print = await fingerprint(ROOT);
  const dir = join(BUILDS, print);
  if (existsSync(dir)) return { dir, fingerprint: print };

  log(BUILDING);
  const started = performance.now();
  await mkdir(BUILDS, { recursive: true });
  const temporary = join(BUILDS, `tmp-${process.pid}-${Date.now()}`);
  try {
    await runChild(temporary);
    await rename(temporary, dir).catch((error: NodeJS.ErrnoException) => {
      if (!existsSync(dir)) throw error;
    });
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
  log(`Built the editor in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  // Tidying is no reason to fail a start (another process may be tidying the same folder).
  await prune(print).catch(() => undefined);
  return { dir, fingerprint: print };
}
