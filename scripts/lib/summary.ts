import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteReport } from '../prerender';
import { measurePages } from './first-render';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function printSummary(reports: RouteReport[], dist: string, elapsedMs: number) {
  const pages = reports.map((r) => ({
    route: r.path,
    html: readFileSync(join(dist, r.file), 'utf8'),
  }));
  const rows = measurePages(dist, pages).map((size, i) => ({ ...size, kind: reports[i]!.kind }));
  const width = Math.max(...rows.map((r) => r.route.length), 5);
  console.log(
    `\n${'route'.padEnd(width)}  ${'HTML (gzip)'.padStart(12)}  ${'JS (gzip)'.padStart(10)}  ${'CSS (gzip)'.padStart(10)}`,
  );
  for (const r of rows) {
    const note = r.kind === 'alias' ? '  → redirect' : '';
    console.log(
      `${r.route.padEnd(width)}  ${kb(r.html.gzip).padStart(12)}  ${kb(r.js.gzip).padStart(10)}  ${kb(r.css.gzip).padStart(10)}${note}`,
    );
  }
  const served = rows.filter((r) => r.kind !== 'alias');
  const total = served.reduce((s, r) => s + r.html.gzip, 0);
  console.log(
    `\n${served.length} pages, ${rows.length - served.length} redirects; HTML ${kb(total)} gzip in all; largest first-render JS ${kb(Math.max(...served.map((r) => r.js.gzip)))} gzip; built in ${(elapsedMs / 1000).toFixed(1)} s.`,
  );
}
