import type { IncomingMessage } from 'node:http';
import { Refusal } from '../refusal';
import { JsonMeter } from './json-meter';

/** More than any site.json an editor works on (the whole shipped site is about 0.6 MB). */
export const MAX_BODY_BYTES = 32 * 1024 * 1024;

/**
 * The deepest a body may nest. site.json nests 11 levels of objects and lists (the site, its
 * pages, a page, its sections, a section, its cards, a card, its meta, one item, its Hindi, one
 * field's translation), and so does the 10,000-route copy of `npm run scale:editor`: depth does not grow
 * with the site. A body adds one (the site inside it), a patch three (the body, its list of
 * changes, one change). 64 is five times what any of them needs, and far below what would
 * exhaust a recursive walk's stack (the check, the diff).
 */
export const MAX_DEPTH = 64;

/**
 * The most values (objects, lists, texts, numbers…) a body may hold. The real site holds 9,022,
 * 64 bytes each written without spaces; the 10,000-route copy 1.74 million, 107 bytes each, in
 * 186 MB. A whole site within MAX_BODY_BYTES thus holds at most about 530,000, and 2 million
 * leaves a wide margin for denser content. Bytes alone do not bound the work: 32 MB of `0,` or
 * `{},` is 10 to 16 million values, hundreds of MB once parsed.
 */
export const MAX_VALUES = 2_000_000;

const tooLarge = (limit: number) =>
  new Refusal(
    413,
    `That is larger than the editor accepts (${Math.round(limit / 1024 / 1024)} MB at most at once). A picture can be exported smaller (a few MB is plenty) and uploaded again.`,
  );

/**
 * The request's bytes; a declared or actual size over `limit` is refused before the rest is read.
 * `each` sees every piece as it arrives, and may refuse the body by throwing.
 */
export async function readBytes(
  req: IncomingMessage,
  limit: number,
  each?: (chunk: Buffer) => void,
): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw tooLarge(limit);
    each?.(chunk as Buffer);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const count = (n: number) => n.toLocaleString('en-US');

const tooManyValues = () =>
  new Refusal(
    413,
    `The change holds more than ${count(MAX_VALUES)} values; the editor accepts at most that many at once (a whole site of 10,000 pages and posts holds about 1.7 million).`,
  );

/**
 * The request's JSON text, bounded in size, depth and number of values, not yet parsed: measured
 * as it arrives (json-meter.ts), and refused as soon as it holds too many values; a body nested
 * too deep is read to its end, to say how deep.
 */
export async function readJsonBytes(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const meter = new JsonMeter();
  const bytes = await readBytes(req, limit, (chunk) => {
    if (!meter.feed(chunk, MAX_VALUES)) throw tooManyValues();
  });
  if (meter.depth > MAX_DEPTH)
    throw new Refusal(
      400,
      `The change is nested ${count(meter.depth)} levels deep; the editor accepts at most ${MAX_DEPTH}.`,
    );
  return bytes;
}

/** The JSON object `bytes` holds (already measured); anything else is refused with what was wrong. */
export function jsonObjectOf(bytes: Uint8Array): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString());
  } catch (error) {
    throw new Refusal(400, `The request body is not JSON: ${(error as Error).message}`);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new Refusal(400, 'The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

/**
 * The request's JSON object, parsed on this thread: size, depth and number of values are refused
 * before the parser sees the text; a body that is not a JSON object is refused with what was wrong.
 */
export async function readJsonObject(
  req: IncomingMessage,
  limit = MAX_BODY_BYTES,
): Promise<Record<string, unknown>> {
  return jsonObjectOf(await readJsonBytes(req, limit));
}
