import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PublishContext } from '../../editor/git/publish';
import { openLedger, type Ledger } from '../../editor/ledger/ledger';
import type { Saver } from '../../editor/merge/saved-changes';
import { tempDir } from '../fixtures/temp-dir';

export interface Site {
  pages: { path: string; seo: { title: string }; sections: { heading?: string }[] }[];
}

export const run = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } }).trim();

/**
 * A clone of a local bare repository holding site.json, as a person's machine would have, with
 * the editor's ledger of saved changes kept outside the work tree (so `git status` shows only
 * what a publish does).
 */
export async function clone(bare: string, name: string) {
  const dir = tempDir(`publish-${name}-`);
  run(dir, 'clone', '-q', bare, '.');
  run(dir, 'config', 'user.name', `${name} Local`);
  run(dir, 'config', 'user.email', `${name}@example.com`);
  const file = join(dir, 'site.json');
  const ledgerFile = join(tempDir(`publish-${name}-ledger-`), 'ledger.json');
  const ledger: Ledger = await openLedger(ledgerFile);
  const read = () => JSON.parse(readFileSync(file, 'utf8')) as Site;
  const write = (site: Site) => writeFileSync(file, `${JSON.stringify(site, null, 2)}\n`);
  return {
    dir,
    file,
    ledger,
    ledgerFile,
    git: (...args: string[]) => run(dir, ...args),
    read,
    /** A change made to the file by hand, as in a text editor: no one's in the ledger. */
    edit(change: (site: Site) => void) {
      const site = read();
      change(site);
      write(site);
    },
    /** A change saved through the editor by `by` (absent: without accounts). */
    async save(by: Saver | undefined, change: (site: Site) => void) {
      const before = read();
      const after = structuredClone(before);
      change(after);
      write(after);
      await ledger.record(before, after, by);
    },
    context: (errors = 0): PublishContext => ({
      file,
      publicDir: join(dir, 'public'),
      errors: () => errors,
      ledger,
    }),
  };
}

/** A bare repository with site.json committed on main, and a clone of it to publish from. */
export async function setUp() {
  const seed = tempDir('publish-seed-');
  run(seed, 'init', '-q', '-b', 'main');
  copyFileSync('site.json', join(seed, 'site.json'));
  writeFileSync(join(seed, 'README.md'), 'notes\n');
  run(seed, 'add', '.');
  run(seed, '-c', 'user.name=seed', '-c', 'user.email=seed@example.com', 'commit', '-qm', 'seed');
  const bare = tempDir('publish-remote-');
  run(bare, 'clone', '-q', '--bare', seed, '.');
  return { bare, mine: await clone(bare, 'mine') };
}

export const remoteSite = (bare: string) => JSON.parse(run(bare, 'show', 'main:site.json')) as Site;
export const asha = { name: 'Asha Verma', email: 'asha@example.com' };
export const ravi = { name: 'Ravi Nair', email: 'ravi@example.com' };
