/**
 * Splits the prerender across threads, one per core (the build's own and worker threads): each
 * imports the SSR bundle once, renders a contiguous slice of the routes and writes its files; the build's thread collects
 * the reports and style values in route order, so the output is the same as one thread's.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ALL_LANGUAGES } from '../../../src/i18n/languages';
import { renderSlice, type SliceJob, type SliceResult } from './render-slice';

/**
 * Threads for `routes` pages: one per core, none beyond the first for a small site, where
 * starting a thread (its own module graph and SSR bundle) costs more than it saves.
 * BUILD_WORKERS sets the number outright.
 */
export function workerCount(routes: number): number {
  const asked = Number(process.env.BUILD_WORKERS);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return Math.max(1, Math.min(availableParallelism(), Math.floor(routes / MIN_ROUTES_PER_WORKER)));
}

/** Below this many pages per thread, a second thread's start-up outweighs its share. */
export const MIN_ROUTES_PER_WORKER = 100;

/** `items` in `count` contiguous slices of nearly equal length. */
export function slices<T>(items: readonly T[], count: number): T[][] {
  return Array.from({ length: count }, (_, i) =>
    items.slice(
      Math.floor((i * items.length) / count),
      Math.floor(((i + 1) * items.length) / count),
    ),
  );
}

// Workers load TypeScript through tsx (as `--import tsx` would), registered before the worker's
// own module is imported: worker threads do not inherit the loader the tsx command started with.
const TSX = ['tsx/esm/api', 'tsx/cjs/api'].map((api) => import.meta.resolve(api));
const WORKER = new URL('./prerender-worker.ts', import.meta.url).href;

function inWorker(job: SliceJob): Promise<SliceResult> {
  const boot = `Promise.all(${JSON.stringify(TSX)}.map((api) => import(api).then((tsx) => tsx.register()))).then(() => import(${JSON.stringify(WORKER)}));`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(boot, { eval: true, workerData: job });
    worker.once('message', (result: SliceResult) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`a prerender worker stopped with exit code ${code}`));
    });
  });
}

/**
 * Renders every slice: the first in the build's own thread, each other in a worker thread. A
 * thread holds its own copy of the site (hundreds of megabytes at ten thousand routes), and the
 * build's thread, which keeps the site for the sitemap and feeds, would otherwise only wait.
 */
export async function renderSlices(
  job: Omit<SliceJob, 'routes' | 'notFound'>,
  routes: SliceJob['routes'],
): Promise<SliceResult[]> {
  const count = workerCount(routes.length);
  const jobs = slices(routes, count).map((part, i) => ({
    ...job,
    routes: part,
    notFound: ALL_LANGUAGES.filter((_, l) => l % count === i),
  }));
  const [own, ...others] = jobs;
  const threads = others.map(inWorker);
  return Promise.all([renderSlice(own!), ...threads]);
}
