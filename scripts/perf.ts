/**
 * npm run perf [-- --check] [--size-only] [--routes /,/about] [--runs 3] [--presets mobile]
 *              [--throttling simulate|devtools] [--skip-build] [--keep]
 * Builds the site into .perf/dist, measures what each route needs for its first render, checks
 * that no route carries swiper or another route's content, then (unless --size-only) runs
 * Lighthouse CI on the measured routes and on their scriptless copies (assertions in
 * lighthouserc.json, HTML reports in .perf/lighthouse/). Prints the tables, writes
 * .perf/perf-<time>.json, and with --check exits 1 when a budget in perf.budgets.json or an
 * assertion in lighthouserc.json is broken.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { loadSiteFile, ROOT, SITE_FILE } from './lib/site-file';
import { checkBudgets, loadBudgets, type Budgets, type LighthouseRow } from './lib/perf/budgets';
import { runTsx } from './lib/perf/exec';
import { contentFingerprints, findLeaks, usableFingerprints } from './lib/perf/isolation';
import {
  PRESETS,
  THROTTLING,
  figuresOf,
  presetUrl,
  runLhci,
  savedResults,
  type Preset,
  type Throttling,
} from './lib/perf/lighthouse';
import { brokenList, leakSummary, lighthouseTable, sizeTable } from './lib/perf/present';
import { CHROMIUM_PATH } from './lib/chromium';
import { writeReport } from './lib/perf/report';
import { median } from './lib/perf/stats';
import { serveCompressed } from './lib/perf/server';
import { builtRoutes, codeInBuild, measureBuild, type MeasuredBuild } from './lib/perf/sizes';
import { staticPathFor, writeStaticCopies } from './lib/perf/static-floor';

const PERF_DIR = join(ROOT, '.perf');
const DIST = join(PERF_DIR, 'dist');

const { values: args } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    'size-only': { type: 'boolean', default: false },
    routes: { type: 'string' },
    runs: { type: 'string' },
    presets: { type: 'string' },
    throttling: { type: 'string', default: 'simulate' },
    'skip-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});

const log = (line = '') => console.log(line);

async function buildSite(): Promise<number> {
  const built = await runTsx('scripts/build.ts', { OUT_DIR: DIST });
  if (!built.ok) {
    console.error(built.output);
    throw new Error('the build failed');
  }
  return built.ms;
}

function loadSite() {
  const text = readFileSync(SITE_FILE, 'utf8');
  const { site, problems } = loadSiteFile(relative(ROOT, SITE_FILE), text);
  if (!site) throw new Error(`${SITE_FILE} is invalid (${problems.length} problems)`);
  return { site, text };
}

function checkIsolation(siteText: string, build: MeasuredBuild) {
  const fingerprints = usableFingerprints(contentFingerprints(siteText), (route) =>
    build.html.get(route),
  );
  const routes = build.sizes.map((s) => ({
    route: s.route,
    html: build.html.get(s.route)!,
    jsFiles: s.jsFiles,
  }));
  const leaks = findLeaks(fingerprints, routes, (file) => build.readAsset(file).text);
  const scripts = new Set(build.sizes.flatMap((s) => s.jsFiles)).size;
  const owners = new Set(fingerprints.map((f) => f.route)).size;
  return {
    leaks,
    fingerprints: fingerprints.length,
    summary: leakSummary(leaks, fingerprints.length, owners, routes.length, scripts),
  };
}

function listOption(value: string | undefined, fallback: readonly string[]): string[] {
  return value ? value.split(',').map((v) => v.trim()) : [...fallback];
}

function presetsOption(value: string | undefined): Preset[] {
  const presets = listOption(value, PRESETS);
  const unknown = presets.filter((p) => !(PRESETS as readonly string[]).includes(p));
  if (unknown.length)
    throw new Error(`unknown preset ${unknown.join(', ')}: use ${PRESETS.join(', ')}`);
  return presets as Preset[];
}

function runsOption(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1`);
  return runs;
}

function throttlingOption(value: string | undefined): Throttling {
  const throttling = value ?? 'simulate';
  if (!(THROTTLING as readonly string[]).includes(throttling))
    throw new Error(`unknown throttling ${throttling}: use ${THROTTLING.join(' or ')}`);
  return throttling as Throttling;
}

/**
 * Lighthouse CI on every route and its scriptless copy, served with gzip; the median figures
 * of each, and Lighthouse CI's verdict on the assertions.
 */
async function measureLighthouse(
  routes: readonly string[],
  presets: readonly Preset[],
  runs: number | undefined,
  throttling: Throttling,
): Promise<{ rows: LighthouseRow[]; passed: boolean; assert: string }> {
  writeStaticCopies(DIST, routes);
  const server = await serveCompressed(DIST);
  const url = (path: string) => `${server.origin}${path}`;
  try {
    const urls = routes.flatMap((route) => [url(route), url(staticPathFor(route))]);
    const verdict = await runLhci({ urls, presets, runs, throttling, workDir: PERF_DIR });
    const results = savedResults(PERF_DIR);
    const figures = (path: string, preset: Preset) => {
      const lhrs = results.get(presetUrl(url(path), preset));
      return lhrs ? figuresOf(lhrs) : undefined;
    };
    const rows = presets.flatMap((preset) =>
      routes.map((route) => {
        const site = figures(route, preset);
        const floor = figures(staticPathFor(route), preset);
        return { route, preset, ...(site && { site }), ...(floor && { floor }) };
      }),
    );
    return { rows, ...verdict };
  } finally {
    await server.close();
  }
}

function forbiddenWarnings(budgets: Budgets): string[] {
  return budgets.firstRender.forbiddenCode
    .filter((code) => !codeInBuild(DIST, code))
    .map(
      (code) =>
        `${code.name}: none of its markers (${code.markers.join(', ')}) is in any built script, so its check proves nothing; update the markers in perf.budgets.json`,
    );
}

/**
 * Lighthouse scales its CPU throttling by a benchmark it runs first; when other work shares the
 * CPU the benchmark drops and TBT and the scores of that run come out pessimistic.
 */
function busyWarning(rows: readonly LighthouseRow[]): string | undefined {
  const indexes = rows.flatMap((r) =>
    [r.site, r.floor].flatMap((f) => (f ? [f.benchmarkIndex] : [])),
  );
  if (indexes.length === 0) return undefined;
  const typical = median(indexes);
  const slow = indexes.filter((index) => index < typical * 0.75);
  if (slow.length === 0) return undefined;
  return `${slow.length} of ${indexes.length} pages saw a CPU benchmark below 75 % of the typical ${Math.round(typical)} (lowest ${Math.round(Math.min(...slow))}): other work shared the CPU, so TBT and scores may be pessimistic; re-run on an idle machine.`;
}

function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

async function main(): Promise<number> {
  const started = new Date();
  const budgets = loadBudgets(join(ROOT, 'perf.budgets.json'));
  const sizeOnly = args['size-only'];
  const routes = listOption(args.routes, budgets.lighthouse.routes);
  const presets = presetsOption(args.presets);
  const runs = runsOption(args.runs);
  const throttling = throttlingOption(args.throttling);

  const buildMs = args['skip-build'] ? undefined : await buildSite();
  const { site, text } = loadSite();
  const build = measureBuild(DIST, builtRoutes(site), budgets.firstRender.forbiddenCode);
  const isolation = checkIsolation(text, build);
  const warnings = forbiddenWarnings(budgets);

  log(
    `First-render bytes per route (KB = 1024 bytes; built in ${((buildMs ?? 0) / 1000).toFixed(1)} s):`,
  );
  log(sizeTable(build.sizes));
  log();
  log(isolation.summary);
  for (const warning of warnings) log(`Warning: ${warning}`);

  let lighthouse: Awaited<ReturnType<typeof measureLighthouse>> | undefined;
  if (!sizeOnly) {
    lighthouse = await measureLighthouse(routes, presets, runs, throttling);
    log();
    log(
      `Lighthouse CI (Chromium ${chromiumVersion()}, ${throttling === 'simulate' ? 'simulated' : 'applied (DevTools)'} throttling), median of the runs, served with gzip; static LCP = the same page with its scripts removed:`,
    );
    log(lighthouseTable(lighthouse.rows));
    const busy = busyWarning(lighthouse.rows);
    if (busy) log(`Warning: ${busy}`);
    log();
    log(
      lighthouse.passed
        ? 'Lighthouse CI: every assertion in lighthouserc.json is met.'
        : `Lighthouse CI: assertions in lighthouserc.json failed:\n${lighthouse.assert}`,
    );
    log(`Reports (the median run of each URL): ${relative(ROOT, join(PERF_DIR, 'lighthouse'))}/`);
  }

  const figures = {
    sizes: build.sizes,
    leaks: isolation.leaks,
    lighthouse: lighthouse?.rows ?? [],
  };
  const broken = checkBudgets(figures, budgets);
  if (lighthouse && !lighthouse.passed)
    broken.push({
      budget: 'lighthouserc.json',
      subject: 'Lighthouse CI',
      message: 'Lighthouse CI assertions failed (listed above)',
    });
  log();
  log(brokenList(broken, args.check));
  const file = writeReport(PERF_DIR, sizeOnly ? 'size' : 'perf', started, {
    createdAt: started.toISOString(),
    commit: gitCommit(),
    mode: sizeOnly ? 'size-only' : 'full',
    siteFile: relative(ROOT, SITE_FILE),
    buildMs,
    durationMs: Date.now() - started.getTime(),
    budgets,
    sizes: build.sizes,
    isolation: { fingerprints: isolation.fingerprints, leaks: isolation.leaks },
    warnings,
    lighthouse: lighthouse && {
      presets,
      throttling,
      rows: lighthouse.rows,
      assert: lighthouse.assert,
    },
    broken,
  });
  log(
    `\nFigures written to ${relative(ROOT, file)} (${((Date.now() - started.getTime()) / 1000).toFixed(0)} s in all).`,
  );
  return args.check && broken.length > 0 ? 1 : 0;
}

function chromiumVersion(): string {
  try {
    const output = execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return /\d+(\.\d+)+/.exec(output)?.[0] ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function removeBuildOutput() {
  if (args.keep) return;
  rmSync(DIST, { recursive: true, force: true });
  rmSync(`${DIST}-ssr`, { recursive: true, force: true });
}

process.once('SIGINT', () => {
  removeBuildOutput();
  process.exit(130);
});

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
} finally {
  // Build output inside the project would be linted and formatted as source by `eslint .`.
  removeBuildOutput();
}
