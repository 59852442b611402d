import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import sharp from 'sharp';
import { isRaster } from '../../../src/content/images/files';
import { ingestImage, MAX_EDGE, placeholderColour } from './ingest';
import { sourceHash } from './variants';

/**
 * Vite copies public/ into the build byte for byte, so a photo put there by hand straight from a
 * camera would be published sideways, with the GPS position of where it was taken, at 6 MB. The
 * build publishes every raster file of public/ as an upload is stored instead: upright, without
 * metadata, sRGB, at most 2560 px on its longer side (the fallback format the pages' `src` names).
 */

/** Whether a picture is already as the ingest leaves one: encoding it again would only lose quality. */
async function isClean(data: Buffer): Promise<boolean> {
  try {
    const meta = await sharp(data, { limitInputPixels: false }).metadata();
    return (
      !meta.exif &&
      !meta.icc &&
      !meta.xmp &&
      !meta.iptc &&
      !meta.comments?.length &&
      (meta.orientation ?? 1) === 1 &&
      meta.space === 'srgb' &&
      Math.max(meta.width, meta.height) <= MAX_EDGE
    );
  } catch {
    return false;
  }
}

export type Published =
  { ok: true; data: Buffer; cached: boolean } | { ok: false; message: string };

/** The bytes the build publishes for one picture of public/, from the cache when it holds them. */
export async function publishedPicture(data: Buffer, cacheDir: string): Promise<Published> {
  if (await isClean(data)) return { ok: true, data, cached: true };
  const cached = join(cacheDir, `${sourceHash(data)}-published`);
  if (existsSync(cached)) return { ok: true, data: await readFile(cached), cached: true };
  const result = await ingestImage(data);
  if (!result.ok) return result;
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cached, result.data);
  return { ok: true, data: result.data, cached: false };
}

async function rasterFilesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && isRaster(entry.name))
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .sort();
}

export interface OriginalsReport {
  made: number;
  /** Files left out of the build, with why (a stray file no image decoder can read). */
  refused: string[];
}

/**
 * Replaces, in the build, every raster file Vite copied from public/ by its published form; a
 * file that cannot be read as a picture is left out rather than published as it is.
 */
export async function publishOriginals(
  publicDir: string,
  dist: string,
  cacheDir: string,
): Promise<OriginalsReport> {
  const report: OriginalsReport = { made: 0, refused: [] };
  for (const path of await rasterFilesIn(publicDir)) {
    const target = join(dist, path);
    const published = await publishedPicture(await readFile(join(publicDir, path)), cacheDir);
    if (!published.ok) {
      await rm(target, { force: true });
      report.refused.push(`public${path}: ${published.message} It was left out of the build.`);
      continue;
    }
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, published.data);
    if (!published.cached) report.made += 1;
  }
  return report;
}

/** The colour shown while a picture of public/ loads, kept by content hash like its variants. */
async function colourOf(publicDir: string, src: string, cacheDir: string) {
  const data = await readFile(join(publicDir, src)).catch(() => undefined);
  if (!data) return undefined;
  const cached = join(cacheDir, `${sourceHash(data)}-colour`);
  if (existsSync(cached)) return readFile(cached, 'utf8');
  const published = await publishedPicture(data, cacheDir);
  if (!published.ok) return undefined;
  const colour = await placeholderColour(published.data);
  // A fresh machine has no cache yet, and a picture already fit to publish made none.
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cached, colour);
  return colour;
}

function isPhoto(value: object): value is { src: string; color?: string } {
  const { src, width } = value as { src?: unknown; width?: unknown };
  return typeof src === 'string' && src.startsWith('/') && isRaster(src) && !!width;
}

/**
 * The site with every photo that came without a placeholder colour (put in public/ by hand,
 * not uploaded through the editor, which writes it) given one computed from its file, so it
 * shows the same placeholder as an upload. What holds no such photo is the same object as in
 * `site`: the result costs no second copy of a large site.
 */
export async function withPlaceholders<S>(
  site: S,
  publicDir: string,
  cacheDir: string,
): Promise<S> {
  const wanted = new Set<string>();
  const find = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(find);
    else if (typeof value !== 'object' || value === null) return;
    else if (isPhoto(value) && !value.color) wanted.add(value.src);
    else Object.values(value).forEach(find);
  };
  find(site);
  const colours = new Map(
    await Promise.all(
      [...wanted].map(async (src) => [src, await colourOf(publicDir, src, cacheDir)] as const),
    ),
  );
  const fill = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      const items = value.map(fill);
      return items.some((item, i) => item !== value[i]) ? items : value;
    }
    if (typeof value !== 'object' || value === null) return value;
    if (isPhoto(value) && !value.color) {
      const color = colours.get(value.src);
      return color ? { ...value, color } : value;
    }
    const entries = Object.entries(value).map(([key, inner]) => [key, fill(inner)] as const);
    const changed = entries.some(
      ([key, inner]) => inner !== (value as Record<string, unknown>)[key],
    );
    return changed ? Object.fromEntries(entries) : value;
  };
  return wanted.size === 0 ? site : (fill(site) as S);
}
