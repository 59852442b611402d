import type { DataPath } from '../protocol/data-path';

/*
 * The paragraphs and lists of a rich text as the toolbar changes them: a paragraph made a list
 * and back, a list item split by Enter or removed. Blocks not changed are the same values, so
 * the file keeps their lines.
 */

export type ListKind = 'ul' | 'ol';

/** A paragraph (`item` left out) or an item of a list, by its place in the rich text. */
export interface BlockPlace {
  block: number;
  item?: number;
}

export function listKindOf(block: unknown): ListKind | undefined {
  if (!block || typeof block !== 'object') return undefined;
  if ('ul' in block) return 'ul';
  if ('ol' in block) return 'ol';
  return undefined;
}

const itemsOf = (block: unknown): string[] => {
  const kind = listKindOf(block);
  return kind ? ((block as Record<ListKind, string[]>)[kind] ?? []) : [];
};

/** Where a paragraph or list item is in the data, under the rich text at `root`. */
export function placePath(root: DataPath, blocks: unknown[], place: BlockPlace): DataPath {
  const kind = listKindOf(blocks[place.block]);
  return place.item === undefined || !kind
    ? [...root, place.block]
    : [...root, place.block, kind, place.item];
}

export interface Restructured {
  blocks: unknown[];
  place: BlockPlace;
}

/**
 * The paragraph or item at `place`, whose markup is now `markup`, made a list of `kind`: a
 * paragraph becomes a list of one item; an item of a list of the other kind turns the whole
 * list; an item of a list of this kind leaves the list as a paragraph (the list split around it).
 */
export function toggleList(
  blocks: unknown[],
  place: BlockPlace,
  markup: string,
  kind: ListKind,
): Restructured {
  const block = blocks[place.block];
  const current = listKindOf(block);
  const next = blocks.slice();
  if (!current || place.item === undefined) {
    next[place.block] = { [kind]: [markup] };
    return { blocks: next, place: { block: place.block, item: 0 } };
  }
  const items = itemsOf(block).map((item, i) => (i === place.item ? markup : item));
  if (current !== kind) {
    next[place.block] = { [kind]: items };
    return { blocks: next, place };
  }
  const before = items.slice(0, place.item);
  const after = items.slice(place.item + 1);
  next.splice(
    place.block,
    1,
    ...(before.length ? [{ [current]: before }] : []),
    markup,
    ...(after.length ? [{ [current]: after }] : []),
  );
  return { blocks: next, place: { block: place.block + (before.length ? 1 : 0) } };
}

/** The list item at `place` split in two (Enter): `before` stays, `after` is a new item. */
export function splitItem(
  blocks: unknown[],
  place: BlockPlace & { item: number },
  before: string,
  after: string,
): Restructured {
  const kind = listKindOf(blocks[place.block]) ?? 'ul';
  const items = itemsOf(blocks[place.block]).slice();
  items.splice(place.item, 1, before, after);
  const next = blocks.slice();
  next[place.block] = { [kind]: items };
  return { blocks: next, place: { block: place.block, item: place.item + 1 } };
}

/**
 * The empty list item at `place` taken out (Backspace or Enter in it): the list goes when it was
 * its only item. The place to go on at is the item before it, if there is one.
 */
export function removeItem(
  blocks: unknown[],
  place: BlockPlace & { item: number },
): { blocks: unknown[]; place?: BlockPlace } {
  const kind = listKindOf(blocks[place.block]) ?? 'ul';
  const items = itemsOf(blocks[place.block]).filter((_, i) => i !== place.item);
  const next = blocks.slice();
  if (items.length) next[place.block] = { [kind]: items };
  else next.splice(place.block, 1);
  return {
    blocks: next,
    ...(place.item > 0 ? { place: { block: place.block, item: place.item - 1 } } : {}),
  };
}

/** The markup of the paragraph or item at `place`. */
export function markupAt(blocks: unknown[], place: BlockPlace): string | undefined {
  const block = blocks[place.block];
  if (place.item === undefined) return typeof block === 'string' ? block : undefined;
  return itemsOf(block)[place.item];
}
