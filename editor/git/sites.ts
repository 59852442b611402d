import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { UPLOADS } from '../../scripts/lib/site-file';
import { describeChanges } from '../merge/describe';
import { changesBetween } from '../merge/merge';
import { applyChanges, type SavedChange } from '../merge/saved-changes';
import type { Repo } from './repo';
import { git } from './run';

/** A site.json text read as data; undefined when it is missing or not JSON. */
export function parsed(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Changes in words: what `changes` do to `published`, one per place. */
export function inWords(
  changes: readonly SavedChange[],
  published: unknown,
  saved: unknown,
): string[] {
  const after = applyChanges(published, changes, saved).value;
  return describeChanges(changesBetween(published, after), published, after);
}

/** The changes of each person but those with none left, in words, in the order they first saved. */
export function byPerson(
  changes: readonly SavedChange[],
  published: unknown,
  saved: unknown,
): { name: string; changes: string[] }[] {
  const groups = new Map<string, { name: string; changes: SavedChange[] }>();
  for (const change of changes) {
    const key = change.by?.email.toLowerCase() ?? '';
    const group = groups.get(key) ?? {
      name: change.by?.name ?? 'Saved without an account',
      changes: [],
    };
    group.changes.push(change);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((group) => ({ name: group.name, changes: inWords(group.changes, published, saved) }))
    .filter((group) => group.changes.length > 0);
}

/**
 * The pictures of public/uploads/ that `siteText` uses and the version `rev` does not hold:
 * a commit of that text carries them. Nothing else in the work tree is ever added.
 */
export async function newUploads(
  repo: Repo,
  publicDir: string,
  siteText: string,
  rev: string,
): Promise<string[]> {
  const folder = join(publicDir, UPLOADS);
  const fromTop = relative(repo.top, folder).split(sep).join('/');
  if (fromTop.startsWith('..')) return [];
  const names = await readdir(folder).catch(() => [] as string[]);
  const held = new Set(
    (await git(repo.top, ['ls-tree', '-r', '--name-only', '-z', rev, '--', fromTop]))
      .split('\0')
      .filter(Boolean),
  );
  return names
    .filter((name) => !name.startsWith('.') && siteText.includes(`"/${UPLOADS}/${name}"`))
    .map((name) => `${fromTop}/${name}`)
    .filter((path) => !held.has(path))
    .sort();
}
