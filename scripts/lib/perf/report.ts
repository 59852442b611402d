import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** 2025-11-26T01-30-00Z: sorts by time and is a valid file name everywhere. */
export function timestampForFile(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
}

export function writeReport(dir: string, prefix: string, date: Date, report: unknown): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${prefix}-${timestampForFile(date)}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
