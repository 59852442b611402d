import { execFile, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

// git is asked with argument arrays and no shell, never waits for a password prompt, and is
// stopped when it takes too long; its configured colours and external diff tools are turned off
// where they would change what is read.
const ENV = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' };
const TIMEOUT_MS = 20_000;

/** git said no (not a repository, an unknown revision): its own words, for the log. */
export class GitFailed extends Error {
  override name = 'GitFailed';
}

/** The standard output of `git <args>` run in `cwd`. */
export function git(cwd: string, args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    execFile(
      'git',
      args,
      { cwd, env: ENV, timeout: TIMEOUT_MS, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error) fail(new GitFailed(stderr.trim() || error.message));
        else done(stdout);
      },
    );
  });
}

interface Pending {
  done: (blob: { id: string; text: string } | undefined) => void;
  fail: (error: Error) => void;
}

/**
 * Reads objects through one `git cat-file --batch` (one process for many reads, instead of one
 * `git show` each). `read` takes a blob id or `<commit>:<path>`.
 */
export class BlobReader {
  private readonly process: ChildProcessWithoutNullStreams;
  private readonly queue: Pending[] = [];
  private buffer = Buffer.alloc(0);

  constructor(cwd: string) {
    this.process = spawn('git', ['cat-file', '--batch'], { cwd, env: ENV, timeout: TIMEOUT_MS });
    this.process.stdout.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.drain();
    });
    const failAll = (error: Error) => {
      for (const pending of this.queue.splice(0)) pending.fail(error);
    };
    this.process.on('error', failAll);
    this.process.on('close', () => failAll(new GitFailed('git cat-file stopped')));
    this.process.stdin.on('error', failAll);
  }

  private drain() {
    for (;;) {
      const pending = this.queue[0];
      const eol = this.buffer.indexOf(10);
      if (!pending || eol < 0) return;
      const header = this.buffer.subarray(0, eol).toString('utf8');
      if (header.endsWith(' missing') || header.endsWith(' ambiguous')) {
        this.buffer = this.buffer.subarray(eol + 1);
        this.queue.shift();
        pending.done(undefined);
        continue;
      }
      const [id, , size] = header.split(' ');
      const length = Number(size);
      if (this.buffer.length < eol + 1 + length + 1) return;
      const text = this.buffer.subarray(eol + 1, eol + 1 + length).toString('utf8');
      this.buffer = this.buffer.subarray(eol + 1 + length + 1);
      this.queue.shift();
      pending.done({ id: id ?? '', text });
    }
  }

  read(name: string): Promise<{ id: string; text: string } | undefined> {
    return new Promise((done, fail) => {
      this.queue.push({ done, fail });
      this.process.stdin.write(`${name}\n`);
    });
  }

  close() {
    this.process.stdin.end();
  }
}
