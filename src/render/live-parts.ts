/**
 * Which parts of the page the app has made its own. The header, the footer and each section
 * hydrate on their own (each a Suspense boundary, the lower sections when the browser has time
 * or the visitor acts), so the page is the app's only once the last of them has committed.
 * Until then every part is the server's HTML, which answers taps by itself (links, forms,
 * disclosures, a scrolling list): nothing waits for a part to be live but this count.
 */

/** A part of the page hydrated on its own: the header, the footer or the section at an index. */
export type PartKey = 'header' | 'footer' | number;

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

/** Resolves once every one of these parts is live. */
export function whenLive(parts: readonly PartKey[]): Promise<void> {
  if (parts.every((key) => live.has(key))) return Promise.resolve();
  return new Promise<void>((resolve) => waiting.push({ parts, resolve }));
}
