import { serialize } from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MIN_ROUTES_PER_WORKER,
  inRouteOrder,
  slices,
  twinSlices,
  workerCount,
} from '../../scripts/lib/build/workers';
import { siteForSlice } from '../../scripts/lib/build/slice-site';
import type { Site } from '../../src/schema/site';
import { loadSite } from '../fixtures/site';

describe('the prerender split across worker threads', () => {
  const previous = process.env.BUILD_WORKERS;
  afterEach(() => {
    if (previous === undefined) delete process.env.BUILD_WORKERS;
    else process.env.BUILD_WORKERS = previous;
  });

  it('cuts the routes into contiguous slices of nearly equal length, in order, none lost', () => {
    const routes = Array.from({ length: 10 }, (_, i) => i);
    const parts = slices(routes, 3);
    expect(parts.map((p) => p.length)).toEqual([3, 3, 4]);
    expect(parts.flat()).toEqual(routes);
    expect(slices(routes, 1)).toEqual([routes]);
  });

  it('gives each thread the same addresses in every language, and puts their results back in route order', () => {
    const routes = ['/a', '/b', '/c', '/d', '/e', '/hi/a', '/hi/b', '/hi/c', '/hi/d', '/hi/e'];
    const parts = twinSlices(routes, 2, 2);
    expect(parts).toEqual([
      ['/a', '/b', '/hi/a', '/hi/b'],
      ['/c', '/d', '/e', '/hi/c', '/hi/d', '/hi/e'],
    ]);
    expect(inRouteOrder(parts, 2)).toEqual(routes);
    expect(twinSlices(routes, 2, 1)).toEqual([routes]);
    // A list that does not split evenly by language is cut as it stands.
    expect(twinSlices(routes.slice(1), 2, 2).flat()).toEqual(routes.slice(1));
    expect(inRouteOrder(twinSlices(routes.slice(1), 2, 2), 2)).toEqual(routes.slice(1));
  });

  it('keeps a small site in one thread, where a second one costs more than it saves', () => {
    delete process.env.BUILD_WORKERS;
    expect(workerCount(MIN_ROUTES_PER_WORKER - 1)).toBe(1);
    expect(workerCount(MIN_ROUTES_PER_WORKER * 100)).toBeGreaterThanOrEqual(1);
  });

  it('takes the number of threads from BUILD_WORKERS when it is set', () => {
    process.env.BUILD_WORKERS = '2';
    expect(workerCount(10)).toBe(2);
    process.env.BUILD_WORKERS = 'many';
    expect(workerCount(10)).toBe(1);
  });
});

describe("a worker's copy of the site", () => {
  const site = loadSite();
  const sliced = siteForSlice(site, [{ page: 1 }, { post: 0 }]);

  it('holds the content of its own pages and posts whole', () => {
    expect(sliced.pages[1]).toBe(site.pages[1]);
    expect(sliced.blog.posts[0]).toBe(site.blog.posts[0]);
  });

  it('leaves out the bodies and sections of the others, in every language, and keeps their cards', () => {
    const other = sliced.blog.posts[1]!;
    expect(other.body).toEqual([]);
    expect(other.hi && 'body' in other.hi).toBe(false);
    const { body: _body, hi, ...card } = site.blog.posts[1]!;
    expect(other).toMatchObject(card);
    expect(other.hi?.title).toEqual(hi?.title);
    const page = sliced.pages[0]!;
    expect(page.sections.map((s) => s.type)).toEqual(site.pages[0]!.sections.map((s) => s.type));
    // Only its type, unless it splits the page into numbered pages (the next test).
    const outlined = page.sections.filter((s) => s.type !== 'post-list');
    expect(outlined.length).toBeGreaterThan(0);
    expect(outlined.every((s) => Object.keys(s).length === 1)).toBe(true);
    expect(serialize(sliced).length).toBeLessThan(serialize(site).length);
  });

  it('keeps whole a section that splits its page into numbered pages (their addresses)', () => {
    const blog = site.pages.findIndex((p) => p.sections.some((s) => s.type === 'post-list'));
    const list = (s: Site) => s.pages[blog]!.sections.find((x) => x.type === 'post-list');
    expect(list(siteForSlice(site, []))).toBe(list(site));
  });
});
