/**
 * npm run perf [-- --check] [--size-only] [--routes /,/about] [--runs 3] [--presets mobile]
 *              [--throttling simulate|devtools] [--slow-3g] [--dist <build folder>]
 * Builds the site into .perf/dist (or copies a build made elsewhere there, `--dist`, e.g. the
 * previous commit's, for a paired run), measures what each route needs for its first render, checks
 * that no route carries forbidden code or another route's content, then (unless --size-only)
 * runs Lighthouse CI on the measured routes and on their scriptless copies (assertions in
 * lighthouserc.json, HTML reports in .perf/lighthouse/). Prints the tables, writes
 * .perf/perf-<time>.json, and with --check exits 1 when a budget in perf.budgets.json or an
 * assertion in lighthouserc.json is broken. `--slow-3g` measures on Slow 3G (SLOW_3G in
 * scripts/lib/perf/lighthouse.ts; mobile only unless --presets says otherwise), where the
 * assertions and the LCP ratio budget, written for the preset's network, are not applied.
 */
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { builtPages, measurePages } from './lib/first-render';
import { checkSiteFile, ROOT, SITE_FILE } from './lib/site-file';
import {
  checkBudgets,
  loadBudgets,
  type LighthouseRow,
  type LongTaskRow,
} from './lib/perf/budgets';
import { imageBytes } from './lib/perf/images';
import { contentFingerprints, findLeaks, usableFingerprints } from './lib/perf/isolation';
import {
  configuredRuns,
  pagePath,
  pairedRuns,
  PRESETS,
  presetUrl,
  representativeRuns,
  runLhci,
  SLOW_3G,
  staticPathFor,
  THROTTLING,
  writeStaticCopies,
} from './lib/perf/lighthouse';
import { CPU_SLOWDOWN, measureLongTasks } from './lib/perf/long-tasks';
import { printLongTasks, printOverFloor, printRepresentative, slowRuns } from './lib/perf/report';
import { measure, printTable, runScript, writeReport } from './lib/perf/run';

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
    'slow-3g': { type: 'boolean', default: false },
    dist: { type: 'string' },
  },
});

/** The build to measure: made now, or copied from a folder made before (its copy is ours to change). */
function builtSite(): { ms: number; from?: string } {
  if (!args.dist) return runScript('scripts/build.ts', { OUT_DIR: DIST });
  const started = performance.now();
  rmSync(DIST, { recursive: true, force: true });
  cpSync(resolve(args.dist), DIST, { recursive: true });
  return { ms: performance.now() - started, from: args.dist };
}

function oneOf<T extends string>(option: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value))
    throw new Error(`unknown ${option} ${value}: use ${allowed.join(' or ')}`);
  return value as T;
}

const inKB = (bytes: number) => (bytes / 1024).toFixed(1);
const hasCode = (text: string, markers: readonly string[]) => markers.some((m) => text.includes(m));

async function main(): Promise<number> {
  const started = new Date();
  const budgets = loadBudgets(join(ROOT, 'perf.budgets.json'));
  const routes = args.routes?.split(',').map((r) => r.trim()) ?? budgets.lighthouse.routes;
  const slow3g = args['slow-3g'];
  const presets = (args.presets ?? (slow3g ? 'mobile' : PRESETS.join(',')))
    .split(',')
    .map((p) => oneOf('preset', p.trim(), PRESETS));
  const throttling = oneOf('throttling', args.throttling, THROTTLING);
  const runs = args.runs === undefined ? undefined : Number(args.runs);
  if (runs !== undefined && !(Number.isInteger(runs) && runs >= 1))
    throw new Error('--runs must be a whole number ≥ 1');

  const build = builtSite();
  const siteText = readFileSync(SITE_FILE, 'utf8');
  const { site } = checkSiteFile(relative(ROOT, SITE_FILE), siteText);
  if (!site) throw new Error(`${SITE_FILE} is invalid`);
  const pages = builtPages(DIST, site);
  const scripts = new Map<string, string>();
  const scriptText = (file: string) => {
    if (!scripts.has(file)) scripts.set(file, readFileSync(join(DIST, file), 'utf8'));
    return scripts.get(file)!;
  };
  const forbiddenCode = budgets.firstRender.forbiddenCode;
  const htmlOf = new Map(pages.map((p) => [p.route, p.html]));
  const sizes = measurePages(DIST, pages).map((size) => ({
    ...size,
    images: {
      phone: imageBytes(DIST, htmlOf.get(size.route)!, 375, 2),
      desktop: imageBytes(DIST, htmlOf.get(size.route)!, 1280, 1),
    },
    forbidden: forbiddenCode
      .filter((code) => size.jsFiles.some((file) => hasCode(scriptText(file), code.markers)))
      .map((code) => code.name),
    carries: forbiddenCode
      .filter((code) => size.loadedFiles.some((file) => hasCode(scriptText(file), code.markers)))
      .map((code) => code.name),
  }));
  console.log(
    `First-render bytes per route (KB of gzip; ${build.from ? `the build in ${build.from}` : `built in ${(build.ms / 1000).toFixed(1)} s`}):`,
  );
  printTable(
    sizes.map((s) => ({
      route: s.route,
      'HTML KB': inKB(s.html.gzip),
      'JS KB': inKB(s.js.gzip),
      'loaded JS KB': inKB(s.loaded.gzip),
      'CSS KB': inKB(s.css.gzip),
      'img 375@2 KB': inKB(s.images.phone),
      'img 1280@1 KB': inKB(s.images.desktop),
      requests: s.requests,
      'forbidden code': s.forbidden.join(', ') || 'none',
    })),
  );

  const html = new Map(pages.map((p) => [p.route, p.html]));
  const fingerprints = usableFingerprints(contentFingerprints(siteText), (r) => html.get(r));
  const leaks = findLeaks(
    fingerprints,
    sizes.map((s) => ({ route: s.route, html: html.get(s.route)!, jsFiles: s.jsFiles })),
    scriptText,
  );
  const scriptCount = new Set(sizes.flatMap((s) => s.jsFiles)).size;
  const owners = new Set(fingerprints.map((f) => f.route)).size;
  console.log(
    `Isolation: ${fingerprints.length} fingerprints of ${owners} routes searched in ${pages.length} HTML files and ${scriptCount} first-render scripts; ${leaks.length === 0 ? "no route carries another route's content" : `${leaks.length} leaks found`}.`,
  );
  // Code absent from the whole build cannot be found in a first render: its check proves nothing.
  const builtScripts = readdirSync(join(DIST, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => scriptText(`/assets/${file}`));
  const warnings = forbiddenCode
    .filter((code) => !builtScripts.some((text) => hasCode(text, code.markers)))
    .map(
      (code) =>
        `${code.name}: none of its markers (${code.markers.join(', ')}) is in any built script, so its check proves nothing; update the markers in perf.budgets.json`,
    );
  for (const warning of warnings) console.log(`Warning: ${warning}`);

  let lighthouse: LighthouseRow[] = [];
  let longTasks: LongTaskRow[] = [];
  let asserted = true;
  if (!args['size-only']) {
    writeStaticCopies(DIST, routes);
    const rounds = runs ?? configuredRuns();
    asserted = runLhci({
      dist: DIST,
      paths: routes.flatMap((route) => [pagePath(route), staticPathFor(route)]),
      presets,
      runs: rounds,
      throttling,
      slow3g,
      workDir: PERF_DIR,
    });
    const results = representativeRuns(PERF_DIR);
    const paired = pairedRuns(PERF_DIR);
    lighthouse = presets.flatMap((preset) =>
      routes.map((route) => {
        const url = (path: string) => presetUrl(path, preset);
        const site = results.get(url(pagePath(route)));
        const floor = results.get(url(staticPathFor(route)));
        const floors = paired.get(url(staticPathFor(route))) ?? [];
        const pairs = (paired.get(url(pagePath(route))) ?? [])
          .slice(0, floors.length)
          .map((run, i) => ({ site: run, floor: floors[i]! }));
        return { route, preset, ...(site && { site }), ...(floor && { floor }), pairs };
      }),
    );
    const measured = lighthouse.flatMap((row) => (row.site ? [row.site] : []));
    const setting = `${measured[0]?.versions ?? 'no run'}, ${throttling === 'simulate' ? 'simulated' : 'applied (DevTools)'} throttling${slow3g ? `, Slow 3G: ${SLOW_3G.rttMs} ms round trip, ${SLOW_3G.throughputKbps} Kbit/s, CPU ${SLOW_3G.cpuSlowdownMultiplier}× slower; budgets not applied` : ''}`;
    console.log(
      `\nLighthouse CI (${setting}), served with gzip; the representative run of each page:`,
    );
    printRepresentative(lighthouse);
    console.log(
      `\nEach page against its copy with the scripts removed (the floor), ${rounds} runs each, a page's and its copy's back to back; medians, over the pairs where paired:`,
    );
    printOverFloor(lighthouse);
    const slow = slowRuns(lighthouse);
    if (slow) console.log(slow);
    console.log(
      `Reports (the representative run of each URL): ${relative(ROOT, join(PERF_DIR, 'lighthouse'))}/`,
    );
    if (!slow3g) {
      longTasks = await measureLongTasks(DIST, routes, rounds);
      console.log(
        `\nThe scripts of one task, each page loaded ${rounds} times with the CPU ${CPU_SLOWDOWN}× slower (Long Animation Frames):`,
      );
      printLongTasks(longTasks);
    }
  }

  // The Lighthouse budgets are set for the preset's network, not Slow 3G's.
  const broken = checkBudgets(
    { sizes, leaks, lighthouse: slow3g ? [] : lighthouse, longTasks },
    budgets,
  );
  if (!asserted)
    broken.push({
      budget: 'lighthouserc.json',
      message: 'Lighthouse CI assertions failed (listed above by lhci assert)',
    });
  console.log(
    broken.length === 0
      ? '\nEvery budget is met.'
      : [
          `\n${broken.length} budget${broken.length === 1 ? '' : 's'} broken${args.check ? '' : ' (not enforced: add --check)'}:`,
          ...broken.map((b) => `  ✗ ${b.message}  [${b.budget}]`),
        ].join('\n'),
  );
  const file = writeReport(PERF_DIR, args['size-only'] ? 'size' : 'perf', started, {
    siteFile: relative(ROOT, SITE_FILE),
    buildMs: build.ms,
    builtFrom: build.from,
    budgets,
    sizes,
    isolation: { fingerprints: fingerprints.length, leaks },
    warnings,
    lighthouse: { presets, throttling, slow3g, rows: lighthouse, asserted },
    longTasks,
    broken,
  });
  console.log(
    `\nFigures written to ${relative(ROOT, file)} (${((Date.now() - started.getTime()) / 1000).toFixed(0)} s in all).`,
  );
  return args.check && broken.length > 0 ? 1 : 0;
}

await measure(DIST, main);
