import { mkdir, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { basename, dirname, join, resolve } from 'node:path';
import pLimit from 'p-limit';
import { ingestImage, placeholderColour, uploadName } from '../../scripts/lib/images/ingest';
import { UPLOADS } from '../../scripts/lib/site-file';
import type { UploadResponse } from '../protocol/api-types';
import { readBytes } from './body';
import { Refusal } from '../refusal';

/** A phone photo is 3–12 MB; a file larger than this is no photo the site should take. */
export const MAX_UPLOAD_BYTES = 40 * 1024 * 1024;

/**
 * Pictures taken in at once: each holds its bytes (up to MAX_UPLOAD_BYTES) and sharp's decoding
 * of it. The rest wait their turn with their bytes still unread (the sender waits on the
 * connection); past UPLOADS_WAITING waiting, the editor says it is busy rather than queue more.
 * 30 uploads of 10 MB at once took 890 MB when all were read together.
 */
export const UPLOADS_AT_ONCE = 2;
export const UPLOADS_WAITING = 8;
export const BUSY_WITH_PICTURES =
  'The editor is busy taking in other pictures. Wait a few seconds and upload this one again.';
const BUSY_RETRY_SECONDS = 5;
const uploads = pLimit(UPLOADS_AT_ONCE);

/** Where an upload named `name` is written; refused unless that is a file in public/uploads/. */
export function uploadTarget(publicDir: string, name: string): string {
  const folder = resolve(publicDir, UPLOADS);
  const target = resolve(folder, name);
  if (dirname(target) !== folder || basename(target) !== name)
    throw new Refusal(400, `An upload is stored in public/${UPLOADS}/ only, not at ${name}.`);
  return target;
}

/**
 * Takes a picture sent by the editor's page: ingested (upright, no metadata, sRGB, at most
 * 2560 px), stored in public/uploads/ under a readable, unique name; refused, with what to do,
 * and nothing written, when it is no picture the site can show.
 */
export function receiveUpload(
  req: IncomingMessage,
  publicDir: string,
  originalName: string,
): Promise<UploadResponse> {
  if (uploads.pendingCount >= UPLOADS_WAITING)
    return Promise.reject(
      new Refusal(429, BUSY_WITH_PICTURES, { 'retry-after': String(BUSY_RETRY_SECONDS) }),
    );
  return uploads(() => take(req, publicDir, originalName));
}

async function take(
  req: IncomingMessage,
  publicDir: string,
  originalName: string,
): Promise<UploadResponse> {
  const input = await readBytes(req, MAX_UPLOAD_BYTES);
  const result = await ingestImage(input);
  if (!result.ok) throw new Refusal(422, result.message);
  const name = uploadName(originalName, result.data, result.format);
  const target = uploadTarget(publicDir, name);
  await mkdir(join(publicDir, UPLOADS), { recursive: true });
  await writeFile(target, result.data);
  return {
    src: `/${UPLOADS}/${name}`,
    width: result.width,
    height: result.height,
    color: await placeholderColour(result.data),
  };
}
