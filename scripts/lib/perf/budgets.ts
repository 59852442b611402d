import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Leak } from './isolation';
import { CATEGORIES, type Category, type LighthouseRun, type Preset } from './lighthouse';
import type { RouteSize } from './sizes';

const Score = z.number().min(0).max(100);

const PresetBudgetSchema = z.strictObject({
  minScores: z.partialRecord(z.enum(CATEGORIES), Score),
  /** Compared as Lighthouse shows CLS, to two decimals: 0 means below 0.005. */
  maxCls: z.number().min(0).optional(),
  maxTbtMs: z.number().min(0).optional(),
  /** LCP of the page over LCP of its scriptless copy. */
  maxLcpRatio: z.number().min(1).optional(),
});

export const BudgetsSchema = z.strictObject({
  $comment: z.string().optional(),
  firstRender: z.strictObject({
    jsGzipKB: z.number().positive(),
    cssGzipKB: z.number().positive(),
    htmlGzipKB: z.number().positive(),
    forbiddenCode: z
      .array(
        z.strictObject({
          name: z.string().min(1),
          why: z.string().min(1),
          markers: z.array(z.string().min(1)).min(1),
        }),
      )
      .default([]),
  }),
  lighthouse: z.strictObject({
    routes: z.array(z.string().regex(/^\//)).min(1),
    runs: z.number().int().positive(),
    presets: z.strictObject({ mobile: PresetBudgetSchema, desktop: PresetBudgetSchema }),
  }),
});

export type Budgets = z.output<typeof BudgetsSchema>;
export type PresetBudget = z.output<typeof PresetBudgetSchema>;

export function loadBudgets(file: string): Budgets {
  const parsed = BudgetsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export interface LighthouseRow {
  route: string;
  preset: Preset;
  /** Median of the runs on the page; absent when every run failed. */
  site?: LighthouseRun;
  /** Median of the runs on the page's scriptless copy. */
  floor?: LighthouseRun;
  error?: string;
}

export interface Figures {
  sizes: RouteSize[];
  leaks: Leak[];
  lighthouse: LighthouseRow[];
}

export interface Broken {
  /** The budget's path in perf.budgets.json (or the check's name). */
  budget: string;
  /** The route, script or route + preset it is about. */
  subject: string;
  message: string;
}

const KB = 1024;
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const CATEGORY_LABEL: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

export function lcpRatio(row: LighthouseRow): number | undefined {
  if (!row.site || !row.floor || row.floor.lcpMs <= 0) return undefined;
  return row.site.lcpMs / row.floor.lcpMs;
}

/** CLS as Lighthouse prints it in the report (two decimals). */
export const shownCls = (cls: number) => Math.round(cls * 100) / 100;

function sizeBroken(size: RouteSize, budgets: Budgets['firstRender']): Broken[] {
  const limits = [
    ['firstRender.jsGzipKB', 'first-render JS', size.js.gzip, budgets.jsGzipKB, size.jsFiles],
    ['firstRender.cssGzipKB', 'first-render CSS', size.css.gzip, budgets.cssGzipKB, size.cssFiles],
    ['firstRender.htmlGzipKB', 'HTML', size.html.gzip, budgets.htmlGzipKB, []],
  ] as const;
  const over: Broken[] = limits
    .filter(([, , bytes, limitKB]) => bytes > limitKB * KB)
    .map(([budget, what, bytes, limitKB, files]) => ({
      budget,
      subject: size.route,
      message: `${size.route}: ${what} is ${kb(bytes)} gzip, budget ${limitKB} KB${files.length ? ` (${files.join(', ')})` : ''}`,
    }));
  const forbidden = budgets.forbiddenCode
    .filter((code) => size.forbidden.includes(code.name))
    .map((code) => ({
      budget: `firstRender.forbiddenCode.${code.name}`,
      subject: size.route,
      message: `${size.route}: ${code.name} code is in the first-render JS (${size.jsFiles.join(', ')}); ${code.why}`,
    }));
  return [...over, ...forbidden];
}

function leakBroken(leaks: readonly Leak[]): Broken[] {
  const seen = new Set<string>();
  return leaks.flatMap((leak) => {
    const key = `${leak.foundIn} ${leak.owner}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const where =
      leak.kind === 'html' ? `${leak.foundIn}: its HTML` : `${leak.foundIn} (first-render JS)`;
    return [
      {
        budget: 'isolation',
        subject: leak.foundIn,
        message: `${where} embeds content of ${leak.owner}: "${leak.text}"`,
      },
    ];
  });
}

function lighthouseBroken(row: LighthouseRow, budget: PresetBudget): Broken[] {
  const subject = `${row.route} ${row.preset}`;
  const at = `lighthouse.presets.${row.preset}`;
  if (!row.site)
    return [
      { budget: at, subject, message: `${subject}: not measured (${row.error ?? 'no runs'})` },
    ];
  const { site } = row;
  const broken: Broken[] = [];
  for (const category of CATEGORIES) {
    const min = budget.minScores[category];
    const score = site.scores[category];
    if (min === undefined) continue;
    if (score === undefined || score < min)
      broken.push({
        budget: `${at}.minScores.${category}`,
        subject,
        message: `${subject}: ${CATEGORY_LABEL[category]} ${score ?? 'not measured'}, budget ≥ ${min}`,
      });
  }
  if (budget.maxCls !== undefined && shownCls(site.cls) > budget.maxCls)
    broken.push({
      budget: `${at}.maxCls`,
      subject,
      message: `${subject}: CLS ${site.cls.toFixed(3)}, budget ≤ ${budget.maxCls.toFixed(2)}`,
    });
  if (budget.maxTbtMs !== undefined && site.tbtMs > budget.maxTbtMs)
    broken.push({
      budget: `${at}.maxTbtMs`,
      subject,
      message: `${subject}: TBT ${Math.round(site.tbtMs)} ms, budget ≤ ${budget.maxTbtMs} ms`,
    });
  const ratio = lcpRatio(row);
  if (budget.maxLcpRatio !== undefined) {
    if (ratio === undefined)
      broken.push({
        budget: `${at}.maxLcpRatio`,
        subject,
        message: `${subject}: LCP of the scriptless copy not measured (${row.error ?? 'no runs'})`,
      });
    else if (ratio > budget.maxLcpRatio)
      broken.push({
        budget: `${at}.maxLcpRatio`,
        subject,
        message: `${subject}: LCP ${seconds(site.lcpMs)} is ${ratio.toFixed(2)} × the scriptless page's ${seconds(row.floor!.lcpMs)}, budget ≤ ${budget.maxLcpRatio} ×`,
      });
  }
  return broken;
}

/** Every budget the figures break, in a stable order, each with a message for a person. */
export function checkBudgets(figures: Figures, budgets: Budgets): Broken[] {
  return [
    ...figures.sizes.flatMap((size) => sizeBroken(size, budgets.firstRender)),
    ...leakBroken(figures.leaks),
    ...figures.lighthouse.flatMap((row) =>
      lighthouseBroken(row, budgets.lighthouse.presets[row.preset]),
    ),
  ];
}
