import type { Bytes } from '../first-render';
import { STAGES, type Stage, type StageMs } from '../build/timings';

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

/** The cost of each extra route between consecutive sizes, smallest sizes first. */
function marginalsOf(points: readonly { routes: number; ms: number }[]): number[] {
  const sorted = [...points].sort((a, b) => a.routes - b.routes);
  return sorted.slice(1).map((t, i) => (t.ms - sorted[i]!.ms) / (t.routes - sorted[i]!.routes));
}

/**
 * The cost of each extra route between consecutive sizes (fixed costs, such as the two Vite
 * builds, cancel out), smallest sizes first, and the verdict: linear only when the last step's
 * extra route costs at most SUPERLINEAR_FACTOR times the first step's. A step that made the
 * build no slower says only that other work on the machine swamped the measurement.
 */
export function scalingVerdict(timings: readonly { routes: number; ms: number }[]) {
  const marginals = marginalsOf(timings);
  if (marginals.length < 2) throw new Error('a verdict needs at least three sizes');
  const ratio = marginals.at(-1)! / marginals[0]!;
  const verdict: 'linear' | 'super-linear' | 'inconclusive' = marginals.some((m) => m <= 0)
    ? 'inconclusive'
    : ratio <= SUPERLINEAR_FACTOR
      ? 'linear'
      : 'super-linear';
  return { marginals, ratio, verdict, linear: verdict === 'linear' };
}

/** Each stage's cost per extra route between consecutive sizes, for the stages every run has. */
export function stageMarginals(
  runs: readonly { routes: number; stages: StageMs }[],
): Partial<Record<Stage, number[]>> {
  const result: Partial<Record<Stage, number[]>> = {};
  for (const stage of STAGES) {
    if (runs.some((run) => run.stages[stage] === undefined)) continue;
    result[stage] = marginalsOf(runs.map((r) => ({ routes: r.routes, ms: r.stages[stage]! })));
  }
  return result;
}
