/** The tables `npm run perf` prints of its Lighthouse and long-task runs. */
import { longestTasks, median, overFloor, type LighthouseRow, type LongTaskRow } from './budgets';
import { CPU_SLOWDOWN } from './long-tasks';
import { printTable } from './run';

const ms = (value?: number) => (value === undefined ? '–' : Math.round(value));

/** The representative run of each page (the one its report shows), as Lighthouse CI picks it. */
export function printRepresentative(rows: readonly LighthouseRow[]): void {
  printTable(
    rows.map((row) => ({
      route: row.route,
      preset: row.preset,
      ...row.site?.scores,
      'FCP ms': ms(row.site?.fcpMs),
      'LCP ms': ms(row.site?.lcpMs),
      'TBT ms': ms(row.site?.tbtMs),
      'long tasks': row.site?.longTasks?.count ?? '–',
      'longest ms': ms(row.site?.longTasks?.longestMs),
      CLS: row.site?.cls.toFixed(3) ?? '–',
    })),
  );
}

/** Each page against its scriptless copy: medians over the pairs of runs. */
export function printOverFloor(rows: readonly LighthouseRow[]): void {
  printTable(
    rows.map((row) => {
      const pairs = row.pairs ?? [];
      const of = (values: number[]) => (values.length ? median(values) : undefined);
      const added = overFloor(row);
      return {
        route: row.route,
        preset: row.preset,
        pairs: pairs.length,
        'TBT ms': ms(of(pairs.map((p) => p.site.tbtMs))),
        'floor TBT ms': ms(of(pairs.map((p) => p.floor.tbtMs))),
        'TBT over floor ms': ms(added?.tbtMs),
        'LCP ms': ms(of(pairs.map((p) => p.site.lcpMs))),
        'LCP ÷ floor': added?.lcpRatio.toFixed(2) ?? '–',
        score: ms(of(pairs.map((p) => p.site.scores.performance ?? 0))),
        'floor score': ms(of(pairs.map((p) => p.floor.scores.performance ?? 0))),
        'points below floor': added?.scoreGap ?? '–',
      };
    }),
  );
}

/** The most each route's scripts ran in one task at 4× CPU. */
export function printLongTasks(rows: readonly LongTaskRow[]): void {
  printTable(
    rows.map((row) => {
      const { medianMs, worst } = longestTasks(row);
      return {
        route: row.route,
        runs: row.runs.length,
        [`scripts in one task at ${CPU_SLOWDOWN}× (median) ms`]: ms(medianMs),
        'longest ms': ms(worst?.scriptMs),
        'its longest script': worst?.longest ?? 'no long task of a script',
      };
    }),
  );
}

/**
 * Lighthouse scales its CPU throttling by a benchmark it runs first; when other work shares the
 * CPU the benchmark drops and TBT and the scores of that run come out pessimistic. The pairs move
 * together, but not always by the same amount: the warning says how many runs saw it.
 */
export function slowRuns(rows: readonly LighthouseRow[]): string | undefined {
  const benchmarks = rows
    .flatMap((row) => row.pairs ?? [])
    .flatMap((pair) => [pair.site.benchmarkIndex, pair.floor.benchmarkIndex]);
  const best = Math.max(...benchmarks);
  const slow = benchmarks.filter((index) => index < best * 0.75);
  return slow.length > 0
    ? `Warning: ${slow.length} of ${benchmarks.length} runs saw a CPU benchmark below 75 % of the best (${Math.round(best)}): other work shared the CPU, so TBT and scores may be pessimistic; re-run on an idle machine.`
    : undefined;
}
