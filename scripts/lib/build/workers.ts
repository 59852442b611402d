/**
 * Splits the prerender across threads, one per core (the build's own and worker threads): each
 * imports the SSR bundle once, renders a contiguous slice of the addresses in every language and
 * writes its files; the build's thread collects the reports and style values in route order, so
 * the output is the same as one thread's.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ALL_LANGUAGES } from '../../../src/i18n/languages';
import { renderSlice, type SliceJob, type SliceResult } from './render-slice';
import { siteForSlice } from './slice-site';

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

/**
 * `routes` (every address in the first language, then the same addresses in each other one) cut
 * into `count` slices, each holding its addresses in every language: whether a page is
 * translated decides both twins' heads, and is then worked out once, in one thread.
 */
export function twinSlices<T>(routes: readonly T[], languages: number, count: number): T[][] {
  const per = routes.length / languages;
  if (!Number.isInteger(per)) return slices(routes, count);
  const bases = Array.from({ length: per }, (_, i) => i);
  return slices(bases, count).map((part) =>
    Array.from({ length: languages }, (_, l) => part.map((base) => routes[l * per + base]!)).flat(),
  );
}

/** What twin slices gave for each of their routes, back in the order of `routes`. */
export function inRouteOrder<T>(parts: readonly (readonly T[])[], languages: number): T[] {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  // As twinSlices: a list that does not split evenly by language was cut as it stands.
  if (!Number.isInteger(total / languages)) return parts.flat();
  return Array.from({ length: languages }, (_, l) =>
    parts.flatMap((part) => {
      const per = part.length / languages;
      return part.slice(l * per, (l + 1) * per);
    }),
  ).flat();
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
 * thread holds its own copy of what it is given (a worker, the content of its slice only:
 * slice-site.ts), and the build's thread, which keeps the site for the sitemap and feeds, would
 * otherwise only wait.
 */
export async function renderSlices(
  job: Omit<SliceJob, 'routes' | 'notFound'>,
  routes: SliceJob['routes'],
): Promise<SliceResult[]> {
  const count = workerCount(routes.length);
  const jobs = twinSlices(routes, ALL_LANGUAGES.length, count).map((part, i) => ({
    ...job,
    routes: part,
    notFound: ALL_LANGUAGES.filter((_, l) => l % count === i),
  }));
  const [own, ...others] = jobs;
  // The build's thread keeps the whole site (the sitemap, feeds and headers need it); a worker
  // is given the content of its own slice only.
  const threads = others.map((other) =>
    inWorker({ ...other, site: siteForSlice(other.site, other.routes) }),
  );
  return Promise.all([renderSlice(own!), ...threads]);
}
