import { Refusal } from '../http/refusal';
import type { Replacement } from '../lib/value-patch';

// A key that would reach an object's prototype instead of its own fields.
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const isPart = (part: unknown) =>
  (typeof part === 'string' && !UNSAFE_KEYS.has(part)) ||
  (typeof part === 'number' && Number.isSafeInteger(part) && part >= 0 && part <= 0x7fffffff);

/**
 * The replacements of a request, each `{ path, value }` (no `value`: the field is removed, as
 * JSON cannot carry undefined); anything else is refused with what was wrong.
 */
export function readPatch(patch: unknown): Replacement[] {
  if (!Array.isArray(patch))
    throw new Refusal(
      400,
      '"patch" must be a list of changes, each { "path": [...], "value": … }.',
    );
  return patch.map((change: unknown, i): Replacement => {
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
    return { path: path as (string | number)[], value: (change as { value?: unknown }).value };
  });
}
