import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { writeMinimal } from './minimal-diff';

/** A content hash of the file text (sha256 hex). */
export function fileVersion(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export type SaveOutcome =
  | { ok: true; text: string; version: string; minimal: boolean; note?: string }
  | { ok: false; reason: 'changed-on-disk'; diskText: string; diskVersion: string };

/** Reads `file`; if its version is not `baseVersion` → changed-on-disk (nothing written). Otherwise
 *  writeMinimal(diskText, intended) and an atomic write (temporary file in the same folder, then rename). */
export async function saveSiteFile(
  file: string,
  baseVersion: string,
  intended: unknown,
): Promise<SaveOutcome> {
  const diskText = await readFile(file, 'utf8');
  const diskVersion = fileVersion(diskText);
  if (diskVersion !== baseVersion)
    return { ok: false, reason: 'changed-on-disk', diskText, diskVersion };
  const written = writeMinimal(diskText, intended);
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  await writeFile(temporary, written.text);
  await rename(temporary, file);
  return {
    ok: true,
    text: written.text,
    version: fileVersion(written.text),
    minimal: written.minimal,
    ...(written.note ? { note: written.note } : {}),
  };
}
