import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Worker } from 'node:worker_threads';
import type { Person } from '../git/types';
import { typeScriptWorker } from '../../scripts/lib/ts-worker';
import { Refusal } from '../refusal';
import { MAX_BODY_BYTES, readJsonBytes } from './body';
import type { SiteFiles, SiteJobs } from './site-jobs';

type Kind = keyof SiteJobs;
export type ToSiteThread = {
  [K in Kind]: { id: number; kind: K; args: Parameters<SiteJobs[K]> };
}[Kind];
export type FromSiteThread =
  | { id: number; value: unknown }
  | { id: number; refusal: { status: number; message: string; headers: Record<string, string> } }
  | { id: number; error: string };

/**
 * An answer the site's thread wrote as JSON and encoded: sent as it is, never parsed or encoded
 * on this one (the diff of the largest body is tens of MB of text).
 */
export class WrittenAnswer {
  constructor(readonly bytes: Uint8Array) {}
}

/**
 * The bodies on their way to the site's thread, or waiting there, hold at most this many bytes
 * together: eight of the largest. Past it a body is refused (429) before it is read, so a flood
 * of large bodies cannot fill the memory; the page's usual changes are patches of a few hundred
 * bytes and never come near it.
 */
export const WAITING_BYTES = 8 * MAX_BODY_BYTES;
export const BUSY_WITH_CHANGES =
  'The editor is busy with other large changes. Wait a few seconds and try again.';
const BUSY_RETRY_SECONDS = 5;

const THREAD = new URL('./site-thread.ts', import.meta.url);

/**
 * The site's data lives in a thread of its own (site-jobs.ts runs there): parsing a body, the
 * working copies, writing, the check and the diff. Only the measured bytes of a body cross to it
 * (moved, not copied) and only answers come back, most as JSON text: crossing as a structured
 * clone would cost this thread as much as parsing (on the 10,000-route copy, 85 ms to read one
 * back in; a body of distinct keys, seconds), and what this thread never builds cannot stall it.
 * One thread: on two cores a second one would take the core that answers requests. If it stops
 * (out of memory), its jobs fail and the next job starts a new one; the copies are gone, so the
 * pages send the whole site once, as after a restart.
 */
export function startSiteWork(files: SiteFiles) {
  type Waiting = Map<number, { done: (value: unknown) => void; fail: (e: Error) => void }>;
  let current: { thread: Worker; waiting: Waiting } | undefined;
  let next = 0;
  let held = 0;
  let closed = false;

  /** The thread, started when the first job needs it (again, after one stopped). */
  const live = () => {
    if (current) return current;
    const thread = typeScriptWorker(THREAD, { workerData: files });
    const waiting: Waiting = new Map();
    const started = { thread, waiting };
    // It never keeps the editor's process alive: its jobs are requests' answers, which do.
    thread.unref();
    thread.on('message', (answer: FromSiteThread) => {
      const job = waiting.get(answer.id);
      waiting.delete(answer.id);
      if ('value' in answer) job?.done(answer.value);
      else if ('refusal' in answer) {
        const { status, message, headers } = answer.refusal;
        job?.fail(new Refusal(status, message, headers));
      } else job?.fail(new Error(answer.error));
    });
    const stopped = (error: Error) => {
      if (current === started) current = undefined;
      for (const job of waiting.values()) job.fail(error);
      waiting.clear();
    };
    thread.on('error', stopped);
    thread.on('exit', (code) =>
      stopped(new Error(`The editor's site thread stopped (exit code ${code}).`)),
    );
    current = started;
    return started;
  };
  // Started now, so the first check does not wait for the thread to load the check's code.
  live();

  function ask<K extends Kind>(kind: K, ...args: Parameters<SiteJobs[K]>) {
    if (closed) return Promise.reject(new Error('The editor is stopping.'));
    const { thread, waiting } = live();
    const id = next++;
    const moved = args.flatMap((arg) => (arg instanceof Uint8Array ? [arg.buffer] : []));
    return new Promise<Awaited<ReturnType<SiteJobs[K]>>>((done, fail) => {
      waiting.set(id, { done: done as (value: unknown) => void, fail });
      thread.postMessage({ id, kind, args } as ToSiteThread, moved as ArrayBuffer[]);
    });
  }
  /** Bytes that can be moved to the thread: a small Buffer shares a pool that must stay here. */
  const own = (bytes: Buffer): Uint8Array =>
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? bytes
      : new Uint8Array(bytes);
  const written = async (bytes: Promise<Uint8Array>) => new WrittenAnswer(await bytes);

  return {
    /**
     * Reads a request's JSON body (bounded: body.ts) and runs `use` on its bytes, refusing it
     * (429, Retry-After) when the bodies already on their way would pass WAITING_BYTES.
     */
    async take<T>(
      req: IncomingMessage,
      limit = MAX_BODY_BYTES,
      use: (bytes: Uint8Array) => Promise<T>,
    ): Promise<T> {
      const declared = Number(req.headers['content-length']);
      const size = Number.isFinite(declared) && declared >= 0 ? Math.min(declared, limit) : limit;
      if (held + size > WAITING_BYTES)
        throw new Refusal(429, BUSY_WITH_CHANGES, { 'retry-after': String(BUSY_RETRY_SECONDS) });
      held += size;
      try {
        return await use(own(await readJsonBytes(req, limit)));
      } finally {
        held -= size;
      }
    },
    /** Keeps the site as loaded, named now: any later job naming it finds it, as jobs run in turn. */
    remember(text: string): string {
      const id = randomUUID();
      void ask('remember', text, id).catch(() => undefined);
      return id;
    },
    check: (bytes: Uint8Array) => written(ask('check', bytes)),
    diff: (bytes: Uint8Array) => written(ask('diff', bytes)),
    publishing: (route: 'draft' | 'publish', bytes: Uint8Array, author: Person | undefined) =>
      written(ask('publishing', route, bytes, author)),
    site: (bytes: Uint8Array) => ask('site', bytes),
    intendedText: (id: string) => ask('intendedText', id),
    write: (id: string, disk: string) => ask('write', id, disk),
    problems: (text: string) => ask('problems', text),
    saved: (...args: Parameters<SiteJobs['saved']>) => ask('saved', ...args),
    changedOnDisk: (...args: Parameters<SiteJobs['changedOnDisk']>) =>
      ask('changedOnDisk', ...args),
    async close() {
      closed = true;
      await current?.thread.terminate();
    },
  };
}

export type SiteWork = ReturnType<typeof startSiteWork>;
