import { spawn } from 'node:child_process';
import { ROOT } from '../site-file';

export interface Ran {
  ok: boolean;
  ms: number;
  output: string;
}

/** `npx tsx <script>` from the project root, timed as a person running it would see it. */
export function runTsx(script: string, env: Record<string, string>): Promise<Ran> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', script], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ ok: code === 0, ms: performance.now() - started, output }),
    );
  });
}
