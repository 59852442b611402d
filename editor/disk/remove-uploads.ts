import { lstat, unlink } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { UPLOADS } from '../../scripts/lib/site-file';
import { pictureUses, UPLOADS_PREFIX } from '../lib/pictures';
import { Refusal } from '../refusal';

/** An upload to delete: its address, as the data names it, and its file. */
export interface Removal {
  src: string;
  file: string;
}

/**
 * The uploads a save is asked to delete (`remove`: their addresses), once each: refused, with
 * nothing written, unless every one is a file of public/uploads/ that `data` does not use.
 */
export async function uploadsToRemove(
  publicDir: string,
  remove: unknown,
  data: unknown,
): Promise<Removal[]> {
  if (remove === undefined) return [];
  if (!Array.isArray(remove) || !remove.every((src) => typeof src === 'string'))
    throw new Refusal(400, '"remove" must list the addresses of uploads to delete.');
  const folder = resolve(publicDir, UPLOADS);
  const uses = pictureUses(data);
  const removals: Removal[] = [];
  for (const src of new Set(remove as string[])) {
    const name = src.startsWith(UPLOADS_PREFIX) ? src.slice(UPLOADS_PREFIX.length) : '';
    const file = resolve(folder, name);
    if (!name || dirname(file) !== folder || basename(file) !== name)
      throw new Refusal(400, `Only an upload in public/${UPLOADS}/ can be deleted, not "${src}".`);
    const found = await lstat(file).catch(() => undefined);
    if (!found?.isFile()) throw new Refusal(404, `There is no upload "${src}" to delete.`);
    if (uses.has(src))
      throw new Refusal(409, `The upload "${src}" is still used, so it is not deleted.`);
    removals.push({ src, file });
  }
  return removals;
}

/** Deletes the files once the data that no longer uses them is saved. */
export async function removeUploads(removals: readonly Removal[]): Promise<void> {
  await Promise.all(removals.map((removal) => unlink(removal.file)));
}
