import { Refusal } from '../refusal';
import type { Change } from '../protocol/api-types';

// A key that would reach an object's prototype instead of its own fields.
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const isCount = (part: unknown): part is number =>
  typeof part === 'number' && Number.isSafeInteger(part) && part >= 0 && part <= 0x7fffffff;

const isPart = (part: unknown) =>
  (typeof part === 'string' && !UNSAFE_KEYS.has(part)) || isCount(part);

/**
 * The changes of a request, each `{ path, value }` (no `value`: the field is removed, as JSON
 * cannot carry undefined) or, for a list that grew or shrank, `{ path, at, remove, insert }`;
 * anything else is refused with what was wrong.
 */
export function readPatch(patch: unknown): Change[] {
  if (!Array.isArray(patch))
    throw new Refusal(
      400,
      '"patch" must be a list of changes, each { "path": [...], "value": … }.',
    );
  return patch.map((change: unknown, i): Change => {
    const path = (change as { path?: unknown } | null)?.path;
    if (
      typeof change !== 'object' ||
      change === null ||
      !Array.isArray(path) ||
      !path.every(isPart)
    )
      throw new Refusal(
        400,
        `Change ${i + 1} of "patch" needs a "path" of field names and list positions.`,
      );
    const parts = path as (string | number)[];
    if (!('at' in change)) return { path: parts, value: (change as { value?: unknown }).value };
    const { at, remove, insert } = change as { at?: unknown; remove?: unknown; insert?: unknown };
    if (!isCount(at) || !isCount(remove) || !Array.isArray(insert))
      throw new Refusal(
        400,
        `Change ${i + 1} of "patch" changes a list: it needs "at" and "remove" (whole numbers from 0) and "insert" (a list).`,
      );
    return { path: parts, at, remove, insert };
  });
}
