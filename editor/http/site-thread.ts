/**
 * The site's thread: runs the jobs site-work.ts sends, each as soon as it arrives (a check then
 * waits for the requests that came with it, to run only the newest of its page), and answers
 * each with its value or the refusal it threw.
 */
import { constants, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { Refusal } from '../refusal';
import { siteJobs, type SiteFiles } from './site-jobs';
import type { FromSiteThread, ToSiteThread } from './site-work';

// On Linux a thread has a nice value of its own (0 names the calling thread): when the cores are
// busy, the thread answering requests goes first, and a large check takes longer instead.
setPriority(0, constants.priority.PRIORITY_BELOW_NORMAL);

const port = parentPort!;
const jobs = siteJobs(workerData as SiteFiles);

port.on('message', ({ id, kind, args }: ToSiteThread) => {
  const job = jobs[kind] as (...args: unknown[]) => unknown;
  const run = async () => job(...args);
  run().then(
    (value) =>
      port.postMessage(
        { id, value } satisfies FromSiteThread,
        value instanceof Uint8Array ? [value.buffer as ArrayBuffer] : [],
      ),
    (error: unknown) =>
      port.postMessage(
        (error instanceof Refusal
          ? {
              id,
              refusal: { status: error.status, message: error.message, headers: error.headers },
            }
          : {
              id,
              error: error instanceof Error ? error.message : String(error),
            }) satisfies FromSiteThread,
      ),
  );
});
