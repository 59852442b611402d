import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { variantFile } from '../../scripts/lib/images/variants';
import { Refusal } from '../refusal';
import { SVG_HEADERS, setHeaders } from './headers';

/** What the site shows from its public folder: pictures, its video, fonts. Nothing else is served. */
const SHOWN: Record<string, string> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
};

/** What the editor's build holds besides its two pages. */
const BUILT: Record<string, string> = {
  ...SHOWN,
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** A path the public folder may answer: no hidden file or folder, no node_modules, no `..`. */
const SAFE_SEGMENT = /^(?!\.)(?!node_modules$)[^\\/\0]+$/;

/** There is nothing to serve at this address. */
const notFound = (path: string) => new Refusal(404, `There is nothing at ${path}.`);

/** A URL path with its %-escapes decoded (once), or undefined for a malformed one. */
function decoded(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
}

/** Whether a decoded path may name a file of `types`: no hidden name, no node_modules, no `..`. */
const namesFile = (path: string, types: Record<string, string>) =>
  path.startsWith('/') &&
  path
    .split('/')
    .slice(1)
    .every((segment) => SAFE_SEGMENT.test(segment)) &&
  Object.hasOwn(types, extname(path).toLowerCase());

const VARIANT = /^\/_img(\/.+)-\d+w\.(avif|webp|jpg|png)$/;

/** The route table's patterns, on the URL's path as sent: anything else there is a 404. */
export const isShown = (urlPath: string) => namesFile(decoded(urlPath) ?? '', SHOWN);
export const isBuilt = (urlPath: string) =>
  urlPath.startsWith('/assets/') && namesFile(decoded(urlPath) ?? '', BUILT);
export const isVariant = (urlPath: string) => {
  const source = VARIANT.exec(decoded(urlPath) ?? '')?.[1];
  return source !== undefined && namesFile(source, SHOWN);
};

/** The request's decoded path (the route table admitted it). */
const pathOf = (req: IncomingMessage) =>
  decoded(new URL(req.url ?? '/', 'http://x').pathname) ?? '';

/**
 * The file a decoded URL path names inside `root`, if it is one of `types`; undefined for
 * anything else: a hidden name (.git, .editor, .env), node_modules, a `..`, another type
 * (site.json, the code), or a link that leads outside `root`.
 */
export async function fileIn(
  root: string,
  path: string,
  types: Record<string, string> = SHOWN,
): Promise<string | undefined> {
  if (!namesFile(path, types)) return undefined;
  const base = await realpath(root).catch(() => undefined);
  const file = base && (await realpath(join(base, path)).catch(() => undefined));
  if (!base || !file?.startsWith(base + sep)) return undefined;
  if (!Object.hasOwn(types, extname(file).toLowerCase())) return undefined;
  return (await stat(file)).isFile() ? file : undefined;
}

function typeHeaders(file: string, types: Record<string, string>): Record<string, string> {
  const type = types[extname(file).toLowerCase()]!;
  return { 'content-type': type, ...(type === 'image/svg+xml' ? SVG_HEADERS : {}) };
}

async function stream(res: ServerResponse, file: string, headers: Record<string, string>) {
  const { size } = await stat(file);
  setHeaders(res, headers);
  res.writeHead(200, { 'content-length': String(size) });
  if (res.req.method === 'HEAD') return void res.end();
  await pipeline(createReadStream(file), res);
}

/** A picture, the video or a font of the site's public folder (uploads included). */
export async function servePublic(req: IncomingMessage, res: ServerResponse, publicDir: string) {
  const path = pathOf(req);
  const file = await fileIn(publicDir, path);
  if (!file) throw notFound(path);
  // Uploads and hand-placed pictures change under the same name: asked again each time.
  await stream(res, file, { ...typeHeaders(file, SHOWN), 'cache-control': 'no-cache' });
}

/** One of the build's hashed files: a new build names its files anew, so they never change. */
export async function serveBuilt(req: IncomingMessage, res: ServerResponse, buildDir: string) {
  const path = pathOf(req);
  const file = await fileIn(buildDir, path, BUILT);
  if (!file) throw notFound(path);
  await stream(res, file, {
    ...typeHeaders(file, BUILT),
    'cache-control': 'public, max-age=31536000, immutable',
  });
}

/** A width and format of a picture, as the preview's `srcset` asks: made on first request. */
export async function serveVariant(
  req: IncomingMessage,
  res: ServerResponse,
  publicDir: string,
  cacheDir: string,
) {
  const path = pathOf(req);
  const source = VARIANT.exec(path)?.[1];
  const made =
    source && (await fileIn(publicDir, source)) && (await variantFile(publicDir, cacheDir, path));
  if (!made) throw notFound(path);
  const format = path.slice(path.lastIndexOf('.') + 1);
  res.writeHead(200, {
    'content-type': `image/${format === 'jpg' ? 'jpeg' : format}`,
    'cache-control': 'no-cache',
  });
  res.end(made.data);
}
