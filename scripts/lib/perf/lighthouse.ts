/**
 * Lighthouse through Lighthouse CI: `lhci collect` serves the build itself (staticDistDir, with
 * gzip as every CDN sends it) and runs Lighthouse in Debian's Chromium, mobile first, then the
 * desktop preset on the same URLs marked `?preset=desktop`; `lhci upload` writes the report of
 * each URL's representative (median) run; `lhci assert` holds the runs to lighthouserc.json and
 * prints its own verdict. What Lighthouse CI cannot do is ours: each page measured against its
 * copy without scripts, in runs paired back to back (pairedRuns), as the machine's own speed
 * moves both alike.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { htmlFileFor } from '../../../src/content/paths';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { ROOT } from '../site-file';

export const PRESETS = ['mobile', 'desktop'] as const;
export type Preset = (typeof PRESETS)[number];
/**
 * `simulate` (the presets' default) replays a fast unthrottled load through a model; `devtools`
 * really slows the network and CPU, so what happens late or in a different order is seen as it is.
 */
export const THROTTLING = ['simulate', 'devtools'] as const;
export type Throttling = (typeof THROTTLING)[number];

/**
 * Slow 3G, as the visitors of issue #34 load the site: a round trip of 2 s and 400 Kbit/s each
 * way (DevTools' "Slow 3G"), with the mobile preset's 4× slower CPU. Given to both methods:
 * `simulate` reads rttMs and throughputKbps, `devtools` the request latency and throughputs.
 */
export const SLOW_3G = {
  rttMs: 2000,
  throughputKbps: 400,
  requestLatencyMs: 2000,
  downloadThroughputKbps: 400,
  uploadThroughputKbps: 400,
  cpuSlowdownMultiplier: 4,
} as const;

/** Figures of one URL's representative run. */
export interface LighthouseFigures {
  /** 0-100, as Lighthouse shows them. */
  scores: Record<string, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's CPU benchmark: low when other work shared the CPU during the run. */
  benchmarkIndex: number;
  /** The main-thread tasks of 50 ms or more Lighthouse lists (its long-tasks audit). */
  longTasks?: { count: number; longestMs: number };
  /** Lighthouse and the browser, as the run names them. */
  versions: string;
}

/** The parts of a Lighthouse result read here. */
export interface LhrLike {
  lighthouseVersion?: string;
  requestedUrl?: string;
  fetchTime?: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { duration?: number }[] } }>;
  environment?: { benchmarkIndex?: number; hostUserAgent?: string };
}

function longTasksOf(lhr: LhrLike): LighthouseFigures['longTasks'] {
  const items = lhr.audits['long-tasks']?.details?.items;
  if (!items) return undefined;
  const durations = items.map((item) => item.duration ?? 0);
  return { count: durations.length, longestMs: Math.max(0, ...durations) };
}

export function figuresOf(lhr: LhrLike): LighthouseFigures {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const chromium = /Chrome\/(\d+)/.exec(lhr.environment?.hostUserAgent ?? '')?.[1] ?? '?';
  return {
    scores: Object.fromEntries(
      Object.entries(lhr.categories).map(([c, { score }]) => [c, Math.round((score ?? 0) * 100)]),
    ),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
    longTasks: longTasksOf(lhr),
    versions: `Lighthouse ${lhr.lighthouseVersion ?? '?'}, Chromium ${chromium}`,
  };
}

/**
 * The path Lighthouse loads for a route: with the trailing slash, as the static server of
 * Lighthouse CI answers a folder without redirecting (a redirect would be timed as the page's).
 */
export const pagePath = (route: string) => (route === '/' ? '/' : `${route}/`);

/** Served beside the site (no leading dot: Lighthouse CI's server hides dot folders), so the copies load the very same CSS, images and fonts. */
export const STATIC_DIR = 'perf-static';

/** The URL path of a route's scriptless copy. */
export const staticPathFor = (route: string) => `/${STATIC_DIR}${pagePath(route)}`;

export const presetUrl = (path: string, preset: Preset) =>
  preset === 'desktop' ? `${path}?preset=desktop` : path;

/**
 * The page as a browser would paint it with JavaScript off: every <script> (module, JSON-LD
 * and the hydration data) and every modulepreload removed. Its LCP is the floor the
 * prerendered HTML and CSS allow; the site's LCP over it is what the scripts cost.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>\s*/gi, '');
}

export function writeStaticCopies(dist: string, routes: readonly string[]): void {
  for (const route of routes) {
    const target = join(dist, STATIC_DIR, htmlFileFor(route));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, stripScripts(readFileSync(join(dist, htmlFileFor(route)), 'utf8')));
  }
}

/** Runs per URL when none are asked for: lighthouserc.json's numberOfRuns. */
export function configuredRuns(): number {
  const config = JSON.parse(readFileSync(join(ROOT, 'lighthouserc.json'), 'utf8')) as {
    ci: { collect: { numberOfRuns: number } };
  };
  return config.ci.collect.numberOfRuns;
}

export interface LhciOptions {
  dist: string;
  /** URL paths, each measured in every preset, in rounds: each path once per round, in order. */
  paths: readonly string[];
  presets: readonly Preset[];
  /** Rounds, so runs per URL. */
  runs: number;
  throttling: Throttling;
  /**
   * The network and CPU of Slow 3G (SLOW_3G) instead of the preset's: a measurement the
   * assertions of lighthouserc.json, written for the preset, are not held to.
   */
  slow3g?: boolean;
  /** Where `.lighthouseci/` (results) and `lighthouse/` (reports and manifest) are written. */
  workDir: string;
}

/**
 * Collects, writes the reports and asserts; true when every assertion is met (or, on Slow 3G,
 * when none is asked).
 */
export function runLhci(options: LhciOptions): boolean {
  const lhci = (command: string, args: string[] = []) => {
    const ran = spawnSync(
      join(ROOT, 'node_modules/.bin/lhci'),
      [command, `--config=${join(ROOT, 'lighthouserc.json')}`, ...args],
      { cwd: options.workDir, stdio: 'inherit' },
    );
    if (ran.status !== 0 && command !== 'assert') throw new Error(`lhci ${command} failed`);
    return ran.status === 0;
  };
  rmSync(join(options.workDir, 'lighthouse'), { recursive: true, force: true });
  mkdirSync(options.workDir, { recursive: true });
  // One run of each URL per round, in the order given (a page, then its scriptless copy), so the
  // runs pair back to back.
  for (let round = 0; round < options.runs; round++)
    for (const [i, preset] of options.presets.entries())
      lhci('collect', [
        `--collect.staticDistDir=${options.dist}`,
        `--collect.chromePath=${CHROMIUM_PATH}`,
        `--collect.settings.chromeFlags=${CHROMIUM_ARGS.join(' ')}`,
        '--collect.numberOfRuns=1',
        `--collect.settings.throttlingMethod=${options.throttling}`,
        ...(preset === 'desktop' ? ['--collect.settings.preset=desktop'] : []),
        ...(options.slow3g
          ? Object.entries(SLOW_3G).map(
              ([name, value]) => `--collect.settings.throttling.${name}=${value}`,
            )
          : []),
        ...(round > 0 || i > 0 ? ['--additive'] : []),
        ...options.paths.map((path) => `--collect.url=${presetUrl(path, preset)}`),
      ]);
  lhci('upload');
  return options.slow3g ? true : lhci('assert');
}

/** The representative run of each URL `lhci upload` wrote, by path and query. */
export function representativeRuns(workDir: string): Map<string, LighthouseFigures> {
  const manifest = JSON.parse(readFileSync(join(workDir, 'lighthouse/manifest.json'), 'utf8')) as {
    url: string;
    isRepresentativeRun: boolean;
    jsonPath: string;
  }[];
  return new Map(
    manifest
      .filter((entry) => entry.isRepresentativeRun)
      .map((entry) => {
        const { pathname, search } = new URL(entry.url);
        const lhr = JSON.parse(readFileSync(entry.jsonPath, 'utf8')) as LhrLike;
        return [pathname + search, figuresOf(lhr)];
      }),
  );
}

/**
 * Every run of each URL Lighthouse CI kept (`.lighthouseci/lhr-*.json`), by path and query, in the
 * order they ran: the n-th run of a page and the n-th of its scriptless copy ran in the same round.
 */
export function pairedRuns(workDir: string): Map<string, LighthouseFigures[]> {
  const dir = join(workDir, '.lighthouseci');
  const lhrs = readdirSync(dir)
    .filter((file) => /^lhr-\d+\.json$/.test(file))
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as LhrLike)
    .sort((a, b) => Date.parse(a.fetchTime ?? '') - Date.parse(b.fetchTime ?? ''));
  const runs = new Map<string, LighthouseFigures[]>();
  for (const lhr of lhrs) {
    const { pathname, search } = new URL(lhr.requestedUrl ?? '');
    const key = pathname + search;
    runs.set(key, [...(runs.get(key) ?? []), figuresOf(lhr)]);
  }
  return runs;
}
