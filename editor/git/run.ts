import { execFile } from 'node:child_process';

/** Long enough for a push over a slow link; a hung credential prompt or network ends here. */
const TIMEOUT_MS = 60_000;

/** git said no: its exit code and what it wrote to stderr. */
export class GitError extends Error {
  override name = 'GitError';
  constructor(
    readonly args: string[],
    readonly code: number | string | undefined,
    readonly stderr: string,
  ) {
    super(stderr.trim() || `git ${args[0]} failed (${String(code)})`);
  }
}

export interface GitOptions {
  /** Extra environment (the author of a commit, a temporary index). */
  env?: Record<string, string>;
  /** What git reads on its standard input (a file's text to store). */
  input?: string;
}

/**
 * Runs `git` in `cwd` with an argument array (no shell, so no quoting of names or messages),
 * a timeout, no terminal prompt (a push that needs a password fails instead of waiting) and
 * English messages, which is what callers read.
 */
export function git(cwd: string, args: string[], options: GitOptions = {}): Promise<string> {
  return new Promise((done, fail) => {
    const child = execFile(
      'git',
      args,
      {
        cwd,
        timeout: TIMEOUT_MS,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', ...options.env },
      },
      (error, stdout, stderr) => {
        if (!error) return done(stdout);
        // No git at all is not git saying no: callers tell the two apart.
        if (error.code === 'ENOENT') return fail(error);
        const why = error.killed
          ? `git ${args[0]} took longer than ${TIMEOUT_MS / 1000} s`
          : stderr;
        fail(new GitError(args, error.code ?? undefined, why));
      },
    );
    child.stdin?.end(options.input);
  });
}

/** Like `git`, but a failure is an answer (undefined), for questions such as "is there an upstream?". */
export async function gitMaybe(cwd: string, args: string[]): Promise<string | undefined> {
  try {
    return (await git(cwd, args)).trim();
  } catch (error) {
    if (error instanceof GitError) return undefined;
    throw error;
  }
}
