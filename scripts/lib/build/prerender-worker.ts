/**
 * A worker thread of the prerender: renders the pages the build's thread sends, one at a time in
 * the order they come, answering each with its report; "totals" asks for what it found in all.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pageRenderer, type PageJob, type RendererSetup } from './page-renderer';
import type { FromWorker, ToWorker } from './workers';

const port = parentPort!;
const renderer = await pageRenderer(workerData as RendererSetup);
let queue = Promise.resolve();
const answer = (message: FromWorker) => port.postMessage(message);

port.on('message', (message: ToWorker) => {
  // A page that fails rejects the queue unhandled, which stops the worker with that error.
  queue = queue.then(async () => {
    if (message === 'totals') return answer({ totals: renderer.totals() });
    const { id, job } = message as { id: number; job: PageJob };
    answer({ id, report: await renderer.render(job) });
  });
});
