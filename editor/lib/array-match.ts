import { equal } from '../merge/equal';

/** Where an item of the new array comes from in the old one: unchanged, or changed inside. */
export interface ItemSource {
  from: number;
  equal: boolean;
}

// Past this many candidate pairs the changed items are written afresh rather than compared.
const MAX_PAIRINGS = 40_000;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The value as JSON with sorted keys, so two objects that differ only in key order match. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isRecord(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}

/** How much of `a` survives in `b`: equal properties of two objects, shared items of two lists. */
function likeness(a: unknown, b: unknown): number {
  if (isRecord(a) && isRecord(b))
    return Object.keys(a).filter((k) => Object.hasOwn(b, k) && equal(a[k], b[k])).length;
  if (Array.isArray(a) && Array.isArray(b)) {
    const left = new Map<string, number>();
    for (const item of a) left.set(canonical(item), (left.get(canonical(item)) ?? 0) + 1);
    let shared = 0;
    for (const item of b) {
      const count = left.get(canonical(item)) ?? 0;
      if (count > 0) {
        shared++;
        left.set(canonical(item), count - 1);
      }
    }
    return shared;
  }
  return 0;
}

/**
 * For each item of `next`, the item of `prev` whose text it can reuse. Equal items are matched
 * first, in order, so a moved item is found as a move and keeps its own lines; the rest are
 * paired, order kept, with the old item they most resemble, so an item changed inside is
 * rewritten only where it changed. Items with no source are new.
 */
export function pairArrayItems(prev: unknown[], next: unknown[]): (ItemSource | undefined)[] {
  const waiting = new Map<string, number[]>();
  prev.forEach((item, i) => {
    const key = canonical(item);
    waiting.set(key, [...(waiting.get(key) ?? []), i]);
  });
  const sources: (ItemSource | undefined)[] = next.map((item) => {
    const from = waiting.get(canonical(item))?.shift();
    return from === undefined ? undefined : { from, equal: true };
  });

  const used = new Set(sources.map((s) => s?.from));
  const olds = prev.map((_, i) => i).filter((i) => !used.has(i));
  const news = next.map((_, j) => j).filter((j) => sources[j] === undefined);
  if (olds.length === 0 || news.length === 0 || olds.length * news.length > MAX_PAIRINGS)
    return sources;

  // Order-keeping alignment of the leftovers that maximises the total likeness.
  const score = olds.map((i) => news.map((j) => likeness(prev[i], next[j])));
  const best = Array.from({ length: olds.length + 1 }, () =>
    new Array<number>(news.length + 1).fill(0),
  );
  for (let a = 1; a <= olds.length; a++)
    for (let b = 1; b <= news.length; b++) {
      const s = score[a - 1]?.[b - 1] ?? 0;
      const row = best[a] as number[];
      const up = best[a - 1] as number[];
      row[b] = Math.max(up[b] ?? 0, row[b - 1] ?? 0, s > 0 ? (up[b - 1] ?? 0) + s : 0);
    }
  for (let a = olds.length, b = news.length; a > 0 && b > 0;) {
    const here = best[a]?.[b] ?? 0;
    if (here === (best[a - 1]?.[b] ?? 0)) a--;
    else if (here === (best[a]?.[b - 1] ?? 0)) b--;
    else {
      sources[news[b - 1] as number] = { from: olds[a - 1] as number, equal: false };
      a--;
      b--;
    }
  }
  return sources;
}
