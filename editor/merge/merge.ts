import type { Choices, Conflict, Side } from '../protocol/conflict';
import type { DataPath } from '../protocol/data-path';
import { matchItems, mergeOrder, type Entry } from './arrays';
import { equal, isRecord } from './equal';

/** A change the other side made that the merge took in. */
export interface Incoming {
  /** Where it is in the merged value; for a removal, where it was in the base. */
  path: DataPath;
  kind: 'changed' | 'added' | 'removed' | 'moved';
}

export interface MergeResult {
  value: unknown;
  incoming: Incoming[];
  conflicts: Conflict[];
}

interface At {
  path: DataPath;
  /** The path in the base, which names a conflict whatever else moved. */
  base: DataPath;
}

interface Run {
  choices: Choices;
  incoming: Incoming[];
  conflicts: Conflict[];
}

const child = (at: At, merged: string | number, base: string | number): At => ({
  path: [...at.path, merged],
  base: [...at.base, base],
});

/**
 * Merges two edits of the same JSON value three ways: `base` is what both started from, `ours`
 * and `theirs` the two edits. Changes to different values combine; a value both sides changed
 * differently is a conflict, which keeps ours unless `choices` says otherwise. Objects merge by
 * key; lists item by item, items found by identity (id, slug, path), by equality, or in order.
 */
export function mergeValues(
  base: unknown,
  ours: unknown,
  theirs: unknown,
  choices: Choices = {},
): MergeResult {
  const run: Run = { choices, incoming: [], conflicts: [] };
  const value = mergeAt(base, ours, theirs, { path: [], base: [] }, run);
  return { value, incoming: run.incoming, conflicts: run.conflicts };
}

/** What changed from `before` to `after`, value by value (a merge with nothing of ours). */
export function changesBetween(before: unknown, after: unknown): Incoming[] {
  return mergeValues(before, before, after).incoming;
}

function sameContainer(a: unknown, b: unknown): boolean {
  return (isRecord(a) && isRecord(b)) || (Array.isArray(a) && Array.isArray(b));
}

function conflict(at: At, id: string, values: Omit<Conflict, 'id' | 'path'>, run: Run): Side {
  const chosen = run.choices[id];
  if (chosen) return chosen;
  run.conflicts.push({ id, path: at.path, ...values });
  return 'ours';
}

function mergeAt(b: unknown, o: unknown, t: unknown, at: At, run: Run): unknown {
  if (equal(o, t) || equal(b, t)) return o;
  if (equal(b, o) && !sameContainer(b, t)) {
    const kind = b === undefined ? 'added' : t === undefined ? 'removed' : 'changed';
    run.incoming.push({ path: kind === 'removed' ? at.base : at.path, kind });
    return t;
  }
  if (isRecord(b) && isRecord(o) && isRecord(t)) return mergeRecords(b, o, t, at, run);
  if (Array.isArray(b) && Array.isArray(o) && Array.isArray(t))
    return mergeArrays(b, o, t, at, run);
  const side = conflict(at, JSON.stringify(at.base), { base: b, ours: o, theirs: t }, run);
  return side === 'ours' ? o : t;
}

function mergeRecords(
  b: Record<string, unknown>,
  o: Record<string, unknown>,
  t: Record<string, unknown>,
  at: At,
  run: Run,
): Record<string, unknown> {
  const keys = [...Object.keys(o), ...Object.keys(t).filter((k) => !Object.hasOwn(o, k))];
  const merged: Record<string, unknown> = {};
  for (const key of keys) {
    const value = mergeAt(b[key], o[key], t[key], child(at, key, key), run);
    if (value !== undefined) merged[key] = value;
  }
  // A key only the base had was removed on both sides, so it stays removed.
  return merged;
}

/** For each base index, where the item is in the side (-1: removed there). */
function invert(match: number[], length: number): number[] {
  const where = new Array<number>(length).fill(-1);
  match.forEach((i, j) => {
    if (i >= 0) where[i] = j;
  });
  return where;
}

function mergeArrays(b: unknown[], o: unknown[], t: unknown[], at: At, run: Run): unknown[] {
  const match = { ours: matchItems(b, o), theirs: matchItems(b, t) };
  const inO = invert(match.ours, b.length);
  const inT = invert(match.theirs, b.length);
  const kept = new Set<number>();
  b.forEach((item, i) => {
    const oj = inO[i] as number;
    const tj = inT[i] as number;
    if (oj >= 0 && tj >= 0) return kept.add(i);
    if (oj < 0 && tj < 0) return;
    // Removed on one side: fine if the other left it alone, a conflict if it changed it.
    const left = oj >= 0 ? o[oj] : t[tj];
    if (equal(left, item)) {
      if (oj >= 0) run.incoming.push({ path: [...at.base, i], kind: 'removed' });
      return;
    }
    const values = {
      base: item,
      ours: oj >= 0 ? left : undefined,
      theirs: tj >= 0 ? left : undefined,
    };
    const where = child(at, oj >= 0 ? oj : tj, i);
    const side = conflict(where, JSON.stringify(where.base), values, run);
    if ((side === 'ours') === oj >= 0) kept.add(i);
  });

  const relative = (m: number[]) => m.filter((i) => kept.has(i));
  const order = {
    base: [...kept].sort((x, y) => x - y),
    ours: relative(match.ours),
    theirs: relative(match.theirs),
  };
  const oursMoved = !equal(order.ours, order.base);
  const theirsMoved = !equal(order.theirs, order.base);
  let lead: Side = theirsMoved && !oursMoved ? 'theirs' : 'ours';
  if (oursMoved && theirsMoved && !equal(order.ours, order.theirs))
    lead = conflict(at, `${JSON.stringify(at.base)} order`, { base: b, ours: o, theirs: t }, run);
  if (lead === 'theirs' && theirsMoved) run.incoming.push({ path: at.path, kind: 'moved' });

  const sides = {
    ours: { items: o, match: match.ours, name: 'ours' as const },
    theirs: { items: t, match: match.theirs, name: 'theirs' as const },
  };
  const other: Side = lead === 'ours' ? 'theirs' : 'ours';
  // The same item added on both sides is added once.
  const leadAdded = sides[lead].items.filter((_, j) => sides[lead].match[j] === -1);
  const twice = new Set<number>();
  const known = new Set<unknown>();
  sides[other].items.forEach((item, j) => {
    const same = sides[other].match[j] === -1 ? leadAdded.findIndex((a) => equal(a, item)) : -1;
    if (same >= 0) {
      known.add(leadAdded.splice(same, 1)[0]);
      twice.add(j);
    }
  });
  const entries: Entry[] = mergeOrder(sides[lead], sides[other], kept, twice);
  return entries.map((entry, k) => {
    if ('added' in entry) {
      if (entry.added === 'theirs' && !known.has(entry.item))
        run.incoming.push({ path: [...at.path, k], kind: 'added' });
      return entry.item;
    }
    const i = entry.base;
    const oj = inO[i] as number;
    const tj = inT[i] as number;
    if (oj < 0) return t[tj];
    if (tj < 0) return o[oj];
    return mergeAt(b[i], o[oj], t[tj], child(at, k, i), run);
  });
}
