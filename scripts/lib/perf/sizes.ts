import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlFileFor } from '../../../src/content/paths';
import { listRoutes } from '../../../src/content/routes';
import type { Site } from '../../../src/schema/site';
import { firstRenderAssets, readManifest, type Manifest } from '../first-render';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface RouteSize {
  route: string;
  html: Bytes;
  js: Bytes;
  css: Bytes;
  /** The HTML plus the scripts and stylesheets the page needs to render and come alive. */
  requests: number;
  jsFiles: string[];
  cssFiles: string[];
  /** Names of code (from the budgets) found in this route's first-render JS. */
  forbidden: string[];
}

export interface ForbiddenCode {
  name: string;
  markers: string[];
}

export interface Asset {
  text: string;
  bytes: Bytes;
}

export function bytesOf(content: string | Buffer): Bytes {
  return { raw: Buffer.byteLength(content), gzip: gzipSync(content).length };
}

export function sumBytes(list: readonly Bytes[]): Bytes {
  return list.reduce((sum, b) => ({ raw: sum.raw + b.raw, gzip: sum.gzip + b.gzip }), {
    raw: 0,
    gzip: 0,
  });
}

/** Reads (and gzips) each asset once, however many routes share it. */
export function assetReader(dist: string): (file: string) => Asset {
  const cache = new Map<string, Asset>();
  return (file) => {
    let asset = cache.get(file);
    if (!asset) {
      const text = readFileSync(join(dist, file), 'utf8');
      asset = { text, bytes: bytesOf(text) };
      cache.set(file, asset);
    }
    return asset;
  };
}

export function containsCode(text: string, code: ForbiddenCode): boolean {
  return code.markers.some((marker) => text.includes(marker));
}

/** First-render bytes of one prerendered page: its HTML, the assets it references and what its entry script starts. */
export function measureRoute(
  route: string,
  html: string,
  readAsset: (file: string) => Asset,
  forbidden: readonly ForbiddenCode[],
  manifest: Manifest,
): RouteSize {
  const { js, css } = firstRenderAssets(html, manifest);
  const jsAssets = js.map(readAsset);
  return {
    route,
    html: bytesOf(html),
    js: sumBytes(jsAssets.map((a) => a.bytes)),
    css: sumBytes(css.map((file) => readAsset(file).bytes)),
    requests: 1 + js.length + css.length,
    jsFiles: js,
    cssFiles: css,
    forbidden: forbidden
      .filter((code) => jsAssets.some((asset) => containsCode(asset.text, code)))
      .map((code) => code.name),
  };
}

export interface BuiltRoute {
  route: string;
  /** The prerendered HTML, relative to the output folder. */
  file: string;
}

/** Every page a visitor can land on: pages, posts and the not-found page (aliases redirect). */
export function builtRoutes(site: Site): BuiltRoute[] {
  return [
    ...listRoutes(site)
      .filter((entry) => entry.kind !== 'alias')
      .map((entry) => ({ route: entry.path, file: htmlFileFor(entry.path) })),
    { route: NOT_FOUND_ROUTE, file: '404.html' },
  ];
}

export const NOT_FOUND_ROUTE = '(404)';

export interface MeasuredBuild {
  sizes: RouteSize[];
  html: Map<string, string>;
  readAsset: (file: string) => Asset;
}

export function measureBuild(
  dist: string,
  routes: readonly BuiltRoute[],
  forbidden: readonly ForbiddenCode[],
): MeasuredBuild {
  const readAsset = assetReader(dist);
  const html = new Map(routes.map((r) => [r.route, readFileSync(join(dist, r.file), 'utf8')]));
  const manifest = readManifest(dist);
  const sizes = routes.map((r) =>
    measureRoute(r.route, html.get(r.route)!, readAsset, forbidden, manifest),
  );
  return { sizes, html, readAsset };
}

/** Whether the code is in the build at all: if not, not finding it proves nothing. */
export function codeInBuild(dist: string, code: ForbiddenCode): boolean {
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .some((file) => containsCode(readFileSync(join(assets, file), 'utf8'), code));
}
