/**
 * The threads that render the pages the build's thread resolves: one worker thread per core on
 * a large site (each imports the SSR bundle once and is sent the pages one by one), the build's
 * own thread on a small one, where starting a thread costs more than it saves.
 */
import { availableParallelism } from 'node:os';
import {
  pageRenderer,
  type PageJob,
  type RendererSetup,
  type RendererTotals,
  type RouteReport,
} from './page-renderer';
import { typeScriptWorker } from '../ts-worker';

/**
 * Threads for `routes` pages: one per core, none beyond the build's own for a small site, where
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

export type ToWorker = { id: number; job: PageJob } | 'totals';
export type FromWorker = { id: number; report: RouteReport } | { totals: RendererTotals };

/** A renderer as the build's thread uses it, wherever it runs. */
export interface Renderer {
  /** Pages it may be rendering at once: more than one keeps a worker busy between messages. */
  window: number;
  render(job: PageJob): Promise<RouteReport>;
  /** What it found in all its pages; a worker stops after answering. */
  finish(): Promise<RendererTotals>;
}

const WORKER = new URL('./prerender-worker.ts', import.meta.url);

function inWorker(setup: RendererSetup): Renderer {
  const worker = typeScriptWorker(WORKER, { workerData: setup });
  const waiting = new Map<
    number,
    { resolve: (report: RouteReport) => void; reject: (e: Error) => void }
  >();
  let onTotals: ((totals: RendererTotals) => void) | undefined;
  let failed: Error | undefined;
  let finishing = false;
  let next = 0;
  const fail = (error: Error) => {
    failed ??= error;
    for (const { reject } of waiting.values()) reject(failed);
    waiting.clear();
  };
  worker.on('message', (message: FromWorker) => {
    if ('totals' in message) return onTotals?.(message.totals);
    waiting.get(message.id)?.resolve(message.report);
    waiting.delete(message.id);
  });
  worker.once('error', fail);
  worker.once('exit', (code) => {
    // Stopped by finish() once it has answered: the end it was asked for.
    if (finishing) return;
    if (code !== 0 || waiting.size > 0)
      fail(new Error(`a prerender worker stopped with exit code ${code}`));
  });
  return {
    window: 4,
    render(job) {
      if (failed) return Promise.reject(failed);
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, job } satisfies ToWorker);
      });
    },
    finish() {
      if (failed) return Promise.reject(failed);
      return new Promise((resolve, reject) => {
        onTotals = (totals) => {
          finishing = true;
          void worker.terminate().then(() => resolve(totals), reject);
        };
        worker.once('error', reject);
        worker.postMessage('totals' satisfies ToWorker);
      });
    },
  };
}

async function inThisThread(setup: RendererSetup): Promise<Renderer> {
  const renderer = await pageRenderer(setup);
  return {
    // One page at a time: the stopwatch of a renderer times one page's render at once.
    window: 1,
    render: (job) => renderer.render(job),
    finish: async () => renderer.totals(),
  };
}

/** `count` renderers: worker threads, or the build's own thread when only one is asked for. */
export async function renderers(count: number, setup: RendererSetup): Promise<Renderer[]> {
  if (count <= 1) return [await inThisThread(setup)];
  return Array.from({ length: count }, () => inWorker(setup));
}

/**
 * Renders `jobs` (made one by one, as a renderer has room for the next) across `pool`, each to
 * the renderer with the fewest pages in hand, and gives the reports back in the order of the
 * jobs. The jobs are made lazily so the build's thread holds only a few resolved pages at once.
 */
export async function renderAll(
  pool: readonly Renderer[],
  jobs: Iterable<PageJob>,
): Promise<RouteReport[]> {
  const reports: RouteReport[] = [];
  const inHand = pool.map(() => 0);
  const running = new Set<Promise<void>>();
  let failed: { error: unknown } | undefined;
  let index = 0;
  for (const job of jobs) {
    let free = freest(pool, inHand);
    while (free === undefined && !failed) {
      await Promise.race(running);
      free = freest(pool, inHand);
    }
    if (failed) break;
    const at = index++;
    const renderer = free!;
    inHand[renderer] = inHand[renderer]! + 1;
    const done: Promise<void> = pool[renderer]!.render(job).then(
      (report) => {
        reports[at] = report;
        inHand[renderer] = inHand[renderer]! - 1;
        running.delete(done);
      },
      (error: unknown) => {
        failed ??= { error };
        running.delete(done);
      },
    );
    running.add(done);
  }
  await Promise.all(running);
  if (failed) throw failed.error;
  return reports;
}

/** The renderer with the fewest pages in hand, if any has room. */
function freest(pool: readonly Renderer[], inHand: readonly number[]): number | undefined {
  let best: number | undefined;
  pool.forEach((renderer, i) => {
    if (inHand[i]! < renderer.window && (best === undefined || inHand[i]! < inHand[best]!))
      best = i;
  });
  return best;
}
