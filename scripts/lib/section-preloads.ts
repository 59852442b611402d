import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderedType } from '../../src/sections/registry';
import { SECTION_CODE_ID, type SectionCode } from '../../src/render/section-code';
import type { RouteData } from '../../src/content/route-data';
import { eagerTypes, laterTypes } from '../../src/render/hydration-plan';
import {
  MANIFEST_FILE,
  readManifest,
  sectionChunkKey,
  startupFiles,
  type Manifest,
} from './first-render';

/**
 * The files to modulepreload on a page that shows these section types: each type's chunk and
 * the shared chunks it imports, less what the page's entry starts with anyway. Paths are as the
 * page links them (from the site root).
 */
export function sectionPreloads(
  manifest: Manifest,
  entryFile: string,
  types: readonly RenderedType[],
): string[] {
  const startup = new Set(startupFiles(entryFile, manifest));
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk "${key}"`);
    if (startup.has(chunk.file) || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  for (const type of new Set(types)) visit(sectionChunkKey(manifest, type));
  return [...files].map((file) => `/${file}`);
}

/** The inert list of these files that the loader turns into modulepreloads after first paint. */
export function sectionCodeTag(code: SectionCode): string {
  return `<script type="application/json" id="${SECTION_CODE_ID}">${JSON.stringify(code)}</script>`;
}

/**
 * What a page names for its loader (src/render/section-code.ts): the app's chunks and those of
 * the sections hydrated with it now, then per type hydrated later what its component needs
 * besides those, each file under the first type that needs it (src/render/hydration-plan.ts). A
 * type that does not answer the visitor is not named: its code is not fetched for this page.
 */
export function sectionCode(
  manifest: Manifest,
  entryFile: string,
  appCode: readonly string[],
  route: RouteData,
): SectionCode {
  const now = [...appCode, ...sectionPreloads(manifest, entryFile, eagerTypes(route))];
  const named = new Set(now);
  const later: SectionCode['later'] = {};
  for (const type of laterTypes(route)) {
    const files = sectionPreloads(manifest, entryFile, [type]).filter((file) => !named.has(file));
    files.forEach((file) => named.add(file));
    if (files.length > 0) later[type] = files;
  }
  return { now, later };
}

const manifests = new Map<
  string,
  { manifest: Manifest; entryFile: string; appCode: string[]; read: number }
>();

/**
 * A prerendered page with the code of the app and of its sections named in its head (see
 * sectionCode). The build manifest of `dist` is read once per build.
 */
export function withSectionCode(html: string, dist: string, route: RouteData): string {
  const read = statSync(join(dist, MANIFEST_FILE)).mtimeMs;
  let build = manifests.get(dist);
  if (build?.read !== read) {
    const manifest = readManifest(dist);
    const entryFile = manifest['index.html']?.file;
    if (!entryFile) throw new Error('the build manifest has no entry for index.html');
    // The app's own chunks, which the loader evaluates one after another (entry-client.ts):
    // named too, so they are all fetched at once instead of each after the one before.
    const appCode = startupFiles(entryFile, manifest)
      .filter((file) => file !== entryFile)
      .map((file) => `/${file}`);
    build = { manifest, entryFile, appCode, read };
    manifests.set(dist, build);
  }
  const tag = sectionCodeTag(sectionCode(build.manifest, build.entryFile, build.appCode, route));
  return html.replace('</head>', () => `${tag}</head>`);
}
