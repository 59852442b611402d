import type { Bytes } from '../first-render';

/** Growth from `before` to `after` as a fraction (0.02 = 2 %). */
export function growth(before: number, after: number): number {
  return before === 0 ? (after === 0 ? 0 : Infinity) : (after - before) / before;
}

export const GROWTH_LIMIT = 0.02;

export function grewTooMuch(before: Bytes, after: Bytes, limit = GROWTH_LIMIT): boolean {
  return growth(before.gzip, after.gzip) > limit;
}

/**
 * Slack for timing noise on a shared two-core machine: linear growth keeps the cost of an extra
 * route the same from one size to the next; super-linear growth makes it climb.
 */
export const SUPERLINEAR_FACTOR = 1.25;

/**
 * The cost of each extra route between consecutive sizes (the fixed cost, two Vite builds,
 * cancels out), smallest sizes first, and whether it climbs with size.
 */
export function scalingVerdict(timings: readonly { routes: number; ms: number }[]) {
  const sorted = [...timings].sort((a, b) => a.routes - b.routes);
  const marginals = sorted
    .slice(1)
    .map((t, i) => (t.ms - sorted[i]!.ms) / (t.routes - sorted[i]!.routes));
  const superLinear = marginals
    .slice(1)
    .some((m, i) => m > marginals[i]! * SUPERLINEAR_FACTOR && m - marginals[i]! > 1);
  return { marginals, superLinear };
}
