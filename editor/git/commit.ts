import { randomUUID } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Repo } from './repo';
import { git, gitMaybe, type GitOptions } from './run';

/** A file of a commit: its path from the top, and its text or a file of the work tree to store. */
export type CommitFile = { path: string } & ({ text: string } | { fromWorkTree: true });

/**
 * A commit on top of `parent` holding `files` in place of the parent's, made without git
 * touching the work tree or its index: a temporary index read from the parent's tree, the
 * files stored as blobs, a tree written from it. Undefined when that tree is the parent's.
 */
export async function commitOnto(
  repo: Repo,
  parent: string,
  files: readonly CommitFile[],
  message: string,
  author: GitOptions,
): Promise<string | undefined> {
  const { top } = repo;
  const index = join(tmpdir(), `editor-index-${randomUUID()}`);
  const env = { env: { GIT_INDEX_FILE: index } };
  try {
    await git(top, ['read-tree', parent], env);
    for (const file of files) {
      const blob = (
        'text' in file
          ? await git(top, ['hash-object', '-w', '--stdin'], { input: file.text })
          : await git(top, ['hash-object', '-w', '--', file.path])
      ).trim();
      // A file keeps the mode it has in the parent (executable or not); a new one is plain.
      const listed = await gitMaybe(top, ['ls-tree', parent, '--', file.path]);
      const mode = listed?.split(' ')[0] || '100644';
      await git(top, ['update-index', '--add', '--cacheinfo', `${mode},${blob},${file.path}`], env);
    }
    const tree = (await git(top, ['write-tree'], env)).trim();
    if (tree === (await git(top, ['rev-parse', `${parent}^{tree}`])).trim()) return undefined;
    return (
      await git(top, ['commit-tree', tree, '-p', parent, '-F', '-'], {
        ...author,
        input: message,
      })
    ).trim();
  } finally {
    await unlink(index).catch(() => undefined);
  }
}

/**
 * Moves the branch from `from` to `to`, a commit made on top of the published version, and
 * brings the index along for the files that differ; a file the published version changed and
 * nobody changed here is brought to the work tree too (site.json is the editor's to write).
 */
export async function moveBranch(repo: Repo, from: string, to: string): Promise<void> {
  const { top } = repo;
  await git(top, ['update-ref', '-m', 'editor: publish', `refs/heads/${repo.branch}`, to, from]);
  const changed = (await git(top, ['diff', '--name-status', '-z', '--no-renames', from, to]))
    .split('\0')
    .filter(Boolean);
  for (let k = 0; k + 1 < changed.length; k += 2) {
    const [status, path] = [changed[k] as string, changed[k + 1] as string];
    const untouched =
      path !== repo.file &&
      (await gitMaybe(top, ['diff', '--quiet', from, '--', path])) !== undefined;
    if (untouched && status === 'D') await git(top, ['rm', '-q', '--', path]);
    else if (untouched) await git(top, ['checkout', '-q', to, '--', path]);
    else await git(top, ['reset', '-q', to, '--', path]);
  }
}
