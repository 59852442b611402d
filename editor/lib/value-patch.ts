import type { Change, Splice } from '../protocol/api-types';
import { getIn, setIn, type DataPath } from '../protocol/data-path';

export const isSplice = (change: Change): change is Splice => 'at' in change;

/** A splice that does not fit the data it is applied to (a list shorter, or no list). */
export class PatchMismatch extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const sameKeys = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const keys = Object.keys(a);
  const others = Object.keys(b);
  return keys.length === others.length && keys.every((key, i) => key === others[i]);
};

/**
 * What changed from `before` to `after`, as the fewest replacements an identity walk finds:
 * the editor changes data by copying only the containers on the way to a change, so a
 * keystroke in a 200 MB site is one replaced text, found by walking one path, and only that
 * crosses to the preview. Undefined when more than `limit` values changed (send the whole).
 */
export function patchBetween(before: unknown, after: unknown, limit = 1000): Change[] | undefined {
  const patch: Change[] = [];
  const walk = (a: unknown, b: unknown, path: DataPath): boolean => {
    if (a === b) return true;
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length === b.length) return b.every((item, i) => walk(a[i], item, [...path, i]));
      // A page added to ten thousand: only what lies between the unchanged ends crosses.
      patch.push(spliceBetween(a, b, path));
      return patch.length <= limit;
    }
    // Same keys in the same order: a field added, removed or moved replaces its object.
    if (isRecord(a) && isRecord(b) && sameKeys(a, b))
      return Object.keys(b).every((key) => walk(a[key], b[key], [...path, key]));
    patch.push({ path, value: b });
    return patch.length <= limit;
  };
  return walk(before, after, []) ? patch : undefined;
}

/** The splice turning list `a` into `b`: the items both start and end with, by identity, stay. */
function spliceBetween(a: readonly unknown[], b: readonly unknown[], path: DataPath): Splice {
  const shorter = Math.min(a.length, b.length);
  let at = 0;
  while (at < shorter && a[at] === b[at]) at++;
  let kept = 0;
  while (kept < shorter - at && a[a.length - 1 - kept] === b[b.length - 1 - kept]) kept++;
  return { path, at, remove: a.length - at - kept, insert: b.slice(at, b.length - kept) };
}

function spliced(list: unknown, { path, at, remove, insert }: Splice): unknown[] {
  if (!Array.isArray(list) || at + remove > list.length)
    throw new PatchMismatch(
      `The list at ${JSON.stringify(path)} is not long enough for the change made to it.`,
    );
  return [...list.slice(0, at), ...insert, ...list.slice(at + remove)];
}

/** A replacement may reach one past a list's end (an item added), never further. */
function reachable(data: unknown, path: DataPath): boolean {
  let value = data;
  for (const part of path) {
    if (Array.isArray(value) && (typeof part !== 'number' || part > value.length)) return false;
    value =
      value !== null && typeof value === 'object'
        ? (value as Record<string, unknown>)[part]
        : undefined;
  }
  return true;
}

/** `data` with every change made, copying only the containers on the way. */
export function applyPatch(data: unknown, patch: readonly Change[]): unknown {
  return patch.reduce((value, change) => {
    if (!isSplice(change) && !reachable(value, change.path))
      throw new PatchMismatch(`${JSON.stringify(change.path)} is past the end of a list.`);
    return setIn(
      value,
      change.path,
      isSplice(change) ? spliced(getIn(value, change.path), change) : change.value,
    );
  }, data);
}
