/**
 * npm run scale [-- --posts 1000 --pages 200 --repeat 2]
 * Generates synthetic copies of site.json (the real site plus generated posts and pages), then
 * times validate and build on the real size, about half and the full size, and compares the
 * first-render bytes of the same routes: a page's cost must not grow with the size of the site.
 * Writes .perf/scale/site.json (the full copy) and .perf/scale/scale-<time>.json.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import type { SiteInput } from '../src/schema/site';
import { parseListPagePath } from '../src/content/pagination';
import { loadSiteFile, ROOT, SITE_FILE } from './lib/site-file';
import { kb } from './lib/perf/budgets';
import { runTsx, type Ran } from './lib/perf/exec';
import { writeReport } from './lib/perf/report';
import {
  GROWTH_LIMIT,
  SUPERLINEAR_FACTOR,
  grewTooMuch,
  growth,
  scalingVerdict,
} from './lib/perf/scale-analysis';
import { builtRoutes, measureBuild, type RouteSize } from './lib/perf/sizes';
import { syntheticSite } from './lib/perf/synthetic-site';
import { formatTable } from './lib/perf/table';

const SCALE_DIR = join(ROOT, '.perf/scale');
const DIST = join(SCALE_DIR, 'dist');
const COMPARED = ['/', '/about', '/blog/seo', '/blogs'];

const { values: args } = parseArgs({
  options: {
    posts: { type: 'string', default: '1000' },
    pages: { type: 'string', default: '200' },
    repeat: { type: 'string', default: '2' },
  },
});

interface SizeRun {
  label: string;
  file: string;
  posts: number;
  pages: number;
  routes: number;
  validateMs: number;
  validateSelfMs?: number;
  buildMs: number;
  buildSelfMs?: number;
  sizes: RouteSize[];
}

const log = (line = '') => console.log(line);
const secs = (ms?: number) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`);
const pct = (fraction: number) => `${fraction >= 0 ? '+' : ''}${(fraction * 100).toFixed(1)} %`;
const reported = (output: string, pattern: RegExp, scale: number) => {
  const found = pattern.exec(output)?.[1];
  return found === undefined ? undefined : Number(found) * scale;
};

/**
 * The fastest of `repeat` runs: other work on a shared machine only ever adds time, so the
 * minimum is the closest to what the code itself costs.
 */
async function fastest(script: string, file: string, repeat: number): Promise<Ran> {
  let best: Ran | undefined;
  for (let i = 0; i < repeat; i++) {
    const ran = await runTsx(script, { SITE_FILE: file, OUT_DIR: DIST });
    if (!ran.ok) throw new Error(`${script} failed on ${file}:\n${ran.output}`);
    if (!best || ran.ms < best.ms) best = ran;
  }
  return best!;
}

async function measureSize(label: string, file: string, repeat: number): Promise<SizeRun> {
  process.stderr.write(`${label}: validate and build ${relative(ROOT, file)} (×${repeat})…\n`);
  const validated = await fastest('scripts/validate.ts', file, repeat);
  const built = await fastest('scripts/build.ts', file, repeat);
  const { site } = loadSiteFile(relative(ROOT, file), readFileSync(file, 'utf8'));
  if (!site) throw new Error(`${file} is invalid`);
  const routes = builtRoutes(site);
  return {
    label,
    file: relative(ROOT, file),
    posts: site.blog.posts.length,
    pages: site.pages.length,
    routes: routes.length,
    validateMs: validated.ms,
    validateSelfMs: reported(validated.output, /checked in (\d+) ms/, 1),
    buildMs: built.ms,
    buildSelfMs: reported(built.output, /built in ([\d.]+) s/, 1000),
    sizes: measureBuild(DIST, routes, []).sizes,
  };
}

/** Real routes whose HTML or first-render JS grew by more than the limit from `a` to `b`. */
function grown(a: SizeRun, b: SizeRun) {
  return a.sizes.flatMap((before) => {
    const after = b.sizes.find((s) => s.route === before.route);
    if (!after || (!grewTooMuch(before.html, after.html) && !grewTooMuch(before.js, after.js)))
      return [];
    return [
      {
        route: before.route,
        html: growth(before.html.gzip, after.html.gzip),
        js: growth(before.js.gzip, after.js.gzip),
      },
    ];
  });
}

const largest = (sizes: readonly RouteSize[], pick: (s: RouteSize) => number) =>
  sizes.reduce((max, s) => (pick(s) > pick(max) ? s : max), sizes[0]!);

async function main() {
  const started = new Date();
  const posts = Number(args.posts);
  const pages = Number(args.pages);
  const repeat = Math.max(1, Number(args.repeat));
  mkdirSync(SCALE_DIR, { recursive: true });
  const base = JSON.parse(readFileSync(SITE_FILE, 'utf8')) as SiteInput;
  const plan = [
    { label: 'real', posts: 0, pages: 0 },
    { label: 'half', posts: Math.round(posts / 2), pages: Math.round(pages / 2) },
    { label: 'full', posts, pages },
  ];
  const runs: SizeRun[] = [];
  for (const size of plan) {
    let file = SITE_FILE;
    if (size.posts > 0 || size.pages > 0) {
      file = join(SCALE_DIR, size.label === 'full' ? 'site.json' : `site-${size.label}.json`);
      writeFileSync(file, `${JSON.stringify(syntheticSite(base, size), null, 2)}\n`);
    }
    runs.push(await measureSize(size.label, file, repeat));
  }
  const [real, half, full] = runs as [SizeRun, SizeRun, SizeRun];

  log(
    `Validate and build times (fastest of ${repeat}; wall clock of \`npx tsx …\`, and in-process as the script reports it):`,
  );
  const right = (header: string) => ({ header, align: 'right' as const });
  log(
    formatTable(
      [{ header: 'size' }, right('posts'), right('pages'), right('routes'), right('validate')]
        .concat([right('(in-process)'), right('build+prerender'), right('(in-process)')])
        .concat([right('ms/route')]),
      runs.map((r) => [
        r.label,
        String(r.posts),
        String(r.pages),
        String(r.routes),
        secs(r.validateMs),
        secs(r.validateSelfMs),
        secs(r.buildMs),
        secs(r.buildSelfMs),
        (r.buildMs / r.routes).toFixed(1),
      ]),
    ),
  );
  const verdict = scalingVerdict(
    runs.map((r) => ({ label: r.label, routes: r.routes, ms: r.buildMs })),
  );
  log(
    `\nCost of each extra route: ${verdict.marginals.map((m, i) => `${runs[i]!.label}→${runs[i + 1]!.label} ${m.toFixed(1)} ms`).join(', ')}.`,
  );
  log(
    verdict.superLinear
      ? `Build time grows super-linearly: an extra route costs more than ${SUPERLINEAR_FACTOR} × as much at the larger size.`
      : `Build time grows linearly (within ${SUPERLINEAR_FACTOR} ×): ms/route falls with size only because the two Vite builds are a fixed cost.`,
  );

  log(`\nFirst-render bytes, real site (${real.routes} routes) vs scaled (${full.routes} routes):`);
  log(
    formatTable(
      [{ header: 'route' }, right('HTML gzip real'), right('scaled'), right('growth')].concat([
        right('JS gzip real'),
        right('scaled'),
        right('growth'),
        { header: '> 2 %?' },
      ]),
      COMPARED.map((route) => {
        const before = real.sizes.find((s) => s.route === route);
        const after = full.sizes.find((s) => s.route === route);
        if (!before || !after) return [route, 'missing'];
        const over = grewTooMuch(before.html, after.html) || grewTooMuch(before.js, after.js);
        return [
          route,
          kb(before.html.gzip),
          kb(after.html.gzip),
          pct(growth(before.html.gzip, after.html.gzip)),
          kb(before.js.gzip),
          kb(after.js.gzip),
          pct(growth(before.js.gzip, after.js.gzip)),
          over ? 'yes' : 'no',
        ];
      }),
    ),
  );
  // Pages 2, 3, … of every paginated list, by the page they belong to.
  const listPages = new Map<string, RouteSize[]>();
  for (const size of full.sizes) {
    const list = parseListPagePath(size.route)?.base;
    if (list) listPages.set(list, [...(listPages.get(list) ?? []), size]);
  }
  for (const [list, sizes] of listPages) {
    const biggest = largest(sizes, (s) => s.html.gzip);
    log(
      `\n${list} is split into ${sizes.length + 1} pages (pageSize in site.json); the largest, ${biggest.route}, is ${kb(biggest.html.gzip)} HTML gzip.`,
    );
  }
  const grownRoutes = grown(real, full);
  // A route that grew from the real site but not from half to full size has filled up to a
  // bound (the real blog's last list page is partly filled; at scale every page is full).
  const stillGrowing = grownRoutes.filter((g) =>
    grown(half, full).some((h) => h.route === g.route),
  );
  const limit = `${GROWTH_LIMIT * 100} %`;
  log(
    grownRoutes.length === 0
      ? `None of the ${real.sizes.length} real routes grew by more than ${limit} in HTML or JS (gzip).`
      : `Routes that grew by more than ${limit} from the real site: ${grownRoutes.map((g) => `${g.route} (HTML ${pct(g.html)}, JS ${pct(g.js)})`).join(', ')}; ${stillGrowing.length === 0 ? `none of them grew by more than ${limit} from ${half.routes} to ${full.routes} routes (filled up to a bound, e.g. a partly filled last list page becoming a full one).` : `still growing from ${half.routes} to ${full.routes} routes: ${stillGrowing.map((g) => g.route).join(', ')}.`}`,
  );
  const html = largest(full.sizes, (s) => s.html.gzip);
  const js = largest(full.sizes, (s) => s.js.gzip);
  log(
    `Largest at full size: HTML ${kb(html.html.gzip)} gzip (${html.route}), first-render JS ${kb(js.js.gzip)} gzip (${js.route}).`,
  );

  const file = writeReport(SCALE_DIR, 'scale', started, {
    createdAt: started.toISOString(),
    runs: runs.map(({ sizes, ...rest }) => ({
      ...rest,
      compared: COMPARED.map((route) => sizes.find((s) => s.route === route)),
    })),
    marginalMsPerRoute: verdict.marginals,
    superLinear: verdict.superLinear,
    grownRoutes,
    stillGrowing,
  });
  log(
    `\nFigures written to ${relative(ROOT, file)}; the synthetic site is ${relative(ROOT, join(SCALE_DIR, 'site.json'))}.`,
  );
}

function removeBuildOutput() {
  rmSync(DIST, { recursive: true, force: true });
  rmSync(`${DIST}-ssr`, { recursive: true, force: true });
}

process.once('SIGINT', () => {
  removeBuildOutput();
  process.exit(130);
});

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  // Build output inside the project would be linted and formatted as source by `eslint .`.
  removeBuildOutput();
}
