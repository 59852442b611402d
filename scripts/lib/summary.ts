import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Site } from '../../src/schema/site';
import type { RouteReport } from '../prerender';
import { htmlFileFor } from '../../src/content/paths';
import { postPath, postTitle } from '../../src/content/routes';
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

/** Warnings an editor should see before publishing. */
export function contentWarnings(site: Site): string[] {
  const warnings: string[] = [];
  const pages = [
    ...site.pages.map((p) => ({ path: p.path, seo: p.seo })),
    ...site.blog.posts.map((p) => ({
      path: postPath(site, p.slug),
      seo: {
        title: postTitle(site, p),
        description: p.description,
      },
    })),
  ];
  for (const { path, seo } of pages) {
    if (seo.title.length > 60)
      warnings.push(
        `${path}: title is ${seo.title.length} characters; search results cut it after about 60`,
      );
    if (seo.description.length > 160)
      warnings.push(
        `${path}: description is ${seo.description.length} characters; search results cut it after about 160`,
      );
  }
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${path}[${i}]`));
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      // Backgrounds are decorative by design (rendered with alt=""); other images need words.
      const decorative = /\.background(\.image)?$/.test(path);
      if (typeof record.src === 'string' && 'alt' in record && record.alt === '' && !decorative)
        warnings.push(`${path}: image ${record.src} has no alt text`);
      for (const [k, v] of Object.entries(record)) visit(v, path ? `${path}.${k}` : k);
    }
  };
  visit(site, '');
  for (const [name, form] of Object.entries(site.forms)) {
    if (/YOUR_ACCESS_KEY/.test(form.accessKey)) {
      warnings.push(
        `forms.${name}.accessKey is still the placeholder: submissions will be refused until it is set (or FORM_ACCESS_KEY is given at build time)`,
      );
    }
  }
  return warnings;
}

export function printSummary(site: Site, reports: RouteReport[], dist: string, elapsedMs: number) {
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
  const warnings = contentWarnings(site);
  if (warnings.length > 0) {
    console.log(`\n${warnings.length} warning${warnings.length === 1 ? '' : 's'}:`);
    for (const w of warnings) console.log(`  ! ${w}`);
  }
}
