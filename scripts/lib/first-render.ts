import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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
 * The scripts and stylesheets a prerendered page needs before it is live: the module scripts,
 * modulepreloads and stylesheets in its HTML, and what its entry scripts start with.
 * Paths are as the page links them (from the site root).
 */
export function firstRenderAssets(
  html: string,
  manifest: Manifest,
): { js: string[]; css: string[] } {
  const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  const startup = entries.flatMap((src) =>
    startupFiles(src.replace(/^\//, ''), manifest).map((file) => `/${file}`),
  );
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  return { js: [...new Set([...entries, ...preloads, ...startup])], css: [...new Set(css)] };
}
