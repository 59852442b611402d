import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlFileFor } from '../../src/content/paths';
import { TRANSLATED_LANGUAGES, routeIn } from '../../src/base/languages';
import { listLocalizedRoutes } from '../../src/content/versions';
import type { Site } from '../../src/schema/site';
import type { RenderedType } from '../../src/sections/registry';
import { sectionFolder } from '../../src/sections/components';
import { INITIAL_DATA_ID, type DataRefs } from '../../src/render/initial-data';
import type { ResolvedPage, RouteData } from '../../src/content/route-data';
import { SECTION_CODE_ID, type SectionCode } from '../../src/render/section-code';
import { ENTRY_ATTRIBUTE } from '../../src/render/boot';
import { unaskedTypes } from '../../src/render/hydration-plan';

/** One chunk of Vite's build manifest (build.manifest in vite.config.ts). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Where Vite writes the manifest, relative to the output folder. */
export const MANIFEST_FILE = '.vite/manifest.json';

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, MANIFEST_FILE), 'utf8')) as Manifest;
}

/**
 * The files of the chunks a page's entry script runs as the page starts: the entry, its static
 * imports, and the modules it imports dynamically (the entry is only a loader that fetches the
 * app once the prerendered page has painted), with their static imports. Modules that the app
 * itself loads on demand later (the carousel, animation features) are not part of it.
 */
export function startupFiles(entryFile: string, manifest: Manifest): string[] {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const entry = byFile.get(entryFile);
  if (entry === undefined)
    throw new Error(`${entryFile} is a page script but not a chunk of the build manifest`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk "${key}"`);
    if (seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  visit(entry);
  manifest[entry]!.dynamicImports?.forEach(visit);
  return [...seen].map((key) => manifest[key]!.file);
}

/**
 * A copy of `part` that does not keep alive the text it was matched in: V8 represents a regex
 * match as a slice of its subject, so a file name read from a page would hold the whole page in
 * memory for as long as the build keeps that page's report (tens of megabytes per thousand).
 */
const detached = (part: string) => Buffer.from(part).toString();

/**
 * The scripts and stylesheets a prerendered page needs before it is live: the module scripts,
 * modulepreloads and stylesheets in its HTML, the section chunks it names for its loader
 * (src/render/section-code.ts), and what its entry scripts start with.
 * Paths are as the page links them (from the site root).
 */
export function firstRenderAssets(
  html: string,
  manifest: Manifest,
): { js: string[]; css: string[] } {
  const entries = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    // The loader the boot script asks for after the first paint (src/render/boot.ts).
    ...html.matchAll(new RegExp(`<script ${ENTRY_ATTRIBUTE}="([^"]+)"`, 'g')),
  ].map((m) => detached(m[1]!));
  const preloads = [
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) =>
      detached(m[1]!),
    ),
    ...sectionCode(html),
  ];
  const startup = entries.flatMap((src) =>
    startupFiles(src.replace(/^\//, ''), manifest).map((file) => `/${file}`),
  );
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) =>
    detached(m[1]!),
  );
  return { js: [...new Set([...entries, ...preloads, ...startup])], css: [...new Set(css)] };
}

/** The build-manifest key of a type's component chunk: the one component of its folder. */
export function sectionChunkKey(manifest: Manifest, type: RenderedType): string {
  const folder = `src/sections/${sectionFolder(type)}/`;
  const keys = Object.keys(manifest).filter(
    (key) =>
      key.startsWith(folder) && key.endsWith('.tsx') && !key.slice(folder.length).includes('/'),
  );
  if (keys.length !== 1)
    throw new Error(
      `the "${type}" section should have one component chunk in ${folder}, found ${keys.length}`,
    );
  return keys[0]!;
}

/**
 * A section's code in an `on-intent/` folder is imported only when the visitor is about to use
 * it (a gallery's full-screen view): it is not loaded by a page left alone.
 */
const ON_INTENT = /\/on-intent\//;

/**
 * Every script a page loads while the visitor does nothing but scroll through it: its first
 * render, the code of the sections hydrated with the app or as they come near (`types`:
 * unaskedTypes in src/render/hydration-plan.ts) and what those load by themselves, but not what
 * waits for the visitor (a section hydrated when touched, and code loaded on intent:
 * `ON_INTENT`). Paths are as the page links them.
 */
export function loadedWithoutInteraction(
  firstRender: readonly string[],
  manifest: Manifest,
  types: readonly RenderedType[],
): string[] {
  const files = new Set(firstRender);
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // A first-render chunk is loaded already; what it imports dynamically waits for a need.
    if (!chunk || seen.has(key) || ON_INTENT.test(key) || firstRender.includes(`/${chunk.file}`))
      return;
    seen.add(key);
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
    chunk.dynamicImports?.forEach(visit);
  };
  for (const type of new Set(types)) visit(sectionChunkKey(manifest, type));
  return [...files];
}

/** The chunks a page names for its loader to fetch right after the first paint. */
function sectionCode(html: string): string[] {
  const json = new RegExp(
    `<script type="application/json" id="${SECTION_CODE_ID}">(.*?)</script>`,
  ).exec(html)?.[1];
  return json ? (JSON.parse(json) as SectionCode).now : [];
}

/** Where a prerendered page's data is, as it names it for its loader (none on a redirect). */
export function dataRefsOf(html: string): DataRefs | undefined {
  const json = new RegExp(
    `<script type="application/json" id="${INITIAL_DATA_ID}">(.*?)</script>`,
    's',
  ).exec(html)?.[1];
  return json ? (JSON.parse(json) as DataRefs) : undefined;
}

/** The section types whose code a prerendered page in `dist` loads by itself, from its route data. */
export function unaskedTypesOf(dist: string, html: string): RenderedType[] {
  const refs = dataRefsOf(html);
  if (!refs) return [];
  const data = JSON.parse(readFileSync(join(dist, refs.route), 'utf8')) as RouteData | ResolvedPage;
  return unaskedTypes(
    refs.notFound ? { kind: 'page', page: data as ResolvedPage } : (data as RouteData),
  );
}

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
  /** Every script the page loads while the visitor does nothing (see loadedWithoutInteraction). */
  loaded: Bytes;
  loadedFiles: string[];
  cssFiles: string[];
}

const bytesOf = (content: string | Buffer): Bytes => ({
  raw: Buffer.byteLength(content),
  gzip: gzipSync(content).length,
});

/** Every page a visitor can land on: pages, posts and the not-found page (aliases redirect). */
export function builtPages(dist: string, site: Site): { route: string; html: string }[] {
  return [
    ...listLocalizedRoutes(site)
      .filter((entry) => entry.kind !== 'alias')
      .map((entry) => ({ route: entry.path, file: htmlFileFor(entry.path) })),
    { route: NOT_FOUND_ROUTE, file: '404.html' },
    ...TRANSLATED_LANGUAGES.map((lang) => ({
      route: `${NOT_FOUND_ROUTE.slice(0, -1)} ${lang})`,
      file: `${routeIn(lang, '/404').slice(1)}.html`,
    })),
  ].map(({ route, file }) => ({ route, html: readFileSync(join(dist, file), 'utf8') }));
}

export const NOT_FOUND_ROUTE = '(404)';

/**
 * Measures one page at a time (gzip level 6, as hosts send them): its HTML, and the assets it
 * references or its entry script starts. Every page shares the same few assets, so each is read
 * and gzipped once per measurer; the build measures each page as it writes it, never holding
 * every page's HTML at once.
 */
export function pageMeasurer(
  dist: string,
): (route: string, html: string, types?: readonly RenderedType[]) => RouteSize {
  const manifest = readManifest(dist);
  const assets = new Map<string, Bytes>();
  const assetBytes = (file: string) => {
    if (!assets.has(file)) assets.set(file, bytesOf(readFileSync(join(dist, file))));
    return assets.get(file)!;
  };
  const sum = (files: string[]) =>
    files.map(assetBytes).reduce((s, b) => ({ raw: s.raw + b.raw, gzip: s.gzip + b.gzip }), {
      raw: 0,
      gzip: 0,
    });
  // `types`: the section types whose code the page loads by itself, when the caller has its route
  // data (the build, which has just rendered it), instead of parsing that data out of the page.
  return (route, html, types = unaskedTypesOf(dist, html)) => {
    const { js, css } = firstRenderAssets(html, manifest);
    const loadedFiles = loadedWithoutInteraction(js, manifest, types);
    return {
      loaded: sum(loadedFiles),
      loadedFiles,
      route,
      html: bytesOf(html),
      js: sum(js),
      css: sum(css),
      requests: 1 + js.length + css.length,
      jsFiles: js,
      cssFiles: css,
    };
  };
}

/** First-render bytes of each page (see pageMeasurer). */
export function measurePages(
  dist: string,
  pages: readonly { route: string; html: string }[],
): RouteSize[] {
  const measure = pageMeasurer(dist);
  return pages.map(({ route, html }) => measure(route, html));
}
