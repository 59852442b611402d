import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RouteReport } from '../prerender';
import { htmlFileFor } from '../../src/content/paths';
import { firstRenderAssets, readManifest } from './first-render';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const gzipped = new Map<string, number>();

/** Gzip bytes of files in a build; every route shares the same few assets, so each is measured once. */
export function gzipSizeOf(dist: string, files: string[]): number {
  return files.reduce((sum, file) => {
    const path = join(dist, file);
    let size = gzipped.get(path);
    if (size === undefined) {
      size = gzipSync(readFileSync(path)).length;
      gzipped.set(path, size);
    }
    return sum + size;
  }, 0);
}

export function printSummary(reports: RouteReport[], dist: string, elapsedMs: number) {
  const manifest = readManifest(dist);
  const rows = reports.map((r) => {
    if (r.kind === 'alias') return { ...r, js: 0, css: 0 };
    const html = readFileSync(
      join(dist, r.path === '(404)' ? '404.html' : htmlFileFor(r.path)),
      'utf8',
    );
    const assets = firstRenderAssets(html, manifest);
    return { ...r, js: gzipSizeOf(dist, assets.js), css: gzipSizeOf(dist, assets.css) };
  });
  const width = Math.max(...rows.map((r) => r.path.length), 5);
  console.log(
    `\n${'route'.padEnd(width)}  ${'HTML (gzip)'.padStart(12)}  ${'JS (gzip)'.padStart(10)}  ${'CSS (gzip)'.padStart(10)}`,
  );
  for (const r of rows) {
    const note = r.kind === 'alias' ? '  → redirect' : '';
    console.log(
      `${r.path.padEnd(width)}  ${kb(r.htmlGzip).padStart(12)}  ${kb(r.js).padStart(10)}  ${kb(r.css).padStart(10)}${note}`,
    );
  }
  const pages = rows.filter((r) => r.kind !== 'alias');
  const total = pages.reduce((s, r) => s + r.htmlGzip, 0);
  console.log(
    `\n${pages.length} pages, ${rows.length - pages.length} redirects; HTML ${kb(total)} gzip in all; largest first-render JS ${kb(Math.max(...pages.map((r) => r.js)))} gzip; built in ${(elapsedMs / 1000).toFixed(1)} s.`,
  );
}
