import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import {
  BudgetsSchema,
  checkBudgets,
  loadBudgets,
  type CheckedSize,
  type Figures,
  type LighthouseRow,
} from '../../scripts/lib/perf/budgets';
import { contentFingerprints, findLeaks } from '../../scripts/lib/perf/isolation';
import {
  figuresOf,
  pairedRuns,
  representativeRuns,
  stripScripts,
  type LhrLike,
  type LighthouseFigures,
} from '../../scripts/lib/perf/lighthouse';
import { tempDir } from '../fixtures/temp-dir';

const KB = 1024;

const budgets = BudgetsSchema.parse({
  firstRender: {
    jsGzipKB: 110,
    cssGzipKB: 20,
    htmlGzipKB: 40,
    forbiddenCode: [
      { name: 'swiper', why: 'it is loaded on demand', markers: ['touchEventsData'] },
    ],
  },
  afterLoad: { jsGzipKB: 100, unlessCode: 'swiper' },
  images: { phoneKB: 300, desktopKB: 250 },
  lighthouse: {
    routes: ['/'],
    maxLcpRatio: { mobile: 1.6, desktop: 1.6 },
    maxTbtOverFloorMs: 50,
    maxScoreBelowFloor: 3,
  },
  longTasks: { maxScriptMs: 50 },
});

function size(
  route: string,
  gzipKB: { js?: number; css?: number; html?: number } = {},
  forbidden: string[] = [],
): CheckedSize {
  const bytes = (value: number) => ({ raw: value * 3, gzip: value });
  return {
    route,
    html: bytes((gzipKB.html ?? 8) * KB),
    js: bytes((gzipKB.js ?? 100) * KB),
    css: bytes((gzipKB.css ?? 7) * KB),
    requests: 3,
    jsFiles: ['/assets/index-abc.js'],
    cssFiles: ['/assets/style-abc.css'],
    loaded: bytes(90 * KB),
    loadedFiles: ['/assets/index-abc.js'],
    forbidden,
  };
}

function run(overrides: Partial<LighthouseFigures> = {}): LighthouseFigures {
  return {
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
    fcpMs: 900,
    lcpMs: 1200,
    tbtMs: 20,
    cls: 0,
    benchmarkIndex: 2800,
    versions: 'Lighthouse 12.1.0, Chromium 156.0.1',
    ...overrides,
  };
}

/** A route measured three times against its floor, each pair as given (or the first for all). */
function row(
  preset: 'mobile' | 'desktop',
  site: Partial<LighthouseFigures> | Partial<LighthouseFigures>[],
  floor: Partial<LighthouseFigures> = { lcpMs: 1000 },
): LighthouseRow {
  const sites = Array.isArray(site) ? site : [site, site, site];
  const pairs = sites.map((s) => ({ site: run(s), floor: run(floor) }));
  return { route: '/', preset, site: pairs[0]!.site, floor: pairs[0]!.floor, pairs };
}

const score = (performance: number) => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
});

const figures = (parts: Partial<Figures>): Figures => ({
  sizes: [],
  leaks: [],
  lighthouse: [],
  ...parts,
});
const messages = (f: Figures) => checkBudgets(f, budgets).map((b) => b.message);
const names = (f: Figures) => checkBudgets(f, budgets).map((b) => b.budget);

describe('checkBudgets', () => {
  it('accepts figures within every budget, a budget exactly met included', () => {
    const f = figures({
      sizes: [size('/', { js: 110, css: 20, html: 40 })],
      lighthouse: [
        row('mobile', { ...score(97), tbtMs: 250, lcpMs: 1600 }, { tbtMs: 200, lcpMs: 1000 }),
        row('desktop', { tbtMs: 900 }, { tbtMs: 880, lcpMs: 1000 }),
      ],
      longTasks: [{ route: '/', runs: [{ scriptMs: 50 }, { scriptMs: 20 }, { scriptMs: 90 }] }],
    });
    expect(checkBudgets(f, budgets)).toEqual([]);
  });

  it('lists every byte budget a route breaks, with route, size, limit and files', () => {
    const f = figures({ sizes: [size('/about', { js: 110.01, css: 21, html: 41 }), size('/')] });
    expect(names(f)).toEqual([
      'firstRender.jsGzipKB',
      'firstRender.cssGzipKB',
      'firstRender.htmlGzipKB',
    ]);
    expect(messages(f)[0]).toBe(
      '/about: first-render JS is 110.0 KB gzip, budget 110 KB (/assets/index-abc.js)',
    );
    expect(messages(f)[2]).toBe('/about: HTML is 41.0 KB gzip, budget 40 KB');
  });

  it('reports a page whose pictures weigh more than their budget on a phone or a laptop', () => {
    const heavy = { ...size('/gallery'), images: { phone: 300 * KB + 1, desktop: 200 * KB } };
    expect(messages(figures({ sizes: [heavy] }))).toEqual([
      '/gallery: its pictures at 375 px (2×) are 300.0 KB, budget 300 KB',
    ]);
  });

  it('reports a page that loads more script without interaction than its budget, unless it shows a carousel', () => {
    const heavy = { ...size('/about'), loaded: { raw: 0, gzip: 100 * KB + 1 } };
    expect(messages(figures({ sizes: [heavy] }))).toEqual([
      '/about: JS loaded without interaction is 100.0 KB gzip, budget 100 KB (/assets/index-abc.js)',
    ]);
    const carousel = { ...heavy, route: '/', carries: ['swiper'] };
    expect(messages(figures({ sizes: [carousel] }))).toEqual([]);
  });

  it('reports code that must not be in the first render, with the reason', () => {
    const f = figures({ sizes: [size('/', {}, ['swiper'])] });
    expect(messages(f)).toEqual([
      '/: swiper code is in the first-render JS (/assets/index-abc.js); it is loaded on demand',
    ]);
  });

  it("reports each route carrying another route's content once per owner", () => {
    const f = figures({
      leaks: [
        {
          foundIn: '/about',
          kind: 'html',
          owner: '/blog/seo',
          text: 'Why search visitors are different',
        },
        {
          foundIn: '/about',
          kind: 'html',
          owner: '/blog/seo',
          text: 'The three pillars of good SEO',
        },
        {
          foundIn: '/assets/index-abc.js',
          kind: 'js',
          owner: '/blog/seo',
          text: 'The three pillars of good SEO',
        },
      ],
    });
    expect(messages(f)).toEqual([
      '/about: its HTML embeds content of /blog/seo: "Why search visitors are different"',
      '/assets/index-abc.js (first-render JS) embeds content of /blog/seo: "The three pillars of good SEO"',
    ]);
  });

  it('holds each page to its scriptless copy, by the median of the pairs of runs', () => {
    const f = figures({
      lighthouse: [
        row(
          'mobile',
          [
            { ...score(99), tbtMs: 300, lcpMs: 2100 },
            { ...score(92), tbtMs: 260, lcpMs: 1400 },
            { ...score(94), tbtMs: 251, lcpMs: 1690 },
          ],
          { ...score(98), tbtMs: 200, lcpMs: 1000 },
        ),
      ],
    });
    expect(messages(f)).toEqual([
      "/ mobile: LCP is 1.69 × the scriptless page's (median of 3 paired runs), budget ≤ 1.6 ×",
      "/ mobile: TBT is 60 ms over the scriptless page's (median of 3 paired runs), budget ≤ 50 ms",
      "/ mobile: the performance score is 4 points below the scriptless page's (median of 3 paired runs), budget ≤ 3",
    ]);
    // One slow run of the page, or of its copy, moves no median.
    const once = row('mobile', [{ tbtMs: 900 }, { tbtMs: 210 }, { tbtMs: 220 }], {
      tbtMs: 200,
      lcpMs: 1200,
    });
    expect(messages(figures({ lighthouse: [once] }))).toEqual([]);
  });

  it('counts a route that could not be measured as broken', () => {
    const f = figures({
      lighthouse: [
        { route: '/', preset: 'mobile' },
        { route: '/about', preset: 'desktop', site: run(), pairs: [] },
      ],
    });
    expect(messages(f)).toEqual([
      '/ mobile: the page or its scriptless copy not measured',
      '/about desktop: the page or its scriptless copy not measured',
    ]);
  });

  it("holds the longest run of a page's scripts in one task, the median of its loads, to its budget", () => {
    const runs = [
      { scriptMs: 48, longest: 'import.then in react-r.js' },
      { scriptMs: 120.4, longest: 'MessagePort.onmessage in react-r.js' },
      { scriptMs: 61, longest: 'import.then in hydrate-h.js' },
    ];
    expect(messages(figures({ longTasks: [{ route: '/hi', runs }] }))).toEqual([
      '/hi: its scripts ran 61 ms in one task at 4× CPU (median of 3 runs; the longest 120 ms, MessagePort.onmessage in react-r.js), budget ≤ 50 ms',
    ]);
  });

  it('checks no Lighthouse budget in size-only mode', () => {
    expect(checkBudgets(figures({ sizes: [size('/')] }), budgets)).toEqual([]);
  });

  it('reads the project budgets file: the budgets of issue #36 on its routes, English and Hindi', () => {
    const project = loadBudgets(join(import.meta.dirname, '../../perf.budgets.json'));
    expect(project.firstRender.jsGzipKB).toBe(95);
    expect(project.afterLoad?.jsGzipKB).toBe(100);
    expect(project.lighthouse).toMatchObject({
      routes: ['/', '/about', '/career', '/blog/seo', '/hi', '/hi/about'],
      maxLcpRatio: { mobile: 1.05 },
      maxTbtOverFloorMs: 50,
      maxScoreBelowFloor: 3,
    });
    expect(project.longTasks.maxScriptMs).toBe(50);
  });
});

describe('content isolation', () => {
  const siteText = JSON.stringify({
    pages: [
      {
        path: '/about',
        sections: [{ type: 'prose', body: ['We are a small team in Gorakhpur, founded in 2019.'] }],
      },
      { path: '/blogs', sections: [{ type: 'post-list', heading: 'Latest articles' }] },
    ],
    blog: {
      basePath: '/blog',
      posts: [
        {
          slug: 'seo',
          excerpt: 'Shown on listing pages, so it is not a fingerprint.',
          body: ["Search visitors arrive with intent, so modest traffic converts. It's **true**."],
        },
      ],
    },
  });

  it('fingerprints each route by sentences only it owns, never by what listings show', () => {
    expect(contentFingerprints(siteText)).toEqual([
      { route: '/about', text: 'We are a small team in Gorakhpur, founded in 2019.' },
      {
        route: '/blog/seo',
        text: 'Search visitors arrive with intent, so modest traffic converts.',
      },
    ]);
  });

  it('finds a fingerprint in another route\u2019s HTML or in a shared first-render script', () => {
    const fingerprints = contentFingerprints(siteText);
    const leaks = findLeaks(
      fingerprints,
      [
        {
          route: '/about',
          html: '<p>We are a small team in Gorakhpur, founded in 2019.</p>',
          jsFiles: ['/a.js'],
        },
        {
          route: '/blog/seo',
          html: '<p>Search visitors arrive with intent, so modest traffic converts.</p><p>We are a small team in Gorakhpur, founded in 2019.</p>',
          jsFiles: ['/a.js'],
        },
        // Page 2 of a paginated list repeats its page's own sections: not a leak.
        {
          route: '/about/page/2',
          html: '<p>We are a small team in Gorakhpur, founded in 2019.</p>',
          jsFiles: [],
        },
      ],
      () => 'const t="Search visitors arrive with intent, so modest traffic converts."',
    );
    expect(leaks).toEqual([
      {
        foundIn: '/blog/seo',
        kind: 'html',
        owner: '/about',
        text: 'We are a small team in Gorakhpur, founded in 2019.',
      },
      {
        foundIn: '/a.js',
        kind: 'js',
        owner: '/blog/seo',
        text: 'Search visitors arrive with intent, so modest traffic converts.',
      },
    ]);
  });
});

describe('the scriptless copy', () => {
  it('drops every script and modulepreload, keeps stylesheets and preloads', () => {
    const html = [
      '<head><link rel="stylesheet" href="/s.css"><link rel="modulepreload" crossorigin href="/m.js">',
      '<link rel="preload" as="image" href="/hero.webp"/>',
      '<script type="application/ld+json">{"a":1}</script></head>',
      '<body><main>text</main><script type="application/json" id="site-data">{}</script>',
      '<script type="module" crossorigin src="/i.js"></script></body>',
    ].join('');
    expect(stripScripts(html)).toBe(
      '<head><link rel="stylesheet" href="/s.css"><link rel="preload" as="image" href="/hero.webp"/></head><body><main>text</main></body>',
    );
  });
});

describe('Lighthouse CI assertions (lighthouserc.json)', () => {
  // Lighthouse CI's own assertion engine, the one `lhci assert` runs (it ships no types).
  const { getAllAssertionResults } = createRequire(import.meta.url)(
    '@lhci/utils/src/assertions.js',
  ) as {
    getAllAssertionResults: (
      options: object,
      lhrs: object[],
    ) => { auditId: string; auditProperty?: string }[];
  };
  const config = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../lighthouserc.json'), 'utf8'),
  ) as { ci: { assert: object } };
  const ORIGIN = 'http://127.0.0.1:9';
  const result = (
    url: string,
    scores: Record<string, number>,
    metrics: Record<string, number>,
  ) => ({
    finalUrl: url,
    requestedUrl: url,
    categories: Object.fromEntries(
      ['performance', 'accessibility', 'best-practices', 'seo'].map((c) => [
        c,
        { id: c, score: (scores[c] ?? 100) / 100 },
      ]),
    ),
    audits: Object.fromEntries(
      ['cumulative-layout-shift', 'total-blocking-time', 'largest-contentful-paint'].map((id) => [
        id,
        { id, score: 1, numericValue: metrics[id] ?? 0 },
      ]),
    ),
  });
  /** `auditId for url` of each failed assertion, as `lhci assert` judges three runs. */
  const failed = (url: string, scores: Record<string, number>, metrics = {}) =>
    getAllAssertionResults(
      config.ci.assert,
      [1, 2, 3].map(() => result(url, scores, metrics)),
    ).map((r) => `${r.auditProperty ? `${r.auditId}:${r.auditProperty}` : r.auditId}`);

  it('holds each preset to its own scores, mobile to none of performance (the budgets hold it to its floor)', () => {
    expect(failed(`${ORIGIN}/`, { performance: 80 })).toEqual([]);
    expect(failed(`${ORIGIN}/`, { performance: 94, seo: 92 })).toEqual(['categories:seo']);
    expect(failed(`${ORIGIN}/about?preset=desktop`, { performance: 99 })).toEqual([
      'categories:performance',
    ]);
  });

  it('allows no visible layout shift: CLS 0.004 passes, 0.005 (shown as 0.01) does not', () => {
    expect(failed(`${ORIGIN}/`, {}, { 'cumulative-layout-shift': 0.004 })).toEqual([]);
    expect(failed(`${ORIGIN}/?preset=desktop`, {}, { 'cumulative-layout-shift': 0.005 })).toEqual([
      'cumulative-layout-shift',
    ]);
  });

  it('limits no TBT of its own (the budgets hold it to its floor), and asserts nothing on the scriptless copies', () => {
    expect(failed(`${ORIGIN}/`, {}, { 'total-blocking-time': 400 })).toEqual([]);
    expect(failed(`${ORIGIN}/?preset=desktop`, {}, { 'total-blocking-time': 400 })).toEqual([]);
    expect(failed(`${ORIGIN}/perf-static/about/`, { performance: 50, seo: 0 })).toEqual([]);
  });
});

describe('Lighthouse figures', () => {
  const lhr = (lcpMs: number, performance: number): LhrLike => ({
    lighthouseVersion: '12.1.0',
    categories: { performance: { score: performance }, seo: { score: 0.92 } },
    audits: {
      'first-contentful-paint': { numericValue: 800 },
      'largest-contentful-paint': { numericValue: lcpMs },
      'total-blocking-time': { numericValue: 30 },
      'cumulative-layout-shift': { numericValue: 0 },
    },
    environment: { benchmarkIndex: 2000, hostUserAgent: 'Mozilla/5.0 Chrome/156.0.7500.1 Safari' },
  });

  it("reads each URL's representative run from Lighthouse CI's manifest, scores as Lighthouse shows them", () => {
    const dir = tempDir('lhci-');
    mkdirSync(join(dir, 'lighthouse'));
    const entry = (url: string, representative: boolean, result: LhrLike, name: string) => {
      writeFileSync(join(dir, name), JSON.stringify(result));
      return { url, isRepresentativeRun: representative, jsonPath: join(dir, name) };
    };
    const manifest = [
      entry('http://localhost:1/about/', true, lhr(1700, 0.96), 'b.json'),
      entry('http://localhost:1/about/', false, lhr(2600, 0.9), 'a.json'),
      entry('http://localhost:2/about/?preset=desktop', true, lhr(900, 1), 'c.json'),
    ];
    writeFileSync(join(dir, 'lighthouse/manifest.json'), JSON.stringify(manifest));
    const runs = representativeRuns(dir);
    expect([...runs.keys()]).toEqual(['/about/', '/about/?preset=desktop']);
    expect(runs.get('/about/')).toMatchObject({
      lcpMs: 1700,
      scores: { performance: 96, seo: 92 },
      versions: 'Lighthouse 12.1.0, Chromium 156',
    });
    expect(runs.get('/about/?preset=desktop')?.lcpMs).toBe(900);
  });

  it('counts the long tasks of a run and names the longest', () => {
    const result = lhr(1200, 1);
    result.audits['long-tasks'] = { details: { items: [{ duration: 72 }, { duration: 118 }] } };
    expect(figuresOf(result).longTasks).toEqual({ count: 2, longestMs: 118 });
    expect(figuresOf(lhr(1200, 1)).longTasks).toBeUndefined();
  });
});

describe('paired runs', () => {
  it('reads every run Lighthouse CI kept, by URL, in the order they ran', () => {
    const dir = tempDir('lhci-');
    mkdirSync(join(dir, '.lighthouseci'));
    const keep = (name: string, url: string, at: string, tbt: number) =>
      writeFileSync(
        join(dir, '.lighthouseci', name),
        JSON.stringify({
          requestedUrl: url,
          fetchTime: at,
          categories: {},
          audits: { 'total-blocking-time': { numericValue: tbt } },
        }),
      );
    // File names need not follow the order of the runs.
    keep('lhr-3.json', 'http://localhost:1/about/', '2026-11-28T10:02:00.000Z', 30);
    keep('lhr-1.json', 'http://localhost:1/about/', '2026-11-28T10:00:00.000Z', 10);
    keep('lhr-2.json', 'http://localhost:1/perf-static/about/', '2026-11-28T10:01:00.000Z', 5);
    keep('lhr-4.json', 'http://localhost:1/perf-static/about/', '2026-11-28T10:03:00.000Z', 7);
    writeFileSync(join(dir, '.lighthouseci', 'lhr-9.html'), '<html></html>');
    const runs = pairedRuns(dir);
    expect([...runs.keys()]).toEqual(['/about/', '/perf-static/about/']);
    expect(runs.get('/about/')!.map((r) => r.tbtMs)).toEqual([10, 30]);
    expect(runs.get('/perf-static/about/')!.map((r) => r.tbtMs)).toEqual([5, 7]);
  });
});
