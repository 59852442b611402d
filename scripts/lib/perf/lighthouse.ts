/**
 * Lighthouse through Lighthouse CI: `lhci collect` runs it in Debian's Chromium (mobile, then the
 * desktop preset on the same URLs marked `?preset=desktop`, which the static host ignores),
 * `lhci assert` holds the results to the assertions in lighthouserc.json, and `lhci upload`
 * writes the HTML report of each URL's median run. What Lighthouse CI cannot do is ours: the median figures of
 * each page for the README's table, and the comparison with the page's scriptless copy.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { ROOT } from '../site-file';
import { run } from './exec';
import { median } from './stats';

export const PRESETS = ['mobile', 'desktop'] as const;
export type Preset = (typeof PRESETS)[number];
/**
 * `simulate` (the presets' default) replays a fast unthrottled load through a model; `devtools`
 * really slows the network and CPU, so what happens late or in a different order is seen as it is.
 */
export const THROTTLING = ['simulate', 'devtools'] as const;
export type Throttling = (typeof THROTTLING)[number];

const CONFIG = join(ROOT, 'lighthouserc.json');
const LHCI = join(ROOT, 'node_modules/.bin/lhci');

/** The median of each figure over the runs of one URL. */
export interface LighthouseFigures {
  /** 0-100, as Lighthouse shows them. */
  scores: Record<string, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's CPU benchmark: low when other work shared the CPU during the run. */
  benchmarkIndex: number;
  runs: number;
}

/** The parts of a Lighthouse result read here. */
export interface LhrLike {
  requestedUrl: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment?: { benchmarkIndex?: number };
}

export function figuresOf(lhrs: readonly LhrLike[]): LighthouseFigures {
  if (lhrs.length === 0) throw new Error('no Lighthouse runs to summarise');
  const metric = (id: string) => median(lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
  const categories = Object.keys(lhrs[0]!.categories);
  return {
    scores: Object.fromEntries(
      categories.map((c) => [
        c,
        Math.round(median(lhrs.map((lhr) => (lhr.categories[c]?.score ?? 0) * 100))),
      ]),
    ),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: median(lhrs.map((lhr) => lhr.environment?.benchmarkIndex ?? 0)),
    runs: lhrs.length,
  };
}

export const presetUrl = (url: string, preset: Preset) =>
  preset === 'desktop' ? `${url}?preset=desktop` : url;

/** Every result `lhci collect` saved in `workDir`, by the URL it was asked for. */
export function savedResults(workDir: string): Map<string, LhrLike[]> {
  const dir = join(workDir, '.lighthouseci');
  const byUrl = new Map<string, LhrLike[]>();
  for (const file of readdirSync(dir).filter((f) => /^lhr-.*\.json$/.test(f))) {
    const lhr = JSON.parse(readFileSync(join(dir, file), 'utf8')) as LhrLike;
    byUrl.set(lhr.requestedUrl, [...(byUrl.get(lhr.requestedUrl) ?? []), lhr]);
  }
  return byUrl;
}

export interface LhciOptions {
  urls: readonly string[];
  presets: readonly Preset[];
  /** Runs per URL; lighthouserc.json's numberOfRuns when not given. */
  runs?: number;
  throttling: Throttling;
  /** Where `.lighthouseci/` (results) and `lighthouse/` (HTML reports) are written. */
  workDir: string;
}

/** Collects every URL in every preset, writes the reports; `assert` is lhci's verdict. */
export async function runLhci(options: LhciOptions): Promise<{ passed: boolean; assert: string }> {
  const lhci = async (command: string, args: string[] = [], log = false) => {
    const ran = await run(LHCI, [command, `--config=${CONFIG}`, ...args], {
      cwd: options.workDir,
      log,
    });
    if (!ran.ok && command !== 'assert') throw new Error(`lhci ${command} failed:\n${ran.output}`);
    return ran;
  };
  rmSync(join(options.workDir, 'lighthouse'), { recursive: true, force: true });
  mkdirSync(options.workDir, { recursive: true });
  for (const [i, preset] of options.presets.entries())
    await lhci(
      'collect',
      [
        `--collect.chromePath=${CHROMIUM_PATH}`,
        `--collect.settings.chromeFlags=${CHROMIUM_ARGS.join(' ')}`,
        ...(options.runs ? [`--collect.numberOfRuns=${options.runs}`] : []),
        `--collect.settings.throttlingMethod=${options.throttling}`,
        ...(preset === 'desktop' ? ['--collect.settings.preset=desktop'] : []),
        ...(i > 0 ? ['--additive'] : []),
        ...options.urls.map((url) => `--collect.url=${presetUrl(url, preset)}`),
      ],
      true,
    );
  await lhci('upload');
  const asserted = await lhci('assert');
  return { passed: asserted.ok, assert: stripVTControlCharacters(asserted.output).trim() };
}
