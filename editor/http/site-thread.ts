/**
 * The site's thread: runs the jobs site-work.ts sends, each as soon as it arrives (a check then
 * waits for the requests that came with it, to run only the newest of its page), and answers
 * each with its value or the refusal it threw.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { Refusal } from '../refusal';
import { siteJobs, type SiteFiles } from './site-jobs';
import type { FromSiteThread, ToSiteThread } from './site-work';

// On Linux a thread has a nice value of its own (0 names the calling thread): one step below
// the thread answering requests, which goes first when the two contend. One step only: the nice
// value weighs this thread against every process of the machine, and at the old 10 a busy
// machine (a test run, a shared server) left it a tenth of a core, a check taking 20 s.
setPriority(0, 1);

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
