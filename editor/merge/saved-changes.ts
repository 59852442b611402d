import { getIn, setIn, type DataPath } from '../protocol/data-path';
import type { Choices } from '../protocol/conflict';
import {
  anchor,
  follow,
  indexOfKey,
  locate,
  within,
  type AnchoredPath,
  type ItemStep,
} from './anchored';
import { identityOf } from './arrays';
import { equal } from './equal';
import { changesBetween, mergeValues } from './merge';

/** Who saved a change, as the ledger names them. */
export interface Saver {
  name: string;
  email: string;
}

/**
 * One value a person changed by saving, still unpublished: the smallest place a save changed,
 * with the value there before and after. A list whose items cannot be told apart for good (a
 * page's sections without ids) is one value, so adding or moving an item cannot land on
 * another; an item that has an identity (a page, a post) is added or removed on its own.
 */
export interface SavedChange {
  /** The order saves happened in; changes are applied in it. */
  seq: number;
  /** Raised when the same person saves the same value again. */
  rev: number;
  /** Who saved it; absent: the editor runs without accounts, for this computer's own person. */
  by?: Saver;
  /** When it was last saved, as an ISO date and time. */
  at: string;
  kind: 'value' | 'add' | 'remove';
  /** Where, in the saved file; for `add` and `remove`, the item's keyed step last. */
  path: AnchoredPath;
  before?: unknown;
  after?: unknown;
  /** For `add`: the identity of the item it followed in its list, if it had one. */
  follows?: string;
}

export const sameSaver = (a: Saver | undefined, b: Saver | undefined) =>
  a === undefined || b === undefined ? a === b : a.email.toLowerCase() === b.email.toLowerCase();

/** A three-way merge by value in which the last side (theirs) wins every value both changed. */
export function theirsWin(base: unknown, ours: unknown, theirs: unknown): unknown {
  let choices: Choices = {};
  for (let round = 0; round < 8; round++) {
    const merged = mergeValues(base, ours, theirs, choices);
    if (merged.conflicts.length === 0) return merged.value;
    choices = { ...choices, ...Object.fromEntries(merged.conflicts.map((c) => [c.id, 'theirs'])) };
  }
  return theirs;
}

const valueIn = (data: unknown, at: DataPath | undefined) =>
  at === undefined ? undefined : getIn(data, at);

type Unit = Omit<SavedChange, 'seq' | 'rev' | 'by' | 'at'>;

/** The places one save changed, from the value-level changes between the file before and after. */
function unitsOf(before: unknown, after: unknown): Unit[] {
  const units: Unit[] = [];
  const valueAt = (path: AnchoredPath): Unit => ({
    kind: 'value',
    path,
    before: valueIn(before, locate(path, after, before)),
    after: valueIn(after, locate(path, after, after)),
  });
  // A path of the file before, moved to the file after (its parents are still there).
  const inAfter = (path: DataPath, coords: unknown) =>
    coords === after ? anchor(after, path) : follow(anchor(before, path), before, after);
  for (const change of changesBetween(before, after)) {
    const coords = change.kind === 'removed' ? before : after;
    const last = change.path.at(-1);
    const listPath = change.path.slice(0, -1);
    const list = getIn(coords, listPath);
    if (change.kind === 'moved') {
      const path = inAfter(change.path, coords);
      if (path) units.push(valueAt(path));
      continue;
    }
    if (typeof last !== 'number' || !Array.isArray(list)) {
      const path = inAfter(change.path, coords);
      if (path) units.push(valueAt(path));
      continue;
    }
    const item: unknown = list[last];
    const key = identityOf(item);
    const parent = inAfter(listPath, coords);
    if (!parent) continue;
    if (change.kind === 'changed' || key === undefined || indexOfKey(list, key) !== last) {
      units.push(valueAt(parent));
      continue;
    }
    const step: ItemStep = { i: change.kind === 'added' ? last : -1, key };
    if (change.kind === 'removed') {
      units.push({ kind: 'remove', path: [...parent, step], before: item });
      continue;
    }
    const follows = last > 0 ? identityOf(list[last - 1]) : undefined;
    units.push({
      kind: 'add',
      path: [...parent, step],
      after: item,
      ...(follows !== undefined ? { follows } : {}),
    });
  }
  // A change inside a value this save also records whole is part of it.
  return units.filter(
    (unit, k) =>
      !units.some(
        (other, j) =>
          j !== k &&
          other.kind === 'value' &&
          within(unit.path, other.path) &&
          (unit.path.length > other.path.length || j < k),
      ),
  );
}

/** Whether the value a change left is still in `saved` (no later save replaced it). */
function stillThere(change: SavedChange, saved: unknown): boolean {
  const at = locate(change.kind === 'value' ? change.path : change.path.slice(0, -1), saved, saved);
  if (!at) return false;
  if (change.kind === 'value') return equal(getIn(saved, at), change.after);
  const list = getIn(saved, at);
  const key = (change.path.at(-1) as ItemStep).key ?? '';
  const found = Array.isArray(list) ? indexOfKey(list, key) : -1;
  return change.kind === 'add' ? found >= 0 : found < 0;
}

const samePath = (a: AnchoredPath, b: AnchoredPath) => a.length === b.length && within(a, b);

/**
 * The ledger after `by` saved `after` over `before`: the changes recorded before are moved to
 * their places in the new file (and dropped where the save replaced them), and the save's own
 * changes are added, or folded into that person's earlier change of the same value (which keeps
 * its first `before`; one changed back to where it started is dropped).
 */
export function recordSave(
  changes: readonly SavedChange[],
  save: { before: unknown; after: unknown; by: Saver | undefined; at: string },
): SavedChange[] {
  const { before, after, by, at } = save;
  let next = changes.reduce((most, c) => Math.max(most, c.seq), 0) + 1;
  const kept = followChanges(changes, before, after);
  const units = unitsOf(before, after);
  const made = new Set<SavedChange>();
  for (const unit of units) {
    const mine = kept.findIndex(
      (c) => sameSaver(c.by, by) && c.kind === unit.kind && samePath(c.path, unit.path),
    );
    const earlier = kept[mine];
    if (earlier && unit.kind === 'value') {
      const merged = { ...earlier, after: unit.after, at, rev: earlier.rev + 1 };
      if (equal(merged.before, merged.after)) kept.splice(mine, 1);
      else made.add((kept[mine] = merged));
      continue;
    }
    const added = kept.findIndex(
      (c) => sameSaver(c.by, by) && c.kind === 'add' && samePath(c.path, unit.path),
    );
    if (added >= 0 && unit.kind === 'remove') {
      kept.splice(added, 1);
      continue;
    }
    const change: SavedChange = { ...unit, seq: next++, rev: 0, ...(by ? { by } : {}), at };
    made.add(change);
    kept.push(change);
  }
  // What this save replaced is no longer anyone's change; what lies around it still is.
  return kept.filter(
    (c) => made.has(c) || !units.some((u) => within(c.path, u.path)) || stillThere(c, after),
  );
}

/** The changes moved from their places in `before` to the same places in `after`. */
export function followChanges(
  changes: readonly SavedChange[],
  before: unknown,
  after: unknown,
): SavedChange[] {
  if (before === after) return [...changes];
  return changes.flatMap((c) => {
    const path = follow(c.path, before, after);
    return path ? [{ ...c, path }] : [];
  });
}

/**
 * `target` (a version of the site, such as the published one) with `changes` made to it by
 * value, in the order they were saved: at each place three ways (base: the value before the
 * change, theirs: after it, ours: the target's), the change winning where both changed. A
 * change whose place `target` does not have (inside a page added by an unpublished change) is
 * left out and returned.
 */
export function applyChanges(
  target: unknown,
  changes: readonly SavedChange[],
  saved: unknown,
): { value: unknown; left: SavedChange[] } {
  let value = target;
  const left: SavedChange[] = [];
  for (const change of [...changes].sort((a, b) => a.seq - b.seq)) {
    if (change.kind === 'value') {
      const at = locate(change.path, saved, value, { value: change.before });
      if (!at) left.push(change);
      else value = setIn(value, at, theirsWin(change.before, getIn(value, at), change.after));
      continue;
    }
    const at = locate(change.path.slice(0, -1), saved, value);
    const list = at ? getIn(value, at) : undefined;
    if (!at || !Array.isArray(list)) {
      left.push(change);
      continue;
    }
    const step = change.path.at(-1) as ItemStep;
    const found = indexOfKey(list, step.key ?? '');
    const items = [...list];
    if (change.kind === 'remove') {
      if (found >= 0) items.splice(found, 1);
    } else if (found >= 0) items[found] = theirsWin(undefined, items[found], change.after);
    else {
      const after = change.follows === undefined ? -1 : indexOfKey(items, change.follows);
      const place = change.follows === undefined ? 0 : after >= 0 ? after + 1 : items.length;
      items.splice(Math.min(place, items.length), 0, change.after);
    }
    value = setIn(value, at, items);
  }
  return { value, left };
}

/** The changes `published` does not have yet: one it already holds is done. */
export function unpublished(
  changes: readonly SavedChange[],
  published: unknown,
  saved: unknown,
): SavedChange[] {
  return changes.filter((change) => {
    if (change.kind === 'value') {
      const at = locate(change.path, saved, published, { value: change.before });
      return !at || !equal(getIn(published, at), change.after);
    }
    const at = locate(change.path.slice(0, -1), saved, published);
    const list = at ? getIn(published, at) : undefined;
    if (!Array.isArray(list)) return true;
    const found = indexOfKey(list, (change.path.at(-1) as ItemStep).key ?? '');
    return change.kind === 'add' ? found < 0 || !equal(list[found], change.after) : found >= 0;
  });
}
