import type {
  CheckResponse,
  CopyName,
  DiffResponse,
  LoadResponse,
  SaveResponse,
  UploadResponse,
} from '../protocol/api-types';
import type { LiveState, PublishDraft, PublishResult } from '../protocol/publish';
import type { Choices } from '../protocol/conflict';
import { createSender } from '../working-copy/sender';
import { failureOf, reach } from './words/failures';

// The server gives this session's token to its own page only; every change carries it.
const token = document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content ?? '';

/** The server no longer keeps the copy a patch was made to. */
class CopyGone extends Error {}

async function call<T>(route: string, body?: unknown): Promise<T> {
  const response = await reach(`/api/${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers:
      body === undefined ? {} : { 'content-type': 'application/json', 'x-editor-token': token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 409) throw new CopyGone(await failureOf(response));
  if (!response.ok) throw new Error(await failureOf(response));
  return (await response.json()) as T;
}

const site = createSender();

/** A request about `data`, sent as its changes from the server's copy (once whole if that is gone). */
async function about<T extends CopyName>(route: string, data: unknown, rest = {}): Promise<T> {
  const ask = () => call<T>(route, { ...rest, ...site.body(data) });
  const answer = await ask().catch((error: unknown) => {
    if (!(error instanceof CopyGone)) throw error;
    site.forget();
    return ask();
  });
  if (answer.copy) site.held(data, answer.copy);
  return answer;
}

/** Sends the picture itself (not JSON); the answer is where it was stored, or why it was not. */
async function upload(file: File): Promise<UploadResponse> {
  const response = await reach(`/api/upload?name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    headers: { 'content-type': file.type || 'application/octet-stream', 'x-editor-token': token },
    body: file,
  });
  if (!response.ok) throw new Error(await failureOf(response));
  return (await response.json()) as UploadResponse;
}

const load = () =>
  call<LoadResponse>('load').then((loaded) => {
    if (loaded.copy) site.held(loaded.data, loaded.copy);
    return loaded;
  });

/** Reads of a file that does not parse, and the pause between them, before it counts as broken. */
const READS = 5;
const PAUSE_MS = 200;

/**
 * The file, read again while it does not parse: a program rewriting it in place (git, a text
 * editor saving) leaves it half written for a moment, which is no typing mistake.
 */
async function loadSettled(): Promise<LoadResponse> {
  for (let read = 1; ; read++) {
    const loaded = await load();
    if (loaded.data !== null || read >= READS) return loaded;
    await new Promise((done) => setTimeout(done, PAUSE_MS));
  }
}

export const api = {
  upload,
  load: loadSettled,
  check: (data: unknown) => about<CheckResponse>('check', data),
  /** `remove`: uploads the save would delete with the data. */
  diff: (data: unknown, remove: readonly string[] = []) =>
    about<DiffResponse>('diff', data, remove.length ? { remove } : {}),
  save: (baseVersion: string, data: unknown, remove: readonly string[] = []) =>
    about<SaveResponse>('save', data, { baseVersion, ...(remove.length ? { remove } : {}) }),
  draft: (data: unknown) => about<PublishDraft & CopyName>('draft', data),
  publish: (message: string, everything: boolean, choices: Choices = {}) =>
    call<PublishResult>('publish', { message, everything, choices }),
  live: (version: string) => call<LiveState>(`live?commit=${encodeURIComponent(version)}`),
};
