import type { RouteReport } from './build/page-renderer';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function printSummary(reports: RouteReport[], elapsedMs: number) {
  const rows = reports.map((r) => ({ ...r.size, kind: r.kind }));
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
