import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem, validateSiteSource } from '../../src/content/validate-source';
import { scalingVerdict, growth, grewTooMuch } from '../../scripts/lib/perf/scale-analysis';
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
    expect(verdict.superLinear).toBe(false);
  });

  it('calls it super-linear when an extra route costs more at the larger size', () => {
    const verdict = scalingVerdict([
      { routes: 36, ms: 4_000 },
      { routes: 636, ms: 16_000 },
      { routes: 1236, ms: 40_000 },
    ]);
    expect(verdict.superLinear).toBe(true);
  });
});
