import { setIn, type DataPath } from '../protocol/data-path';
import { identityOf, matchItems } from './arrays';
import { equal, isRecord } from './equal';

/**
 * A step into a list, by the item's identity (`path=/about`) where it has a unique one, else
 * by its position in the saved file. Saved changes are kept as such steps, so one stays on its
 * page when a colleague adds a page before it, and is found in a version of the site that
 * differs from the saved file (the published one) by matching lists as the merge does.
 */
export interface ItemStep {
  i: number;
  key?: string;
}
export type Step = string | ItemStep;
export type AnchoredPath = Step[];

/** The index of the item whose identity is `key`, if exactly one item has it. */
export function indexOfKey(list: unknown[], key: string): number {
  let found = -1;
  for (let i = 0; i < list.length; i++)
    if (identityOf(list[i]) === key) {
      if (found >= 0) return -1;
      found = i;
    }
  return found;
}

const child = (value: unknown, part: string | number): unknown =>
  value !== null && typeof value === 'object'
    ? (value as Record<string | number, unknown>)[part]
    : undefined;

/** `path` of `data` with each list position named by its item's identity where it has one. */
export function anchor(data: unknown, path: DataPath): AnchoredPath {
  let value = data;
  return path.map((part) => {
    const list = value;
    value = child(value, part);
    if (typeof part === 'string') return part;
    const key = Array.isArray(list) ? identityOf(list[part]) : undefined;
    return key !== undefined && indexOfKey(list as unknown[], key) === part
      ? { i: part, key }
      : { i: part };
  });
}

const sameStep = (a: Step, b: Step) =>
  typeof a === 'string' || typeof b === 'string'
    ? a === b
    : a.key !== undefined || b.key !== undefined
      ? a.key === b.key
      : a.i === b.i;

/** Whether `path` is `prefix` or lies under it. */
export const within = (path: AnchoredPath, prefix: AnchoredPath) =>
  prefix.length <= path.length && prefix.every((step, k) => sameStep(step, path[k] as Step));

/** For each item of `from`, where it is in `to` (-1: not there), matched as the merge does. */
function positionsIn(from: unknown[], to: unknown[]): number[] {
  const match = matchItems(from, to);
  const where = new Array<number>(from.length).fill(-1);
  match.forEach((i, j) => {
    if (i >= 0) where[i] = j;
  });
  return where;
}

/**
 * Which item of `other` the item `at` of `saved` is: one equal to it as it was before the
 * change (`rest` inside it held `before`), when exactly one is; else matched as the merge
 * matches lists (identity, equality, then kind in order).
 */
function counterpart(
  saved: unknown[],
  at: number,
  other: unknown[],
  rest: { path: AnchoredPath; before: unknown } | undefined,
): number {
  const item = saved[at];
  const inside = rest && locate(rest.path, item, item);
  if (rest && inside) {
    const was = setIn(item, inside, rest.before);
    const equals = other.flatMap((candidate, j) => (equal(candidate, was) ? [j] : []));
    if (equals.length === 1) return equals[0] as number;
  }
  return positionsIn(saved, other)[at] ?? -1;
}

/**
 * Where the value `path` names in `saved` is in `other`, a version of the same site: a keyed
 * step by the key, a position by finding the same item in the other list (`before`, the value
 * the path held before a change, helps to recognise it). Undefined where `other` does not have
 * it (a page added since, a section removed).
 */
export function locate(
  path: AnchoredPath,
  saved: unknown,
  other: unknown,
  before?: { value: unknown },
): DataPath | undefined {
  const found: DataPath = [];
  let s = saved;
  let o = other;
  for (const [k, step] of path.entries()) {
    if (typeof step === 'string') {
      if (!isRecord(o)) return undefined;
      found.push(step);
      s = child(s, step);
      o = child(o, step);
      continue;
    }
    if (!Array.isArray(o)) return undefined;
    const list = Array.isArray(s) ? s : [];
    const rest = before && { path: path.slice(k + 1), before: before.value };
    let at: number;
    if (step.key !== undefined) at = indexOfKey(o, step.key);
    else if (s === o) at = step.i;
    else at = step.i < list.length ? counterpart(list, step.i, o, rest) : -1;
    if (at < 0) return undefined;
    s = child(s, step.key !== undefined ? indexOfKey(list, step.key) : step.i);
    found.push(at);
    o = o[at];
  }
  return found;
}

/**
 * `path`, kept against `before`, moved to the same place in `after` (the file once a save or a
 * merge changed it); undefined when the item it passes through is gone. Unchanged parts are
 * the same objects on both sides, so this walks only where the change was.
 */
export function follow(
  path: AnchoredPath,
  before: unknown,
  after: unknown,
): AnchoredPath | undefined {
  const moved: AnchoredPath = [];
  let b = before;
  let a = after;
  for (const [k, step] of path.entries()) {
    if (b === a) return [...moved, ...path.slice(k)];
    if (typeof step === 'string') {
      moved.push(step);
      b = child(b, step);
      a = child(a, step);
      continue;
    }
    if (!Array.isArray(b) || !Array.isArray(a)) return undefined;
    const from = step.key !== undefined ? indexOfKey(b, step.key) : step.i;
    const to =
      step.key !== undefined
        ? indexOfKey(a, step.key)
        : from < b.length
          ? (positionsIn(b, a)[from] ?? -1)
          : -1;
    // A keyed item may be absent on both sides: a removal kept until it is published.
    if (to < 0 && !(step.key !== undefined && from < 0)) return undefined;
    moved.push(step.key !== undefined ? { i: to, key: step.key } : { i: to });
    b = child(b, from);
    a = child(a, to);
  }
  return moved;
}
