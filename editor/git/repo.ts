import { realpath } from 'node:fs/promises';
import { dirname, relative, sep } from 'node:path';
import { git, gitMaybe } from './run';
import { cannot, type Said } from './publish-words';

/** The git repository site.json is in, as publishing needs it. */
export interface Repo {
  /** The work tree's top folder. */
  top: string;
  /** site.json's path from the top, with forward slashes (a pathspec and a `rev:path`). */
  file: string;
  branch: string;
  /** Where the branch pushes to: remote and branch there (e.g. origin, refs/heads/main). */
  upstream?: { remote: string; ref: string; name: string };
}

const slashes = (path: string) => path.split(sep).join('/');

/** Why publishing is impossible here, for the person who pressed Publish (and for developers). */
export class NotPublishable extends Error {
  override name = 'NotPublishable';
  readonly developers: string | undefined;
  constructor({ said, developers }: Said) {
    super(said);
    this.developers = developers;
  }
}

/** The repository of `file`, or why there is none to publish to. */
export async function findRepo(file: string): Promise<Repo> {
  const real = await realpath(file);
  let top: string | undefined;
  try {
    top = await gitMaybe(dirname(real), ['rev-parse', '--show-toplevel']);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new NotPublishable(cannot.noGit);
    throw error;
  }
  if (!top) throw new NotPublishable(cannot.noRepository(slashes(real)));
  const branch = await gitMaybe(top, ['symbolic-ref', '--quiet', '--short', 'HEAD']);
  if (!branch) throw new NotPublishable(cannot.noBranch);
  const repo: Repo = { top, file: slashes(relative(await realpath(top), real)), branch };
  const remote = await gitMaybe(top, ['config', `branch.${branch}.remote`]);
  const ref = await gitMaybe(top, ['config', `branch.${branch}.merge`]);
  const name = await gitMaybe(top, ['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{u}']);
  if (remote && ref && name && remote !== '.') repo.upstream = { remote, ref, name };
  return repo;
}

/** A file's text at a revision; undefined where it does not exist. */
export async function showAt(
  repo: Repo,
  rev: string,
  path = repo.file,
): Promise<string | undefined> {
  try {
    return await git(repo.top, ['show', `${rev}:${path}`]);
  } catch {
    return undefined;
  }
}

/** Files under `folder` (from the top) that git does not track nor ignore. */
export async function untracked(repo: Repo, folder: string): Promise<string[]> {
  const out = await git(repo.top, [
    'ls-files',
    '--others',
    '--exclude-standard',
    '-z',
    '--',
    folder,
  ]);
  return out.split('\0').filter(Boolean);
}
