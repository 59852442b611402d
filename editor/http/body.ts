import type { IncomingMessage } from 'node:http';
import { Refusal } from '../refusal';

/** More than any site.json an editor works on (the whole shipped site is about 0.2 MB). */
export const MAX_BODY_BYTES = 32 * 1024 * 1024;

const tooLarge = (limit: number) =>
  new Refusal(
    413,
    `That is larger than the editor accepts (${Math.round(limit / 1024 / 1024)} MB at most at once). A picture can be exported smaller (a few MB is plenty) and uploaded again.`,
  );

/** The request's bytes; a declared or actual size over `limit` is refused before the rest is read. */
export async function readBytes(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw tooLarge(limit);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The request's JSON object. A declared or actual size over `limit` is refused before the rest
 * is read; a body that is not a JSON object is refused with what was wrong.
 */
export async function readJsonObject(
  req: IncomingMessage,
  limit = MAX_BODY_BYTES,
): Promise<Record<string, unknown>> {
  const bytes = await readBytes(req, limit);
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new Refusal(400, `The request body is not JSON: ${(error as Error).message}`);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new Refusal(400, 'The request body must be a JSON object.');
  return body as Record<string, unknown>;
}
