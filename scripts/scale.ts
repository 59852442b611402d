/**
 * npm run scale [-- --sizes 2500,5000,10000 --repeat 2]
 * Builds the real site and synthetic copies of it grown to each size (a fifth pages, the rest
 * posts, every copy with its Hindi, so each route is two pages), reads each build's own stage
 * timings and peak memory (BUILD_TIMINGS), prints the cost of each extra route per stage and
 * the verdict, and compares the first-render bytes of the real routes: a page's cost must not
 * grow with the size of the site. Writes .perf/scale/site-<size>.json and scale-<time>.json.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import type { SiteInput } from '../src/schema/site';
import { parseListPagePath } from '../src/content/pagination';
import {
  DEFAULT_LANGUAGE,
  TRANSLATED_LANGUAGES,
  routeIn,
  splitLanguage,
} from '../src/base/languages';
import type { RouteSize } from './lib/first-render';
import { ROOT, SITE_FILE } from './lib/site-file';
import { kb } from './lib/perf/budgets';
import { measure, printTable, runScript, writeReport } from './lib/perf/run';
import {
  GROWTH_LIMIT,
  SUPERLINEAR_FACTOR,
  grewTooMuch,
  growth,
  scalingVerdict,
  stageMarginals,
} from './lib/perf/scale-analysis';
import { syntheticSite } from './lib/perf/synthetic-site';
import { STAGES, type BuildTimings } from './lib/build/timings';

const SCALE_DIR = join(ROOT, '.perf/scale');
const DIST = join(SCALE_DIR, 'dist');
const TIMINGS = join(SCALE_DIR, 'timings.json');
const COMPARED = [
  ...['/', '/about', '/blog/seo', '/blogs'],
  ...['/', '/blog/seo'].map((route) => routeIn(TRANSLATED_LANGUAGES[0], route)),
];

const { values: args } = parseArgs({
  options: { sizes: { type: 'string', default: '2500,5000,10000' }, repeat: { type: 'string' } },
});
const SIZES = args.sizes.split(',').map(Number);
/** Other work on a shared machine only ever adds time: the fastest run is the code's own cost. */
const REPEAT = Number(args.repeat ?? 2);

const secs = (ms?: number) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`);
const pct = (fraction: number) => `${fraction >= 0 ? '+' : ''}${(fraction * 100).toFixed(1)} %`;

function build(file: string): BuildTimings {
  const runs = Array.from({ length: REPEAT }, () => {
    runScript('scripts/build.ts', { SITE_FILE: file, OUT_DIR: DIST, BUILD_TIMINGS: TIMINGS });
    return JSON.parse(readFileSync(TIMINGS, 'utf8')) as BuildTimings;
  });
  return runs.reduce((best, run) => (run.totalMs < best.totalMs ? run : best));
}

function measureSize(label: string, file: string) {
  process.stderr.write(`${label}: build ${relative(ROOT, file)} (×${REPEAT})…\n`);
  const timings = build(file);
  const sizes = new Map(timings.sizes.map((s) => [s.route, s]));
  const site = JSON.parse(readFileSync(file, 'utf8')) as SiteInput;
  const english = timings.sizes.filter(
    (s) => s.route[0] === '/' && splitLanguage(s.route).lang === DEFAULT_LANGUAGE,
  );
  return {
    label,
    file: relative(ROOT, file),
    posts: site.blog.posts?.length ?? 0,
    pages: site.pages.length,
    routes: english.length,
    written: timings.sizes.length,
    timings,
    sizes,
  };
}

type SizeRun = ReturnType<typeof measureSize>;

/** Real routes whose HTML or first-render JS grew by more than the limit from `a` to `b`. */
const grown = (a: SizeRun, b: SizeRun) =>
  [...a.sizes.values()].flatMap((before) => {
    const after = b.sizes.get(before.route);
    if (!after || (!grewTooMuch(before.html, after.html) && !grewTooMuch(before.js, after.js)))
      return [];
    const html = growth(before.html.gzip, after.html.gzip);
    return [{ route: before.route, html, js: growth(before.js.gzip, after.js.gzip) }];
  });

const largest = (sizes: readonly RouteSize[], pick: (s: RouteSize) => number) =>
  sizes.reduce((max, s) => (pick(s) > pick(max) ? s : max), sizes[0]!);

/** Posts and pages to add for about `routes` English routes, a fifth of them pages. */
function growthFor(base: SiteInput, routes: number) {
  // Each 12 posts add a numbered list page to /blogs (its pageSize).
  const posts = Math.round(((routes * 4) / 5) * (12 / 13)) - (base.blog.posts?.length ?? 0);
  return { posts, pages: Math.round(routes / 5) - base.pages.length };
}

async function main(): Promise<number> {
  const started = new Date();
  mkdirSync(SCALE_DIR, { recursive: true });
  const base = JSON.parse(readFileSync(SITE_FILE, 'utf8')) as SiteInput;
  const real = measureSize('real', SITE_FILE);
  const runs = SIZES.map((routes) => {
    const file = join(SCALE_DIR, `site-${routes}.json`);
    writeFileSync(file, `${JSON.stringify(syntheticSite(base, growthFor(base, routes)))}\n`);
    return measureSize(String(routes), file);
  });
  const full = runs.at(-1)!;
  rmSync(TIMINGS, { force: true });

  console.log(
    `Build stages as the build reports them (BUILD_TIMINGS), fastest of ${REPEAT}; resolve, render and write are summed over the prerender's worker threads, prerender is that stage's wall clock:`,
  );
  printTable(
    [real, ...runs].map((r) => ({
      size: r.label,
      routes: r.routes,
      pages: r.written,
      ...Object.fromEntries(STAGES.map((stage) => [stage, secs(r.timings.stages[stage])])),
      total: secs(r.timings.totalMs),
      'peak MB': r.timings.peakRssMb,
      workers: r.timings.workers,
    })),
  );
  console.log(`\nPeak memory (MB, the build's process with its threads) by the end of each stage:`);
  printTable(
    [real, ...runs].map((r) => ({
      size: r.label,
      ...Object.fromEntries(
        STAGES.filter((stage) => r.timings.peakMb[stage] !== undefined).map((stage) => [
          stage,
          r.timings.peakMb[stage]!,
        ]),
      ),
    })),
  );
  const points = runs.map((r) => ({ routes: r.routes, stages: r.timings.stages }));
  const perStage = stageMarginals(points);
  const verdict = scalingVerdict(runs.map((r) => ({ routes: r.routes, ms: r.timings.totalMs })));
  const steps = runs.slice(1).map((r, i) => `${runs[i]!.label}→${r.label}`);
  console.log(`\nCost of each extra route (its English and Hindi pages), in ms:`);
  printTable(
    steps.map((step, i) => ({
      step,
      ...Object.fromEntries(
        Object.entries(perStage).map(([stage, ms]) => [stage, ms[i]!.toFixed(2)]),
      ),
      total: verdict.marginals[i]!.toFixed(2),
    })),
  );
  const ratio = `${verdict.ratio.toFixed(2)} ×`;
  console.log(
    {
      linear: `Linear: the last step's extra route costs ${ratio} the first's (at most ${SUPERLINEAR_FACTOR} ×).`,
      'super-linear': `Grows super-linearly: the last step's extra route costs ${ratio} the first's (more than ${SUPERLINEAR_FACTOR} ×).`,
      inconclusive: `Inconclusive: a larger size built no slower than a smaller one, so other work on the machine swamped the measurement; run again when it is quiet.`,
    }[verdict.verdict],
  );

  console.log(`\nFirst-render gzip, real site (${real.routes} routes) vs ${full.label}:`);
  printTable(
    COMPARED.map((route) => {
      const before = real.sizes.get(route)!;
      const after = full.sizes.get(route)!;
      return {
        route,
        'HTML real': kb(before.html.gzip),
        'HTML scaled': kb(after.html.gzip),
        'HTML growth': pct(growth(before.html.gzip, after.html.gzip)),
        'JS real': kb(before.js.gzip),
        'JS scaled': kb(after.js.gzip),
        'JS growth': pct(growth(before.js.gzip, after.js.gzip)),
      };
    }),
  );
  // Pages 2, 3, … of every paginated list, by the page they belong to.
  const listPages = new Map<string, RouteSize[]>();
  for (const size of full.sizes.values()) {
    const list = parseListPagePath(size.route)?.base;
    if (list) listPages.set(list, [...(listPages.get(list) ?? []), size]);
  }
  for (const [list, sizes] of listPages) {
    const biggest = largest(sizes, (s) => s.html.gzip);
    console.log(
      `${list} is split into ${sizes.length + 1} pages (pageSize in site.json); the largest, ${biggest.route}, is ${kb(biggest.html.gzip)} HTML gzip.`,
    );
  }
  const grownRoutes = grown(real, full);
  // A route that grew from the real site but not between the two largest sizes has filled up
  // to a bound (the real blog's last list page is partly filled; at scale every page is full).
  const previous = runs.at(-2)!;
  const stillGrowing = grownRoutes.filter((g) =>
    grown(previous, full).some((h) => h.route === g.route),
  );
  const limit = `${GROWTH_LIMIT * 100} %`;
  console.log(
    grownRoutes.length === 0
      ? `None of the ${real.sizes.size} real pages grew by more than ${limit} in HTML or JS (gzip).`
      : `Pages that grew by more than ${limit} from the real site: ${grownRoutes.map((g) => `${g.route} (HTML ${pct(g.html)}, JS ${pct(g.js)})`).join(', ')}; ${stillGrowing.length === 0 ? `none of them grew by more than ${limit} from ${previous.routes} to ${full.routes} routes (filled up to a bound, e.g. a partly filled last list page becoming a full one).` : `still growing from ${previous.routes} to ${full.routes} routes: ${stillGrowing.map((g) => g.route).join(', ')}.`}`,
  );

  const file = writeReport(SCALE_DIR, 'scale', started, {
    runs: [real, ...runs].map(({ sizes, timings, ...rest }) => ({
      ...rest,
      stages: timings.stages,
      totalMs: timings.totalMs,
      peakRssMb: timings.peakRssMb,
      peakMb: timings.peakMb,
      workers: timings.workers,
      compared: COMPARED.map((route) => sizes.get(route)),
    })),
    marginalMsPerRoute: verdict.marginals,
    stageMarginalMsPerRoute: perStage,
    ratio: verdict.ratio,
    verdict: verdict.verdict,
    grownRoutes,
    stillGrowing,
  });
  console.log(
    `\nFigures written to ${relative(ROOT, file)}; the synthetic sites are in ${relative(ROOT, SCALE_DIR)}/.`,
  );
  return verdict.verdict === 'super-linear' ? 1 : 0;
}

await measure(DIST, main);
