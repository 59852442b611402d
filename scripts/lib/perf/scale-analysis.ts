import type { Bytes } from './sizes';

export interface SizeTiming {
  label: string;
  routes: number;
  ms: number;
}

/** Growth from `before` to `after` as a fraction (0.02 = 2 %). */
export function growth(before: number, after: number): number {
  return before === 0 ? (after === 0 ? 0 : Infinity) : (after - before) / before;
}

export const GROWTH_LIMIT = 0.02;

export function grewTooMuch(before: Bytes, after: Bytes, limit = GROWTH_LIMIT): boolean {
  return growth(before.gzip, after.gzip) > limit;
}

/** Cost of each extra route between two sizes: the fixed cost (two Vite builds) cancels out. */
export function marginalMsPerRoute(smaller: SizeTiming, larger: SizeTiming): number {
  if (larger.routes === smaller.routes) throw new Error('two sizes with the same route count');
  return (larger.ms - smaller.ms) / (larger.routes - smaller.routes);
}

/**
 * Slack for timing noise on a shared two-core machine: linear growth keeps the cost of an extra
 * route the same from one size to the next; super-linear growth makes it climb.
 */
export const SUPERLINEAR_FACTOR = 1.25;

export interface ScalingVerdict {
  /** ms per extra route between consecutive sizes, smallest sizes first. */
  marginals: number[];
  superLinear: boolean;
}

export function scalingVerdict(timings: readonly SizeTiming[]): ScalingVerdict {
  const sorted = [...timings].sort((a, b) => a.routes - b.routes);
  const marginals = sorted.slice(1).map((t, i) => marginalMsPerRoute(sorted[i]!, t));
  const superLinear = marginals
    .slice(1)
    .some((m, i) => m > marginals[i]! * SUPERLINEAR_FACTOR && m - marginals[i]! > 1);
  return { marginals, superLinear };
}
