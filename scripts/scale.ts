/**
 * npm run scale
 * Generates synthetic copies of site.json (the real site plus 1,000 generated posts and 200
 * pages, and half of that), then times validate and build on the three sizes and compares the
 * first-render bytes of the real routes: a page's cost must not grow with the size of the site.
 * Writes .perf/scale/site.json (the full copy) and .perf/scale/scale-<time>.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { SiteInput } from '../src/schema/site';
import { parseListPagePath } from '../src/content/pagination';
import { builtPages, measurePages, type RouteSize } from './lib/first-render';
import { checkSiteFile, ROOT, SITE_FILE } from './lib/site-file';
import { kb } from './lib/perf/budgets';
import { measure, printTable, runScript, writeReport } from './lib/perf/run';
import {
  GROWTH_LIMIT,
  SUPERLINEAR_FACTOR,
  grewTooMuch,
  growth,
  scalingVerdict,
} from './lib/perf/scale-analysis';
import { syntheticSite } from './lib/perf/synthetic-site';

const SCALE_DIR = join(ROOT, '.perf/scale');
const DIST = join(SCALE_DIR, 'dist');
const COMPARED = ['/', '/about', '/blog/seo', '/blogs'];
const POSTS = 1000;
const PAGES = 200;
/** Other work on a shared machine only ever adds time: the fastest run is the code's own cost. */
const REPEAT = 2;

const secs = (ms?: number) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`);
const pct = (fraction: number) => `${fraction >= 0 ? '+' : ''}${(fraction * 100).toFixed(1)} %`;

function fastest(script: string, file: string) {
  const runs = Array.from({ length: REPEAT }, () =>
    runScript(script, { SITE_FILE: file, OUT_DIR: DIST }),
  );
  return runs.reduce((best, run) => (run.ms < best.ms ? run : best));
}

function measureSize(label: string, file: string) {
  process.stderr.write(`${label}: validate and build ${relative(ROOT, file)} (×${REPEAT})…\n`);
  const validated = fastest('scripts/validate.ts', file);
  const built = fastest('scripts/build.ts', file);
  const { site } = checkSiteFile(relative(ROOT, file), readFileSync(file, 'utf8'));
  if (!site) throw new Error(`${file} is invalid`);
  const sizes = measurePages(DIST, builtPages(DIST, site));
  const checkedMs = /checked in (\d+) ms/.exec(validated.output)?.[1];
  return {
    label,
    file: relative(ROOT, file),
    posts: site.blog.posts.length,
    pages: site.pages.length,
    routes: sizes.length,
    validateMs: checkedMs === undefined ? undefined : Number(checkedMs),
    buildMs: built.ms,
    sizes,
  };
}

type SizeRun = ReturnType<typeof measureSize>;

/** Real routes whose HTML or first-render JS grew by more than the limit from `a` to `b`. */
const grown = (a: SizeRun, b: SizeRun) =>
  a.sizes.flatMap((before) => {
    const after = b.sizes.find((s) => s.route === before.route);
    if (!after || (!grewTooMuch(before.html, after.html) && !grewTooMuch(before.js, after.js)))
      return [];
    const html = growth(before.html.gzip, after.html.gzip);
    return [{ route: before.route, html, js: growth(before.js.gzip, after.js.gzip) }];
  });

const largest = (sizes: readonly RouteSize[], pick: (s: RouteSize) => number) =>
  sizes.reduce((max, s) => (pick(s) > pick(max) ? s : max), sizes[0]!);

async function main(): Promise<number> {
  const started = new Date();
  mkdirSync(SCALE_DIR, { recursive: true });
  const base = JSON.parse(readFileSync(SITE_FILE, 'utf8')) as SiteInput;
  const real = measureSize('real', SITE_FILE);
  const copy = (label: string, posts: number, pages: number) => {
    const file = join(SCALE_DIR, label === 'full' ? 'site.json' : `site-${label}.json`);
    writeFileSync(file, `${JSON.stringify(syntheticSite(base, { posts, pages }), null, 2)}\n`);
    return measureSize(label, file);
  };
  const half = copy('half', POSTS / 2, PAGES / 2);
  const full = copy('full', POSTS, PAGES);
  const runs = [real, half, full];

  console.log(
    `Validate (as it reports itself) and build+prerender (wall clock of \`npx tsx …\`), fastest of ${REPEAT}:`,
  );
  printTable(
    runs.map((r) => ({
      size: r.label,
      posts: r.posts,
      pages: r.pages,
      routes: r.routes,
      validate: secs(r.validateMs),
      build: secs(r.buildMs),
      'ms/route': Math.round(r.buildMs / r.routes),
    })),
  );
  const verdict = scalingVerdict(runs.map((r) => ({ routes: r.routes, ms: r.buildMs })));
  console.log(
    `Cost of each extra route: ${verdict.marginals.map((m, i) => `${runs[i]!.label}→${runs[i + 1]!.label} ${m.toFixed(1)} ms`).join(', ')}.`,
  );
  console.log(
    verdict.superLinear
      ? `Build time grows super-linearly: an extra route costs more than ${SUPERLINEAR_FACTOR} × as much at the larger size.`
      : `Build time grows linearly (within ${SUPERLINEAR_FACTOR} ×): ms/route falls with size only because the two Vite builds are a fixed cost.`,
  );

  console.log(`\nFirst-render gzip, real site (${real.routes} routes) vs scaled (${full.routes}):`);
  printTable(
    COMPARED.map((route) => {
      const before = real.sizes.find((s) => s.route === route)!;
      const after = full.sizes.find((s) => s.route === route)!;
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
  for (const size of full.sizes) {
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
  // A route that grew from the real site but not from half to full size has filled up to a
  // bound (the real blog's last list page is partly filled; at scale every page is full).
  const stillGrowing = grownRoutes.filter((g) =>
    grown(half, full).some((h) => h.route === g.route),
  );
  const limit = `${GROWTH_LIMIT * 100} %`;
  console.log(
    grownRoutes.length === 0
      ? `None of the ${real.sizes.length} real routes grew by more than ${limit} in HTML or JS (gzip).`
      : `Routes that grew by more than ${limit} from the real site: ${grownRoutes.map((g) => `${g.route} (HTML ${pct(g.html)}, JS ${pct(g.js)})`).join(', ')}; ${stillGrowing.length === 0 ? `none of them grew by more than ${limit} from ${half.routes} to ${full.routes} routes (filled up to a bound, e.g. a partly filled last list page becoming a full one).` : `still growing from ${half.routes} to ${full.routes} routes: ${stillGrowing.map((g) => g.route).join(', ')}.`}`,
  );

  const file = writeReport(SCALE_DIR, 'scale', started, {
    runs: runs.map(({ sizes, ...rest }) => ({
      ...rest,
      compared: COMPARED.map((route) => sizes.find((s) => s.route === route)),
    })),
    marginalMsPerRoute: verdict.marginals,
    superLinear: verdict.superLinear,
    grownRoutes,
    stillGrowing,
  });
  console.log(
    `\nFigures written to ${relative(ROOT, file)}; the synthetic site is ${relative(ROOT, join(SCALE_DIR, 'site.json'))}.`,
  );
  return 0;
}

await measure(DIST, main);
