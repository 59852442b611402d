import type {
  CheckResponse,
  DiffResponse,
  LoadResponse,
  SaveResponse,
  UploadResponse,
} from '../api-types';
import type { PublishDraft, PublishResult } from '../git/types';
import type { Choices } from '../merge/merge';
import { failureOf, reach } from './words/failures';

// The server gives this session's token to its own page only; every change carries it.
const token = document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content ?? '';

async function call<T>(route: string, body?: unknown): Promise<T> {
  const response = await reach(`/api/${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers:
      body === undefined ? {} : { 'content-type': 'application/json', 'x-editor-token': token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(await failureOf(response));
  return (await response.json()) as T;
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

export const api = {
  upload,
  load: () => call<LoadResponse>('load'),
  check: (data: unknown) => call<CheckResponse>('check', { data }),
  diff: (data: unknown) => call<DiffResponse>('diff', { data }),
  save: (baseVersion: string, data: unknown) => call<SaveResponse>('save', { baseVersion, data }),
  draft: (data: unknown) => call<PublishDraft>('draft', { data }),
  publish: (message: string, choices: Choices = {}) =>
    call<PublishResult>('publish', { message, choices }),
};
