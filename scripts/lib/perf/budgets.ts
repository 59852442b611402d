import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { RouteSize } from '../first-render';
import type { Leak } from './isolation';
import type { LighthouseFigures, Preset } from './lighthouse';

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
  /** Every script a page loads while the visitor does nothing; `unlessCode` exempts a page that carries that forbidden code (the carousel). */
  afterLoad: z
    .strictObject({ jsGzipKB: z.number().positive(), unlessCode: z.string().min(1).optional() })
    .optional(),
  /** All the pictures of one page, as a phone (375 px, 2×) and a laptop (1280 px, 1×) fetch them. */
  images: z.strictObject({
    phoneKB: z.number().positive(),
    desktopKB: z.number().positive(),
  }),
  /**
   * Each page against its scriptless copy, in Lighthouse runs paired back to back: the median
   * over the pairs of what the page adds.
   */
  lighthouse: z.strictObject({
    routes: z.array(z.string().regex(/^\//)).min(1),
    /** LCP of the page over LCP of its scriptless copy, per preset. */
    maxLcpRatio: z.strictObject({ mobile: z.number().min(1), desktop: z.number().min(1) }),
    /** TBT of the page less TBT of its scriptless copy, ms. */
    maxTbtOverFloorMs: z.number().nonnegative(),
    /** The scriptless copy's performance score less the page's, points. */
    maxScoreBelowFloor: z.number().nonnegative(),
  }),
  /**
   * The longest time the page's scripts run in one task, loaded with the CPU 4× slower (Long
   * Animation Frames name them), ms: the median over the runs of each run's longest.
   */
  longTasks: z.strictObject({ maxScriptMs: z.number().positive() }),
});

export type Budgets = z.output<typeof BudgetsSchema>;

export function loadBudgets(file: string): Budgets {
  const parsed = BudgetsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** A route's first-render sizes, with the names of the forbidden code found in its scripts. */
export type CheckedSize = RouteSize & {
  forbidden: string[];
  /** The names of the forbidden code found in the scripts the page loads without interaction. */
  carries?: string[];
  /** Bytes of its pictures at 375 px 2× and at 1280 px 1×. */
  images?: { phone: number; desktop: number };
};

export interface LighthouseRow {
  route: string;
  preset: Preset;
  /** The page's representative run; absent when no run gave a result. */
  site?: LighthouseFigures;
  /** The representative run of the page's scriptless copy. */
  floor?: LighthouseFigures;
  /** The runs of the page and of its scriptless copy, each pair back to back. */
  pairs?: { site: LighthouseFigures; floor: LighthouseFigures }[];
}

/** One load of a route at 4× CPU: the most its scripts ran in one task, and what ran longest there. */
export interface LongTaskRun {
  scriptMs: number;
  /** What called the longest script of that task, and its file. */
  longest?: string;
}

export interface LongTaskRow {
  route: string;
  runs: LongTaskRun[];
}

export interface Figures {
  sizes: CheckedSize[];
  leaks: Leak[];
  lighthouse: LighthouseRow[];
  longTasks?: LongTaskRow[];
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? sorted[Math.floor(middle)]!
    : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** What a page adds to its scriptless copy: the median over its paired runs. */
export function overFloor(row: LighthouseRow) {
  const pairs = row.pairs ?? [];
  if (pairs.length === 0) return undefined;
  const of = (value: (pair: (typeof pairs)[number]) => number) => median(pairs.map(value));
  return {
    runs: pairs.length,
    tbtMs: of(({ site, floor }) => site.tbtMs - floor.tbtMs),
    lcpRatio: of(({ site, floor }) => site.lcpMs / floor.lcpMs),
    scoreGap: of(
      ({ site, floor }) => (floor.scores.performance ?? 0) - (site.scores.performance ?? 0),
    ),
  };
}

/** The median, over a route's runs, of the most its scripts ran in one task, and the worst run. */
export function longestTasks(row: LongTaskRow) {
  const worst = row.runs.reduce<LongTaskRun | undefined>(
    (max, run) => (run.scriptMs > (max?.scriptMs ?? -1) ? run : max),
    undefined,
  );
  return { medianMs: median(row.runs.map((run) => run.scriptMs)), worst };
}

export interface Broken {
  /** The budget's path in perf.budgets.json (or the check's name). */
  budget: string;
  message: string;
}

const KB = 1024;
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function imagesBroken(size: CheckedSize, budgets: Budgets['images']): Broken[] {
  if (!size.images) return [];
  const screens = [
    ['images.phoneKB', 'at 375 px (2×)', size.images.phone, budgets.phoneKB],
    ['images.desktopKB', 'at 1280 px (1×)', size.images.desktop, budgets.desktopKB],
  ] as const;
  return screens
    .filter(([, , bytes, limitKB]) => bytes > limitKB * KB)
    .map(([budget, where, bytes, limitKB]) => ({
      budget,
      message: `${size.route}: its pictures ${where} are ${kb(bytes)}, budget ${limitKB} KB`,
    }));
}

function sizeBroken(size: CheckedSize, budgets: Budgets['firstRender']): Broken[] {
  const limits = [
    ['firstRender.jsGzipKB', 'first-render JS', size.js.gzip, budgets.jsGzipKB, size.jsFiles],
    ['firstRender.cssGzipKB', 'first-render CSS', size.css.gzip, budgets.cssGzipKB, size.cssFiles],
    ['firstRender.htmlGzipKB', 'HTML', size.html.gzip, budgets.htmlGzipKB, []],
  ] as const;
  const over = limits
    .filter(([, , bytes, limitKB]) => bytes > limitKB * KB)
    .map(([budget, what, bytes, limitKB, files]) => ({
      budget,
      message: `${size.route}: ${what} is ${kb(bytes)} gzip, budget ${limitKB} KB${files.length ? ` (${files.join(', ')})` : ''}`,
    }));
  const forbidden = budgets.forbiddenCode
    .filter((code) => size.forbidden.includes(code.name))
    .map((code) => ({
      budget: `firstRender.forbiddenCode.${code.name}`,
      message: `${size.route}: ${code.name} code is in the first-render JS (${size.jsFiles.join(', ')}); ${code.why}`,
    }));
  return [...over, ...forbidden];
}

function afterLoadBroken(size: CheckedSize, budget: Budgets['afterLoad']): Broken[] {
  if (!budget || size.loaded.gzip <= budget.jsGzipKB * KB) return [];
  if (budget.unlessCode && size.carries?.includes(budget.unlessCode)) return [];
  return [
    {
      budget: 'afterLoad.jsGzipKB',
      message: `${size.route}: JS loaded without interaction is ${kb(size.loaded.gzip)} gzip, budget ${budget.jsGzipKB} KB (${size.loadedFiles.join(', ')})`,
    },
  ];
}

/** One line per place that carries another route's content, however many sentences travelled. */
function leakBroken(leaks: readonly Leak[]): Broken[] {
  const seen = new Set<string>();
  return leaks
    .filter(
      (leak) =>
        !seen.has(`${leak.foundIn} ${leak.owner}`) && seen.add(`${leak.foundIn} ${leak.owner}`),
    )
    .map((leak) => ({
      budget: 'isolation',
      message: `${leak.kind === 'html' ? `${leak.foundIn}: its HTML` : `${leak.foundIn} (first-render JS)`} embeds content of ${leak.owner}: "${leak.text}"`,
    }));
}

function floorBroken(row: LighthouseRow, budgets: Budgets['lighthouse']): Broken[] {
  const subject = `${row.route} ${row.preset}`;
  const added = overFloor(row);
  if (!added)
    return [
      {
        budget: 'lighthouse',
        message: `${subject}: the page or its scriptless copy not measured`,
      },
    ];
  const of = `the scriptless page's (median of ${added.runs} paired runs)`;
  const limits = [
    [
      `lighthouse.maxLcpRatio.${row.preset}`,
      added.lcpRatio > budgets.maxLcpRatio[row.preset],
      `LCP is ${added.lcpRatio.toFixed(2)} × ${of}, budget ≤ ${budgets.maxLcpRatio[row.preset]} ×`,
    ],
    [
      'lighthouse.maxTbtOverFloorMs',
      added.tbtMs > budgets.maxTbtOverFloorMs,
      `TBT is ${Math.round(added.tbtMs)} ms over ${of}, budget ≤ ${budgets.maxTbtOverFloorMs} ms`,
    ],
    [
      'lighthouse.maxScoreBelowFloor',
      added.scoreGap > budgets.maxScoreBelowFloor,
      `the performance score is ${added.scoreGap} points below ${of}, budget ≤ ${budgets.maxScoreBelowFloor}`,
    ],
  ] as const;
  return limits
    .filter(([, broken]) => broken)
    .map(([budget, , message]) => ({ budget, message: `${subject}: ${message}` }));
}

function longTaskBroken(row: LongTaskRow, limit: number): Broken[] {
  const { medianMs, worst } = longestTasks(row);
  if (medianMs <= limit) return [];
  return [
    {
      budget: 'longTasks.maxScriptMs',
      message: `${row.route}: its scripts ran ${Math.round(medianMs)} ms in one task at 4× CPU (median of ${row.runs.length} runs; the longest ${Math.round(worst!.scriptMs)} ms, ${worst!.longest}), budget ≤ ${limit} ms`,
    },
  ];
}

/** Every budget the figures break, in a stable order, each with a message for a person. */
export function checkBudgets(figures: Figures, budgets: Budgets): Broken[] {
  return [
    ...figures.sizes.flatMap((size) => sizeBroken(size, budgets.firstRender)),
    ...figures.sizes.flatMap((size) => afterLoadBroken(size, budgets.afterLoad)),
    ...figures.sizes.flatMap((size) => imagesBroken(size, budgets.images)),
    ...leakBroken(figures.leaks),
    ...figures.lighthouse.flatMap((row) => floorBroken(row, budgets.lighthouse)),
    ...(figures.longTasks ?? []).flatMap((row) =>
      longTaskBroken(row, budgets.longTasks.maxScriptMs),
    ),
  ];
}
