/** A worker thread of the prerender: renders the slice it is given and posts back its reports. */
import { parentPort, workerData } from 'node:worker_threads';
import { renderSlice, type SliceJob } from './render-slice';

parentPort!.postMessage(await renderSlice(workerData as SliceJob));
