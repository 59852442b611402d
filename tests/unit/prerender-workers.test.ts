import { afterEach, describe, expect, it } from 'vitest';
import { MIN_ROUTES_PER_WORKER, slices, workerCount } from '../../scripts/lib/build/workers';

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
