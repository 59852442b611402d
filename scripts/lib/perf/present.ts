import { lcpRatio, type Broken, type LighthouseRow } from './budgets';
import type { Leak } from './isolation';
import type { RouteSize } from './sizes';
import { formatTable } from './table';

const right = (header: string) => ({ header, align: 'right' as const });
const size = (bytes: number) => (bytes / 1024).toFixed(1);

export function sizeTable(sizes: readonly RouteSize[]): string {
  return formatTable(
    [
      { header: 'route' },
      right('HTML KB'),
      right('gzip'),
      right('JS KB'),
      right('gzip'),
      right('CSS KB'),
      right('gzip'),
      right('requests'),
      { header: 'in first-render JS' },
    ],
    sizes.map((s) => [
      s.route,
      size(s.html.raw),
      size(s.html.gzip),
      size(s.js.raw),
      size(s.js.gzip),
      size(s.css.raw),
      size(s.css.gzip),
      String(s.requests),
      s.forbidden.join(', '),
    ]),
  );
}

const ms = (value: number | undefined) => (value === undefined ? '–' : String(Math.round(value)));

export function lighthouseTable(rows: readonly LighthouseRow[]): string {
  const score = (row: LighthouseRow, category: string) =>
    row.site?.scores[category] === undefined ? '–' : String(row.site.scores[category]);
  return formatTable(
    [
      { header: 'route' },
      { header: 'preset' },
      right('perf'),
      right('a11y'),
      right('b-p'),
      right('SEO'),
      right('FCP ms'),
      right('LCP ms'),
      right('TBT ms'),
      right('CLS'),
      right('static LCP ms'),
      right('LCP ratio'),
    ],
    rows.map((row) => {
      const ratio = lcpRatio(row);
      return [
        row.route,
        row.preset,
        score(row, 'performance'),
        score(row, 'accessibility'),
        score(row, 'best-practices'),
        score(row, 'seo'),
        ms(row.site?.fcpMs),
        ms(row.site?.lcpMs),
        ms(row.site?.tbtMs),
        row.site ? row.site.cls.toFixed(3) : '–',
        ms(row.floor?.lcpMs),
        ratio === undefined ? '–' : ratio.toFixed(2),
      ];
    }),
  );
}

export function leakSummary(
  leaks: readonly Leak[],
  fingerprints: number,
  owners: number,
  routes: number,
  scripts: number,
): string {
  const searched = `${fingerprints} fingerprints of ${owners} routes searched in ${routes} HTML files and ${scripts} first-render script${scripts === 1 ? '' : 's'}`;
  return leaks.length === 0
    ? `Isolation: ${searched}; no route carries another route's content.`
    : `Isolation: ${searched}; ${leaks.length} leak${leaks.length === 1 ? '' : 's'} found.`;
}

export function brokenList(broken: readonly Broken[], enforced: boolean): string {
  if (broken.length === 0) return 'Every budget is met.';
  const head = `${broken.length} budget${broken.length === 1 ? '' : 's'} broken${enforced ? '' : ' (not enforced: add --check)'}:`;
  return [head, ...broken.map((b) => `  ✗ ${b.message}  [${b.budget}]`)].join('\n');
}
