import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import sharp from 'sharp';
import { VARIANT_ADDRESS } from './addresses';
import type { Plugin } from 'vite';
import { parseVariantPath, type VariantFormat } from '../../../src/content/images/responsive';
import { encoderFor, MAX_INPUT_PIXELS, type AcceptedFormat } from './ingest';

/**
 * Processed pictures, by the content hash of their source: a rebuild re-encodes nothing that
 * did not change. CI may keep this folder between runs.
 */
export const IMAGE_CACHE = join('node_modules', '.cache', 'images');

/** Part of every cache key: raise it when an encoder setting changes. */
const ENCODING = 'v1';

const FORMAT: Record<VariantFormat, AcceptedFormat> = {
  avif: 'avif',
  webp: 'webp',
  jpg: 'jpeg',
  png: 'png',
};

/** One width and format of a picture, turned upright and stripped like any upload. */
export async function encodeVariant(
  input: Buffer,
  width: number,
  format: VariantFormat,
): Promise<Buffer> {
  const pipeline = sharp(input, { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .toColourspace('srgb');
  return encoderFor(FORMAT[format], pipeline).toBuffer();
}

/** What the prerender found while it wrote the pages: their variant addresses, and which files it wrote. */
export interface PagesRead {
  variants: Iterable<string>;
  /** Written files, relative to the output folder: not read again. */
  files: ReadonlySet<string>;
}

/** Every variant address the built pages and their route data ask for. */
async function requestedVariants(dist: string, pages?: PagesRead): Promise<Set<string>> {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  const wanted = new Set<string>(pages?.variants);
  for (const entry of entries) {
    if (!entry.isFile() || !/\.(html|json)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    if (pages?.files.has(relative(dist, file).split(sep).join('/'))) continue;
    const text = await readFile(file, 'utf8');
    for (const [path] of text.matchAll(VARIANT_ADDRESS)) wanted.add(path);
  }
  return wanted;
}

export interface VariantReport {
  made: number;
  cached: number;
  bytes: number;
}

/** The key of a source's processed files in the cache: its content and the encoder settings. */
export function sourceHash(data: Buffer): string {
  return createHash('sha256').update(ENCODING).update(data).digest('hex').slice(0, 20);
}

/** Source files already read in this run, with their content hash. */
type Sources = Map<string, { data: Buffer; hash: string }>;

/**
 * The bytes of one variant address, from the cache or encoded (and then cached); `undefined`
 * for an address that names no variant or a picture that is not in public/.
 */
export async function variantFile(
  publicDir: string,
  cacheDir: string,
  path: string,
  sources: Sources = new Map(),
): Promise<{ data: Buffer; cached: boolean } | undefined> {
  const variant = parseVariantPath(path);
  if (!variant) return undefined;
  let source = sources.get(variant.src);
  if (!source) {
    const data = await readFile(join(publicDir, variant.src)).catch(() => undefined);
    if (!data) return undefined;
    source = { data, hash: sourceHash(data) };
    sources.set(variant.src, source);
  }
  const cached = join(cacheDir, `${source.hash}-${variant.width}.${variant.format}`);
  if (existsSync(cached)) return { data: await readFile(cached), cached: true };
  const data = await encodeVariant(source.data, variant.width, variant.format);
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cached, data);
  return { data, cached: false };
}

/**
 * Writes into the build every variant its pages reference, from the picture in public/,
 * encoding only what the cache does not hold.
 */
export async function writeVariants(
  publicDir: string,
  dist: string,
  cacheDir: string,
  pages?: PagesRead,
): Promise<VariantReport> {
  const report: VariantReport = { made: 0, cached: 0, bytes: 0 };
  const sources: Sources = new Map();
  for (const path of [...(await requestedVariants(dist, pages))].sort()) {
    const file = await variantFile(publicDir, cacheDir, path, sources);
    if (!file) continue;
    const target = join(dist, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.data);
    report[file.cached ? 'cached' : 'made'] += 1;
    report.bytes += file.data.length;
  }
  return report;
}

/**
 * The dev server's and the editor preview's answer to `/_img/…`: the same variants as the
 * build, made on first request.
 */
export function imageVariantsPlugin(publicDir: string, cacheDir: string): Plugin {
  return {
    name: 'image-variants',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (!path.startsWith('/_img/')) return next();
        variantFile(publicDir, cacheDir, decodeURIComponent(path)).then(
          (file) => {
            if (!file) return next();
            res.setHeader(
              'content-type',
              `image/${path.endsWith('.jpg') ? 'jpeg' : path.slice(path.lastIndexOf('.') + 1)}`,
            );
            res.end(file.data);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
