import { Worker, type WorkerOptions } from 'node:worker_threads';

// Workers load TypeScript through tsx (as `--import tsx` would), registered before the worker's
// own module is imported: worker threads do not inherit the loader the tsx command started with.
const TSX = ['tsx/esm/api', 'tsx/cjs/api'].map((api) => import.meta.resolve(api));

/** A worker thread running the TypeScript module at `module`. */
export function typeScriptWorker(module: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  const boot = `Promise.all(${JSON.stringify(TSX)}.map((api) => import(api).then((tsx) => tsx.register()))).then(() => import(${JSON.stringify(module.href)}));`;
  return new Worker(boot, { ...options, eval: true });
}
