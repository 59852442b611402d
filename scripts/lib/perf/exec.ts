import { spawn } from 'node:child_process';
import { ROOT } from '../site-file';

export interface Ran {
  ok: boolean;
  ms: number;
  output: string;
}

/** Runs a command, timed as a person running it would see it; `log` also shows its output. */
export function run(
  command: string,
  args: readonly string[],
  {
    env = {},
    cwd = ROOT,
    log = false,
  }: { env?: Record<string, string>; cwd?: string; log?: boolean } = {},
): Promise<Ran> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (log) process.stderr.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ ok: code === 0, ms: performance.now() - started, output }),
    );
  });
}

/** `npx tsx <script>` from the project root. */
export const runTsx = (script: string, env: Record<string, string>) =>
  run('npx', ['tsx', script], { env });
