import type { DataPath } from '../problem-path';
import { setIn } from '../ui/data-path';

/** One value replaced at a path of the data (undefined: the field is removed). */
export interface Replacement {
  path: DataPath;
  value: unknown;
}

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
export function patchBetween(
  before: unknown,
  after: unknown,
  limit = 1000,
): Replacement[] | undefined {
  const patch: Replacement[] = [];
  const walk = (a: unknown, b: unknown, path: DataPath): boolean => {
    if (a === b) return true;
    if (Array.isArray(a) && Array.isArray(b) && a.length === b.length)
      return b.every((item, i) => walk(a[i], item, [...path, i]));
    // Same keys in the same order: a field added, removed or moved replaces its object.
    if (isRecord(a) && isRecord(b) && sameKeys(a, b))
      return Object.keys(b).every((key) => walk(a[key], b[key], [...path, key]));
    patch.push({ path, value: b });
    return patch.length <= limit;
  };
  return walk(before, after, []) ? patch : undefined;
}

/** `data` with every replacement made, copying only the containers on the way. */
export function applyPatch(data: unknown, patch: readonly Replacement[]): unknown {
  return patch.reduce(
    (value, { path, value: replacement }) => setIn(value, path, replacement),
    data,
  );
}
