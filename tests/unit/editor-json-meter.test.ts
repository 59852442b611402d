import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, MAX_VALUES, readJsonBytes } from '../../editor/http/body';
import { JsonMeter } from '../../editor/http/json-meter';
import { ROOT } from '../fixtures/site';

/** Depth and number of values as a walk of the parsed value finds them. */
function walked(value: unknown, depth = 0): { depth: number; values: number } {
  if (value === null || typeof value !== 'object') return { depth, values: 1 };
  const inner = Object.values(value).map((v) => walked(v, depth + 1));
  return {
    depth: Math.max(depth + 1, ...inner.map((i) => i.depth)),
    values: 1 + inner.reduce((sum, i) => sum + i.values, 0),
  };
}

/** The meter fed `text` in pieces cut at `cuts` (byte offsets, any order). */
function metered(text: string, cuts: number[] = []) {
  const bytes = Buffer.from(text);
  const at = [...new Set([0, ...cuts.map((c) => c % (bytes.length + 1)), bytes.length])].sort(
    (a, b) => a - b,
  );
  const meter = new JsonMeter();
  for (let i = 1; i < at.length; i++) meter.feed(bytes.subarray(at[i - 1], at[i]));
  return { depth: meter.depth, values: meter.values };
}

/** A request whose body arrives in `pieces`. */
const requestOf = (...pieces: string[]) =>
  Object.assign(Readable.from(pieces.map((p) => Buffer.from(p))), {
    headers: {},
  }) as unknown as IncomingMessage;

describe('measuring JSON before it is parsed', () => {
  it('finds the depth and values a walk of the parsed value finds, however the bytes arrive', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 8 }),
        (value, spaced, cuts) => {
          const text = JSON.stringify(value, null, spaced ? 2 : undefined);
          expect(metered(text, cuts)).toEqual(walked(value));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads brackets, quotes and backslashes inside a text as the text, split anywhere', () => {
    const text = JSON.stringify({ a: '[{"\\', b: ['\\"]', '\\\\'], c: 'x\\' });
    for (let cut = 0; cut <= Buffer.byteLength(text); cut++)
      for (const second of [cut, cut + 1, cut + 2])
        expect(metered(text, [cut, second]), `cut at ${cut}, ${second}`).toEqual({
          depth: 2,
          values: 6,
        });
  });

  it('measures the real site as its parsed values count', () => {
    const text = readFileSync(`${ROOT}/site.json`, 'utf8');
    /** Every value (containers included) and the deepest nesting, from the parsed data. */
    const counted = (value: unknown, depth = 1): { depth: number; values: number } => {
      const inner = typeof value === 'object' && value !== null ? Object.values(value) : [];
      return inner.reduce<{ depth: number; values: number }>(
        (sum, item) => {
          const below = counted(item, depth + 1);
          return { depth: Math.max(sum.depth, below.depth), values: sum.values + below.values };
        },
        { depth: inner.length || typeof value === 'object' ? depth : depth - 1, values: 1 },
      );
    };
    expect(metered(text, [4096, 65536])).toEqual(counted(JSON.parse(text)));
  });

  it('says once it is past the most values asked for, so the rest need not be read', () => {
    const meter = new JsonMeter();
    expect(meter.feed(Buffer.from('[1,2,3'), 5)).toBe(true);
    expect(meter.feed(Buffer.from(',4,5,6'), 5)).toBe(false);
  });
});

describe('a body the editor reads as JSON', () => {
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: { status: number; message: string }) => ({
        status: error.status,
        message: error.message,
      }),
    );

  it('is refused, saying how deep, when nested deeper than the editor takes', async () => {
    const deep = `${'['.repeat(MAX_DEPTH + 1)}${']'.repeat(MAX_DEPTH + 1)}`;
    expect(await refusal(readJsonBytes(requestOf(deep.slice(0, 40), deep.slice(40))))).toEqual({
      status: 400,
      message: `The change is nested 65 levels deep; the editor accepts at most 64.`,
    });
    const bytes = await readJsonBytes(requestOf(`{"a":${deep.slice(2, -2)}}`));
    expect(bytes.toString()).toContain('{"a":[[');
  });

  it('is refused once it holds more values than the editor takes', async () => {
    expect(await refusal(readJsonBytes(requestOf(`[${'0,'.repeat(MAX_VALUES)}`, '0]')))).toEqual({
      status: 413,
      message:
        'The change holds more than 2,000,000 values; the editor accepts at most that many at once (a whole site of 10,000 pages and posts holds about 1.7 million).',
    });
  });
});
