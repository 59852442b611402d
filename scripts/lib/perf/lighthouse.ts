import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { median } from './stats';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

export const PRESETS = ['mobile', 'desktop'] as const;
export type Preset = (typeof PRESETS)[number];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
/**
 * `simulate` (the presets' default) replays a fast unthrottled load through a model; `devtools`
 * really slows the network and CPU, so what happens late or in a different order (a pop-up
 * seconds after load, a script that would arrive after the first paint) is seen as it is.
 */
export const THROTTLING = ['simulate', 'devtools'] as const;
export type Throttling = (typeof THROTTLING)[number];

export const CHROMIUM = CHROMIUM_PATH;
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
/** The only third party the site loads (the map on /contact); the measurement stays offline. */
export const BLOCKED_URLS = ['*.google.com', '*.googleapis.com', '*.gstatic.com'];

export interface FailedAudit {
  category: Category;
  id: string;
  title: string;
  detail: string;
}

export interface Diagnostics {
  lcpElement?: string;
  /** TTFB, load delay, load time, render delay of the LCP element, in ms. */
  lcpPhases: Record<string, number>;
  layoutShifts: { element: string; score: number }[];
  longTasks: { url: string; durationMs: number }[];
  failedAudits: FailedAudit[];
}

export interface LighthouseFigures {
  /** 0-100, as Lighthouse shows them. */
  scores: Partial<Record<Category, number>>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  requests: number;
  transferBytes: number;
  /** Lighthouse's CPU benchmark at the start of the run: low when other work shared the CPU. */
  benchmarkIndex: number;
}

export interface LighthouseRun extends LighthouseFigures {
  diagnostics: Diagnostics;
}

/** The parts of a Lighthouse result this tool reads (LH.Result satisfies it). */
export interface LhrLike {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      numericValue?: number;
      displayValue?: string;
      details?: unknown;
    }
  >;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
}

type Row = Record<string, unknown>;

/** Table rows of an audit's details; `list` details hold tables of their own. */
function rowsOf(details: unknown): Row[] {
  if (!details || typeof details !== 'object') return [];
  const { type, items } = details as { type?: string; items?: unknown[] };
  if (!Array.isArray(items)) return [];
  if (type === 'list') return items.flatMap(rowsOf);
  return items.filter((item): item is Row => !!item && typeof item === 'object');
}

function nodeLabel(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const node = value as { snippet?: string; selector?: string };
  return node.snippet ?? node.selector;
}

/** An element, a URL, or a link's text and target (link-text lists links that way). */
function itemLabel(row: Row): string | undefined {
  if (typeof row.href === 'string' && typeof row.text === 'string')
    return `"${row.text}" → ${row.href}`;
  return nodeLabel(row.node) ?? (typeof row.url === 'string' ? row.url : undefined);
}

function numeric(lhr: LhrLike, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse result has no ${id}`);
  return value;
}

function failedAudits(lhr: LhrLike): FailedAudit[] {
  return CATEGORIES.filter((c) => c !== 'performance' && lhr.categories[c]).flatMap((category) =>
    lhr.categories[category]!.auditRefs.flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) return [];
      if (audit.scoreDisplayMode !== 'binary' && audit.scoreDisplayMode !== 'numeric') return [];
      const items = rowsOf(audit.details)
        .map(itemLabel)
        .filter((label): label is string => !!label);
      const detail = [audit.displayValue, ...items.slice(0, 3)].filter(Boolean).join(' · ');
      return [{ category, id: ref.id, title: audit.title, detail }];
    }),
  );
}

/** The figures and the clues (LCP element, shifts, long tasks, failed audits) of one run. */
export function extractRun(lhr: LhrLike): LighthouseRun {
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const scores: Partial<Record<Category, number>> = {};
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    if (score !== undefined && score !== null) scores[category] = Math.round(score * 100);
  }
  const requests = rowsOf(lhr.audits['network-requests']?.details);
  const lcpRows = rowsOf(lhr.audits['largest-contentful-paint-element']?.details);
  const lcpPhases = Object.fromEntries(
    lcpRows
      .filter((row) => typeof row.phase === 'string' && typeof row.timing === 'number')
      .map((row) => [row.phase as string, Math.round(row.timing as number)]),
  );
  return {
    scores,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    requests: requests.length,
    transferBytes: requests.reduce(
      (sum, row) => sum + (typeof row.transferSize === 'number' ? row.transferSize : 0),
      0,
    ),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
    diagnostics: {
      lcpElement: lcpRows.map((row) => nodeLabel(row.node)).find(Boolean),
      lcpPhases,
      layoutShifts: rowsOf(lhr.audits['layout-shifts']?.details).map((row) => ({
        element: nodeLabel(row.node) ?? '(unknown)',
        score: typeof row.score === 'number' ? row.score : 0,
      })),
      longTasks: rowsOf(lhr.audits['long-tasks']?.details).map((row) => ({
        url: String(row.url ?? ''),
        durationMs: Math.round(Number(row.duration ?? 0)),
      })),
      failedAudits: failedAudits(lhr),
    },
  };
}

/**
 * Median of every figure on its own; the clues come from the run whose LCP is the median, so
 * they explain the LCP that is reported.
 */
export function medianOf(runs: readonly LighthouseRun[]): LighthouseRun {
  if (runs.length === 0) throw new Error('no Lighthouse runs to summarise');
  const scores: Partial<Record<Category, number>> = {};
  for (const category of CATEGORIES) {
    const values = runs.map((r) => r.scores[category]).filter((v) => v !== undefined);
    if (values.length > 0) scores[category] = Math.round(median(values));
  }
  const lcpMs = median(runs.map((r) => r.lcpMs));
  const closest = [...runs].sort((a, b) => Math.abs(a.lcpMs - lcpMs) - Math.abs(b.lcpMs - lcpMs));
  return {
    scores,
    fcpMs: median(runs.map((r) => r.fcpMs)),
    lcpMs,
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    requests: median(runs.map((r) => r.requests)),
    transferBytes: median(runs.map((r) => r.transferBytes)),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    diagnostics: closest[0]!.diagnostics,
  };
}

/** One Lighthouse run in a Chromium of its own (fresh profile, so no cache carries over). */
export async function runLighthouse(
  url: string,
  preset: Preset,
  categories: readonly Category[],
  throttling: Throttling = 'simulate',
): Promise<LighthouseRun> {
  const profile = mkdtempSync(join(tmpdir(), 'perf-chromium-'));
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${profile}`],
    userDataDir: false,
    logLevel: 'silent',
    // perf.ts handles Ctrl+C: it also removes the build output before it exits.
    handleSIGINT: false,
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...categories],
        throttlingMethod: throttling,
        blockedUrlPatterns: BLOCKED_URLS,
        // Scores never read it, and it is the slowest artifact to gather.
        disableFullPageScreenshot: true,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return extractRun(result.lhr);
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}
