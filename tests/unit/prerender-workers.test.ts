import { afterEach, describe, expect, it } from 'vitest';
import {
  MIN_ROUTES_PER_WORKER,
  inRouteOrder,
  slices,
  twinSlices,
  workerCount,
} from '../../scripts/lib/build/workers';

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
