/**
 * The build's own account of where its time went, stage by stage, for `npm run scale` (which
 * reads it from the file named by BUILD_TIMINGS) instead of guessing from the wall clock.
 */
import { writeFileSync } from 'node:fs';
import type { RouteSize } from '../first-render';

/**
 * check: site.json's one check; bundle: the two Vite builds; resolve, render, write: the
 * prerender's per-page work, summed over its worker threads; prerender: that stage's wall
 * clock; files: sitemap, feeds, _headers, _redirects; images: placeholders, originals, variants.
 */
export const STAGES = [
  'check',
  'bundle',
  'resolve',
  'render',
  'write',
  'prerender',
  'files',
  'images',
] as const;
export type Stage = (typeof STAGES)[number];
export type StageMs = Partial<Record<Stage, number>>;

/** The process's peak resident memory so far, worker threads included (maxRSS is in KB). */
export const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

export class Stopwatch {
  readonly ms: StageMs = {};
  /** The peak memory reached by the end of each stage timed in the build's own thread. */
  readonly peakMb: StageMs = {};

  /**
   * `peaks`: note the memory peak as each stage ends. A prerender thread times every page,
   * where asking the system each time would cost more than the page's own writing.
   */
  constructor(private readonly peaks = true) {}

  add(stage: Stage, ms: number): void {
    this.ms[stage] = (this.ms[stage] ?? 0) + ms;
  }

  /** Ends a stage of the build's own thread: its time, and the memory peak reached so far. */
  end(stage: Stage, ms: number): void {
    this.add(stage, ms);
    if (this.peaks) this.peakMb[stage] = peakRssMb();
  }

  time<T>(stage: Stage, work: () => T): T {
    const started = performance.now();
    try {
      return work();
    } finally {
      this.end(stage, performance.now() - started);
    }
  }

  async timeAsync<T>(stage: Stage, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.end(stage, performance.now() - started);
    }
  }

  /**
   * Counts memory used beside the build's process during `stage` (the bundling process's peak):
   * that stage's peak is taken as the two together, the most they can have been at once.
   */
  addBeside(stage: Stage, mb: number): void {
    const own = Math.round(process.memoryUsage().rss / 1024 / 1024);
    this.peakMb[stage] = Math.max(this.peakMb[stage] ?? 0, own + mb);
  }

  addAll(other: StageMs): void {
    for (const stage of STAGES) if (other[stage] !== undefined) this.add(stage, other[stage]);
  }
}

export interface BuildTimings {
  stages: StageMs;
  totalMs: number;
  /**
   * The build's peak resident memory: its process with its worker threads, or while Vite bundles
   * in a process of its own, the two together.
   */
  peakRssMb: number;
  /** The peak reached by the end of each stage (which stage raised it). */
  peakMb: StageMs;
  workers: number;
  /** First-render bytes of every page written, measured while its HTML was still in memory. */
  sizes: (RouteSize & { kind: string })[];
}

/** Writes the timings where BUILD_TIMINGS says, if it says. */
export function writeTimings(timings: Omit<BuildTimings, 'peakRssMb'>): void {
  const file = process.env.BUILD_TIMINGS;
  const peak = Math.max(peakRssMb(), ...Object.values(timings.peakMb));
  if (file) writeFileSync(file, `${JSON.stringify({ ...timings, peakRssMb: peak })}\n`);
}
