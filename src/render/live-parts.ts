/**
 * Which parts of the page the app has made its own. The header, the footer, the pop-up and each
 * section are hydrated on their own (each a Suspense boundary), each at the moment the page's
 * hydration plan sets, some never (hydration-plan.ts). Until then a part is the server's HTML,
 * which answers taps by itself (links, forms, disclosures, a scrolling list): nothing waits for a
 * part to be live but this count.
 */

/** A part of the page hydrated on its own: header, footer, pop-up, or the section at an index. */
export type PartKey = 'header' | 'footer' | 'promo' | number;

const live = new Set<PartKey>();
const waiting: { parts: readonly PartKey[]; resolve: () => void }[] = [];

/** Called as a part of the page commits its hydration. */
export function partLive(part: PartKey): void {
  live.add(part);
  for (const wait of waiting.filter((wait) => wait.parts.every((key) => live.has(key)))) {
    waiting.splice(waiting.indexOf(wait), 1);
    wait.resolve();
  }
}

export const isLive = (part: PartKey) => live.has(part);

/** Resolves once every one of these parts is live. */
export function whenLive(parts: readonly PartKey[]): Promise<void> {
  if (parts.every((key) => live.has(key))) return Promise.resolve();
  return new Promise<void>((resolve) => waiting.push({ parts, resolve }));
}
