import { equal, isRecord } from './equal';

/** The fields that name a list item for good: a section's anchor, a post's slug, a page's path. */
const IDENTITY = ['id', 'slug', 'path'] as const;

/** What names a list item for good (`path=/about`), if anything does. */
export function identityOf(item: unknown): string | undefined {
  if (!isRecord(item)) return undefined;
  for (const key of IDENTITY) if (typeof item[key] === 'string') return `${key}=${item[key]}`;
  return undefined;
}

const typeOf = (item: unknown) => (isRecord(item) ? String(item.type ?? '') : undefined);

/** Identities that occur once in the list (a repeated one names nothing). */
function uniqueIdentities(items: unknown[]): Map<string, number> {
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    const id = identityOf(item);
    if (id !== undefined) seen.set(id, seen.has(id) ? -1 : i);
  });
  return seen;
}

/**
 * For each item of `side`, the index of the item of `base` it is (or -1 for a new one): by
 * identity where an item has one, then equal items in order, then the rest in order when they
 * are the same kind of thing (a hero stays a hero), so an item changed inside is found as itself.
 */
export function matchItems(base: unknown[], side: unknown[]): number[] {
  const result = side.map(() => -1);
  const taken = new Set<number>();
  const baseIds = uniqueIdentities(base);
  const sideIds = uniqueIdentities(side);
  side.forEach((item, j) => {
    const id = identityOf(item);
    const i = id === undefined ? undefined : baseIds.get(id);
    if (id !== undefined && sideIds.get(id) === j && i !== undefined && i >= 0) {
      result[j] = i;
      taken.add(i);
    }
  });
  side.forEach((item, j) => {
    if (result[j] !== -1) return;
    const i = base.findIndex((b, k) => !taken.has(k) && equal(b, item));
    if (i >= 0) {
      result[j] = i;
      taken.add(i);
    }
  });
  let after = -1;
  side.forEach((item, j) => {
    if (result[j] !== -1) {
      after = Math.max(after, result[j] as number);
      return;
    }
    if (!isRecord(item) || identityOf(item) !== undefined) return;
    const i = base.findIndex(
      (b, k) =>
        k > after && !taken.has(k) && identityOf(b) === undefined && typeOf(b) === typeOf(item),
    );
    if (i >= 0) {
      result[j] = i;
      taken.add(i);
      after = i;
    }
  });
  return result;
}

/** One place in a merged list: an item of the base list, or an item one side added. */
export type Entry = { base: number } | { added: 'ours' | 'theirs'; item: unknown };

/**
 * The merged order: the side that reordered the list gives it (ours when neither or both did),
 * and what only the other side holds goes in after the item it follows there.
 */
export function mergeOrder(
  lead: { items: unknown[]; match: number[]; name: 'ours' | 'theirs' },
  other: { items: unknown[]; match: number[]; name: 'ours' | 'theirs' },
  kept: Set<number>,
  skipAdded: Set<number>,
): Entry[] {
  const entries: Entry[] = [];
  lead.items.forEach((item, j) => {
    const i = lead.match[j] as number;
    if (i < 0) entries.push({ added: lead.name, item });
    else if (kept.has(i)) entries.push({ base: i });
  });
  const placed = (i: number) => entries.findIndex((e) => 'base' in e && e.base === i);
  let at = 0;
  other.items.forEach((item, j) => {
    const i = other.match[j] as number;
    if (i >= 0 && placed(i) >= 0) {
      at = placed(i) + 1;
      return;
    }
    if (i >= 0 && !kept.has(i)) return;
    if (i < 0 && skipAdded.has(j)) return;
    entries.splice(at, 0, i >= 0 ? { base: i } : { added: other.name, item });
    at++;
  });
  return entries;
}
