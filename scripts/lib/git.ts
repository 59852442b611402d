import { execFileSync } from 'node:child_process';

/** What git prints for `args` run in `cwd`, trimmed; undefined when git fails or is missing. */
export function gitOutput(cwd: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}
