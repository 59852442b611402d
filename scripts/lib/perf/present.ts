import { lcpRatio, seconds, type Broken, type LighthouseRow } from './budgets';
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
const score = (value: number | undefined) => (value === undefined ? '–' : String(value));

export function lighthouseTable(rows: readonly LighthouseRow[]): string {
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
      right('requests'),
      right('static LCP ms'),
      right('LCP ratio'),
    ],
    rows.map((row) => {
      const ratio = lcpRatio(row);
      return [
        row.route,
        row.preset,
        score(row.site?.scores.performance),
        score(row.site?.scores.accessibility),
        score(row.site?.scores['best-practices']),
        score(row.site?.scores.seo),
        ms(row.site?.fcpMs),
        ms(row.site?.lcpMs),
        ms(row.site?.tbtMs),
        row.site ? row.site.cls.toFixed(3) : '–',
        row.site ? String(row.site.requests) : '–',
        ms(row.floor?.lcpMs),
        ratio === undefined ? '–' : ratio.toFixed(2),
      ];
    }),
  );
}

/** Failed audits grouped by audit, so one site-wide cause is one line, with its routes. */
export function auditFindings(rows: readonly LighthouseRow[]): string[] {
  const groups = new Map<string, { where: string[]; detail: string }>();
  for (const row of rows)
    for (const audit of row.site?.diagnostics.failedAudits ?? []) {
      const key = `${audit.category}: ${audit.id} (${audit.title})`;
      const group = groups.get(key) ?? { where: [], detail: audit.detail };
      group.where.push(`${row.route} ${row.preset}`);
      groups.set(key, group);
    }
  return [...groups].map(
    ([key, { where, detail }]) => `${key}\n      on ${where.join(', ')}\n      e.g. ${detail}`,
  );
}

const clip = (text: string, length = 110) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

/** What the LCP is on each page and on its scriptless copy, and what shifts or blocks. */
export function performanceFindings(rows: readonly LighthouseRow[]): string[] {
  return rows.flatMap((row) => {
    if (!row.site) return [`${row.route} ${row.preset}: ${row.error ?? 'not measured'}`];
    const { diagnostics } = row.site;
    const phases = Object.entries(diagnostics.lcpPhases)
      .map(([phase, value]) => `${phase} ${value}`)
      .join(', ');
    const lines = [
      `${row.route} ${row.preset}: LCP ${seconds(row.site.lcpMs)} ${clip(diagnostics.lcpElement ?? '(no element)')} [${phases}]`,
    ];
    if (row.floor)
      lines.push(
        `    scriptless: LCP ${seconds(row.floor.lcpMs)} ${clip(row.floor.diagnostics.lcpElement ?? '(no element)')}`,
      );
    for (const shift of diagnostics.layoutShifts)
      lines.push(`    layout shift ${shift.score.toFixed(3)}: ${clip(shift.element)}`);
    for (const task of diagnostics.longTasks.filter((t) => t.durationMs >= 50).slice(0, 3))
      lines.push(`    long task ${task.durationMs} ms: ${task.url}`);
    return lines;
  });
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
