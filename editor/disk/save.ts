import { createHash, randomUUID } from 'node:crypto';
import { open, readFile, realpath, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { writeMinimal, type MinimalWrite } from '../lib/minimal-diff';

/** A content hash of the file text (sha256 hex). */
export function fileVersion(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export type SaveOutcome =
  | { ok: true; text: string; version: string; minimal: boolean; note?: string }
  | { ok: false; reason: 'changed-on-disk'; diskText: string; diskVersion: string };

/**
 * Writes `intended` over the text on disk: writeMinimal, here or in the thread that holds the
 * data (editor/http/site-work.ts), where `intended` is only the name of its copy.
 */
export type Writer<T> = (diskText: string, intended: T) => MinimalWrite | Promise<MinimalWrite>;

// Saves of one file run one after another, so two quick saves cannot interleave their checks.
const queues = new Map<string, Promise<unknown>>();

/** Reads `file`; if its version is not `baseVersion` → changed-on-disk (nothing written). Otherwise
 *  write(diskText, intended) and an atomic write (temporary file in the same folder, then rename). */
export function saveSiteFile<T>(
  file: string,
  baseVersion: string,
  intended: T,
  write: Writer<T> = writeMinimal,
): Promise<SaveOutcome> {
  const run = async () => save(await realpath(file), baseVersion, intended, write);
  const previous = queues.get(file) ?? Promise.resolve();
  const next = previous.then(run, run);
  queues.set(
    file,
    next.catch(() => undefined),
  );
  return next;
}

async function save<T>(
  file: string,
  baseVersion: string,
  intended: T,
  write: Writer<T>,
): Promise<SaveOutcome> {
  const diskText = await readFile(file, 'utf8');
  const diskVersion = fileVersion(diskText);
  if (diskVersion !== baseVersion)
    return { ok: false, reason: 'changed-on-disk', diskText, diskVersion };
  const { text, minimal, note } = await write(diskText, intended);
  const saved = { ok: true as const, text, version: fileVersion(text), minimal };
  if (text === diskText) return note ? { ...saved, note } : saved;

  // The temporary file sits beside the target so the rename stays on one file system, which is
  // what makes it atomic: a reader sees the old file or the new one, never half of one.
  const temporary = join(dirname(file), `.${basename(file)}.${randomUUID()}.tmp`);
  const { mode } = await stat(file);
  try {
    const handle = await open(temporary, 'wx', mode);
    try {
      await handle.writeFile(text, 'utf8');
      // The creation mode passes through the umask; the saved file keeps the original's mode.
      await handle.chmod(mode & 0o7777);
      await handle.sync();
    } finally {
      await handle.close();
    }
    // Another program may have written the file while this one was being prepared.
    const latest = await readFile(file, 'utf8');
    if (latest !== diskText) {
      await unlink(temporary);
      return {
        ok: false,
        reason: 'changed-on-disk',
        diskText: latest,
        diskVersion: fileVersion(latest),
      };
    }
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  return note ? { ...saved, note } : saved;
}
