import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectTwiceTheWork } from '../fixtures/linear';
import { formatProblem, validateSiteSource } from '../../src/content/validate-source';
import { locatorOf } from '../../src/content/locate';
import { inlineLinks } from '../../src/content/links';
import { resolveRoute } from '../../src/content/route-data';
import { listRoutes, postPath } from '../../src/content/routes';
import { linkIndexOf } from '../../src/content/check/link-index';
import { walkStrings } from '../../src/content/check/walk';
import { closest, suggester } from '../../src/base/suggest';
import { SiteSchema, type Site, type SiteInput } from '../../src/schema/site';
import {
  scalingVerdict,
  growth,
  grewTooMuch,
  stageMarginals,
} from '../../scripts/lib/perf/scale-analysis';
import { headVersion } from '../../src/content/versions';
import { syntheticSite } from '../../scripts/lib/perf/synthetic-site';
import { ROOT, siteInput } from '../fixtures/site';

const base = siteInput();
const realPosts = base.blog.posts ?? [];

describe('syntheticSite', () => {
  const site = syntheticSite(base, { posts: 20, pages: 5 });
  const text = JSON.stringify(site, null, 2);

  it('passes the same validation as site.json with no error, assets included', () => {
    const result = validateSiteSource(text, {
      assetExists: (path) => existsSync(join(ROOT, 'public', path)),
    });
    // Warnings (long synthetic titles, pages no menu links to) are what a real editor would get.
    const errors = result.problems.filter((p) => p.severity === 'error');
    expect(errors.map(formatProblem)).toEqual([]);
    expect(result.site?.blog.posts).toHaveLength(realPosts.length + 20);
    expect(result.site?.pages).toHaveLength(base.pages.length + 5);
  });

  it('gives every post a unique slug and id, and every page a unique path', () => {
    const posts = site.blog.posts ?? [];
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
    expect(new Set(posts.map((p) => p.id)).size).toBe(posts.length);
    expect(new Set(site.pages.map((p) => p.path)).size).toBe(site.pages.length);
  });

  it('publishes every copy in Hindi as the real site publishes its pages and posts', () => {
    const result = validateSiteSource(text, { assetExists: () => true });
    const parsed = result.site!;
    const copies = [
      ...parsed.pages.slice(base.pages.length).map((p) => p.path),
      ...parsed.blog.posts.slice(realPosts.length).map((p) => postPath(parsed, p.slug)),
    ];
    expect(copies).toHaveLength(25);
    for (const path of copies) expect(headVersion(parsed, 'hi', path).noindex).toBe(false);
  });

  it('keeps the real posts the newest, so "latest posts" lists are unchanged', () => {
    const earliestReal = realPosts.map((p) => p.date).sort()[0]!;
    const generated = (site.blog.posts ?? []).slice(realPosts.length);
    expect(generated.every((p) => p.date < earliestReal)).toBe(true);
  });

  it('is the same on every run', () => {
    expect(JSON.stringify(syntheticSite(base, { posts: 20, pages: 5 }), null, 2)).toBe(text);
  });
});

describe('scale verdicts', () => {
  it('measures growth as a fraction and flags more than 2 %', () => {
    expect(growth(100, 102)).toBeCloseTo(0.02);
    expect(grewTooMuch({ raw: 0, gzip: 1000 }, { raw: 0, gzip: 1020 })).toBe(false);
    expect(grewTooMuch({ raw: 0, gzip: 1000 }, { raw: 0, gzip: 1021 })).toBe(true);
  });

  it('calls build time linear when each extra route costs the same', () => {
    const verdict = scalingVerdict([
      { routes: 36, ms: 4_000 },
      { routes: 636, ms: 16_000 },
      { routes: 1236, ms: 28_500 },
    ]);
    expect(verdict.marginals.map((m) => Math.round(m))).toEqual([20, 21]);
    expect(verdict.linear).toBe(true);
  });

  it('calls it linear up to the last step costing 1.25 × the first, and not beyond', () => {
    const steps = (last: number) =>
      scalingVerdict([
        { routes: 1000, ms: 10_000 },
        { routes: 2000, ms: 20_000 },
        { routes: 3000, ms: 30_000 },
        { routes: 4000, ms: 40_000 + last },
      ]);
    expect(steps(2_500)).toMatchObject({ ratio: 1.25, linear: true });
    expect(steps(2_510).linear).toBe(false);
  });

  it('calls it super-linear when an extra route costs more at the larger size', () => {
    const verdict = scalingVerdict([
      { routes: 36, ms: 4_000 },
      { routes: 636, ms: 16_000 },
      { routes: 1236, ms: 40_000 },
    ]);
    expect(verdict.linear).toBe(false);
    expect(verdict.ratio).toBe(2);
  });

  it('calls it inconclusive when a larger size built no slower (noise swamped it)', () => {
    const verdict = scalingVerdict([
      { routes: 200, ms: 19_100 },
      { routes: 400, ms: 14_000 },
      { routes: 600, ms: 19_700 },
    ]);
    expect(verdict.verdict).toBe('inconclusive');
    expect(verdict.linear).toBe(false);
  });

  it('gives each stage its own cost per extra route, leaving out a stage a run lacks', () => {
    const marginals = stageMarginals([
      { routes: 100, stages: { check: 100, render: 1_000, images: 5 } },
      { routes: 200, stages: { check: 200, render: 2_000 } },
      { routes: 400, stages: { check: 600, render: 4_000 } },
    ]);
    expect(marginals).toEqual({ check: [1, 2], render: [10, 10] });
  });
});

describe('the problem locator', () => {
  /** A synthetic site's text and a problem at every title in it, as a grown site warns. */
  const sized = (posts: number) => {
    const text = JSON.stringify(syntheticSite(base, { posts, pages: posts / 5 }), null, 2);
    const offsets = [...text.matchAll(/"title": /g)].map((m) => m.index);
    return { text, offsets };
  };

  it('finds line and column as the text says', () => {
    const { text, offsets } = sized(50);
    const locator = locatorOf(text);
    for (const offset of [0, ...offsets.slice(0, 20), text.length]) {
      const lines = text.slice(0, offset).split('\n');
      expect(locator.positionAt(offset)).toEqual({
        line: lines.length,
        column: lines.at(-1)!.length + 1,
      });
    }
  });

  it('costs the text once plus a few steps per problem: twice the site, twice the work', () => {
    const steps = (posts: number) => {
      const { text, offsets } = sized(posts);
      const locator = locatorOf(text);
      for (const offset of offsets) locator.positionAt(offset);
      return { steps: locator.steps, chars: text.length, problems: offsets.length };
    };
    const large = steps(2000);
    expectTwiceTheWork(steps(1000), large);
    expect(large.steps).toBeLessThan(2 * large.chars);
  });
});

/** A grown site whose pages and posts count every read of them (by index) in `reads`. */
function watchedSite(posts: number, grow: (site: SiteInput) => SiteInput = (site) => site) {
  const site = SiteSchema.parse(grow(syntheticSite(base, { posts, pages: posts / 5 })));
  const counter = { reads: 0 };
  const counting = <T extends object>(list: readonly T[]): readonly T[] =>
    new Proxy(list, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) counter.reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
  const watched: Site = {
    ...site,
    pages: counting(site.pages) as Site['pages'],
    blog: { ...site.blog, posts: counting(site.blog.posts) as Site['blog']['posts'] },
  };
  return { site, watched, counter };
}

describe('route resolution', () => {
  it('reads each page and post a few times to resolve every route: twice the site, twice the reads', () => {
    const reads = (posts: number) => {
      const { site, watched, counter } = watchedSite(posts);
      const routes = listRoutes(site);
      for (const route of routes) expect(resolveRoute(watched, route.path)).toBeDefined();
      return { reads: counter.reads, routes: routes.length };
    };
    const small = reads(1000);
    const large = reads(2000);
    expect(large.routes).toBeGreaterThan(1.9 * small.routes);
    // A scan of the pages or posts per route (or a sort of every post per list page) would be
    // routes × posts: about 4× here.
    expect(large.reads / small.reads).toBeLessThan(2.2);
    expect(large.reads).toBeLessThan(4 * large.routes);
  });
});

describe('the link index', () => {
  /** Every synthetic page also has an old address, and every tenth an alias to a removed page. */
  const withAliases = (site: SiteInput): SiteInput => ({
    ...site,
    aliases: [
      ...(site.aliases ?? []),
      ...site.pages
        .filter((page) => page.path.startsWith('/scale-page-'))
        .map((page, i) => ({
          from: `/old${page.path}`,
          to: i % 10 === 0 ? '/scale-page-gone' : page.path,
        })),
    ],
  });

  const checked = (posts: number) => {
    const { watched, counter } = watchedSite(posts, withAliases);
    const links = linkIndexOf(watched);
    const problems: string[] = [];
    let hrefs = 0;
    walkStrings(watched, [], (text, _path, key) => {
      for (const href of [...(key === 'href' ? [text] : []), ...inlineLinks(text)])
        if (href.startsWith('/')) {
          hrefs++;
          const problem = links.linkProblem(href);
          if (problem) problems.push(problem);
        }
    });
    for (const alias of watched.aliases) {
      const problem = links.aliasProblem(alias.to);
      if (problem) problems.push(problem);
    }
    return { steps: links.steps + counter.reads, hrefs, problems, aliases: watched.aliases.length };
  };

  it('costs the routes once plus one step per link or alias: twice the site, twice the work', () => {
    const small = checked(1000);
    const large = checked(2000);
    expect(large.hrefs).toBeGreaterThan(1.9 * small.hrefs);
    expect(large.aliases).toBeGreaterThan(1.9 * small.aliases);
    // Scanning every page per alias, or every address per broken link for a suggestion, would
    // be aliases × routes: about 4× here.
    expect(large.steps / small.steps).toBeLessThan(2.2);
  });

  it('says where a removed page was meant, once per alias, as the check always has', () => {
    const { problems, aliases } = checked(250);
    const gone = problems.filter((p) => p.includes('/scale-page-gone'));
    expect(gone).toHaveLength(Math.ceil((aliases - (base.aliases ?? []).length) / 10));
    // One suggestion for all of them: the first synthetic page, however its number is padded.
    expect(new Set(gone).size).toBe(1);
    expect(gone[0]).toMatch(
      /^redirects to "\/scale-page-gone", which is not a page — did you mean "\/scale-page-0+1"\?$/,
    );
  });
});

describe('the suggester', () => {
  const candidates = [
    '/about',
    '/blogs',
    '/blog/seo',
    '/contact',
    '/careers',
    '/',
    '/ca',
    '/blogs/page/2',
  ];

  it('suggests exactly what closest does, whatever the input', () => {
    const ask = suggester(candidates);
    for (const input of [
      '/abuot',
      '/blog',
      '/blogz',
      '/contcat',
      '/x',
      '/carrers',
      '/blogs/page/3',
      '/b',
      '',
    ])
      expect(ask.didYouMean(input)).toBe(
        closest(input, candidates) ? ` — did you mean "${closest(input, candidates)}"?` : '',
      );
  });

  it('compares only candidates of a length that could be close, and an input asked again not at all', () => {
    const ask = suggester(candidates);
    ask.didYouMean('/abuot');
    const once = ask.steps;
    // "/abuot" may differ in 2 letters: only candidates of 4 to 8 letters can be that close.
    expect(once).toBe(candidates.filter((c) => Math.abs(c.length - 6) <= 2).length);
    ask.didYouMean('/abuot');
    expect(ask.steps).toBe(once);
  });
});
