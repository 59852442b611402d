/**
 * Numbered pages of a long list (the blog's post-list with `pageSize`): page 1 is the page's
 * own address, the others are `<address>/page/<n>`, so every page's HTML stays the same size
 * however many posts the blog has.
 */

/** The address of page `n` of the list on the page at `base`. */
export function listPagePath(base: string, n: number): string {
  if (n === 1) return base;
  return `${base === '/' ? '' : base}/page/${n}`;
}

/** Splits `/blogs/page/3` into the page's address and the page number; page 1 has no such form. */
export function parseListPagePath(path: string): { base: string; n: number } | undefined {
  const match = /^(.*)\/page\/([1-9]\d*)$/.exec(path);
  if (!match) return undefined;
  const n = Number(match[2]);
  if (n < 2 || !Number.isSafeInteger(n)) return undefined;
  return { base: match[1] || '/', n };
}

export function pageCount(items: number, pageSize: number): number {
  return Math.max(1, Math.ceil(items / pageSize));
}

export type PagerItem = number | 'gap';

/**
 * The page numbers a pager shows: the first and last page, the current one and its
 * neighbours; a gap where numbers are left out (never a gap for a single number).
 */
export function pagerItems(current: number, count: number): PagerItem[] {
  const shown = new Set([1, count, current - 1, current, current + 1]);
  const items: PagerItem[] = [];
  for (let n = 1; n <= count; n++) {
    const near = shown.has(n);
    // A lone hidden number between two shown ones is shown: a gap would save no space.
    const lone = !near && shown.has(n - 1) && shown.has(n + 1);
    if (near || lone) items.push(n);
    else if (items.at(-1) !== 'gap') items.push('gap');
  }
  return items;
}
