/** What the measurement commands (perf, scale) share: timed runs, their report, their clean-up. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../site-file';

/** `npx tsx <script>` from the project root, timed as a person running it would see it. */
export function runScript(script: string, env: Record<string, string>) {
  const started = performance.now();
  const ran = spawnSync('npx', ['tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${ran.stdout}${ran.stderr}`;
  if (ran.status !== 0) throw new Error(`${script} failed:\n${output}`);
  return { ms: performance.now() - started, output };
}

/** Writes `<prefix>-2025-11-26T01-30-00Z.json` (sorts by time, a valid name everywhere). */
export function writeReport(dir: string, prefix: string, started: Date, report: object): string {
  mkdirSync(dir, { recursive: true });
  const time = started
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  const file = join(dir, `${prefix}-${time}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ createdAt: started.toISOString(), ...report }, null, 2)}\n`,
  );
  return file;
}

/**
 * Runs a measurement command and removes its build output however it ends: build output inside
 * the project would be linted and formatted as source by `eslint .`. A thrown error is printed
 * without a stack trace and exits 2.
 */
export async function measure(dist: string, main: () => Promise<number>): Promise<void> {
  const clean = () => {
    rmSync(dist, { recursive: true, force: true });
    rmSync(`${dist}-ssr`, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    clean();
    process.exit(130);
  });
  try {
    process.exitCode = await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  } finally {
    clean();
  }
}

/**
 * Prints rows as an aligned text table, first column left, figures right. Unlike console.table,
 * figures keep the decimals they were formatted with (109.0, not 109) and text has no quotes.
 */
export function printTable(rows: Record<string, string | number>[]): void {
  const headers = Object.keys(rows[0] ?? {});
  const cells = [headers, ...rows.map((row) => headers.map((h) => String(row[h] ?? '')))];
  const widths = headers.map((_, i) => Math.max(...cells.map((line) => line[i]!.length)));
  const line = (values: string[]) =>
    values.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  console.log(
    [line(headers), line(widths.map((w) => '─'.repeat(w))), ...cells.slice(1).map(line)].join('\n'),
  );
}
