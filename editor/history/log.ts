import { git } from './git';

/** Lines a commit changed, as `git diff -U0` numbers them. */
export interface Hunk {
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
}

/** A commit that changed the file, with the file's blob before and after and the lines it changed. */
export interface LogCommit {
  hash: string;
  parents: string[];
  author: string;
  email: string;
  /** Seconds since 1970. */
  time: number;
  message: string;
  /** The file before (none when the commit added it) and after (none when it deleted it). */
  oldBlob?: string;
  newBlob?: string;
  hunks: Hunk[];
}

const FORMAT = '%x1e%H%x1f%P%x1f%an%x1f%ae%x1f%at%x1f%s';
const NO_BLOB = /^0+$/;
const HUNK = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

/** Reads `git log --raw -p -U0` output: one record per commit. */
export function parseLog(out: string): LogCommit[] {
  const commits: LogCommit[] = [];
  for (const record of out.split('\x1e')) {
    if (!record) continue;
    const eol = record.indexOf('\n');
    const head = eol < 0 ? record : record.slice(0, eol);
    const [hash = '', parents = '', author = '', email = '', time = '0', message = ''] =
      head.split('\x1f');
    const commit: LogCommit = {
      hash,
      parents: parents ? parents.split(' ') : [],
      author,
      email,
      time: Number(time),
      message,
      hunks: [],
    };
    if (eol >= 0)
      for (const line of record.slice(eol + 1).split('\n')) {
        if (line.startsWith(':')) {
          const [, , oldBlob = '', newBlob = ''] = line.split(/[ \t]/);
          if (!NO_BLOB.test(oldBlob)) commit.oldBlob = oldBlob;
          if (!NO_BLOB.test(newBlob)) commit.newBlob = newBlob;
          continue;
        }
        const hunk = HUNK.exec(line);
        if (hunk)
          commit.hunks.push({
            oldStart: Number(hunk[1]),
            oldLines: hunk[2] === undefined ? 1 : Number(hunk[2]),
            newStart: Number(hunk[3]),
            newLines: hunk[4] === undefined ? 1 : Number(hunk[4]),
          });
      }
    commits.push(commit);
  }
  return commits;
}

/**
 * Up to `count` commits of `head` that changed `path`, newest first, after skipping `skip` of
 * them. Merges come without a diff (their versions are compared with each parent's instead).
 */
export async function readLog(
  cwd: string,
  head: string,
  path: string,
  skip: number,
  count: number,
): Promise<LogCommit[]> {
  const out = await git(cwd, [
    'log',
    '--no-color',
    '--no-ext-diff',
    '--no-textconv',
    '--no-renames',
    '--raw',
    '-p',
    '-U0',
    '--no-abbrev',
    `--format=${FORMAT}`,
    `--skip=${skip}`,
    `--max-count=${count}`,
    head,
    '--',
    path,
  ]);
  return parseLog(out);
}
