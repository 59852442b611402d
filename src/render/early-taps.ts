import type { EarlyTapsBefore } from './boot';

/**
 * Taps that arrive before React can answer them. Once the app has started hydrating, React
 * answers a click on a part it has not hydrated yet by hydrating that part at once, in the event,
 * when it can (selective hydration); it cannot before the app starts, nor while a part's code is
 * still on its way, and then the tap reaches no handler. Such a tap is kept here and given again
 * to the same button once its part of the page is live. Everything is decided from what the
 * page itself knows (which part a button is in, whether that part's code is loaded and when the
 * part commits), never from React's internals.
 */

/** A part of the page hydrated on its own: the header, the footer or the section at an index. */
export type PartKey = 'header' | 'footer' | number;

const live = new Set<PartKey>();
const held: HTMLElement[] = [];
const waiting: { parts: readonly PartKey[]; resolve: () => void }[] = [];
// Until the app starts, no tap can be answered; after, those React can hydrate for.
let answerable: ((part: PartKey) => boolean) | undefined;
// How many sections the page was served with, told when the app starts.
let sections = 0;
let stop: (() => void) | undefined;

/** The part a button is in: a child of the root (header, footer) or of <main> (a section). */
function partOf(button: Element): PartKey | null {
  if (button.closest('#root > header')) return 'header';
  if (button.closest('#root > footer')) return 'footer';
  const top = button.closest('#main > *');
  const main = top?.parentElement;
  if (!top || !main) return null;
  // A notice may stand before the sections; each section is one element (its <section>).
  const index = [...main.children].indexOf(top) - (main.children.length - sections);
  return index >= 0 ? index : null;
}

/** Starts keeping early taps on the script buttons (type="button") inside `root`. */
export function holdEarlyTaps(root: HTMLElement, doc = document): void {
  // In the capture phase on the document, before React's own listeners on the root see the tap.
  const listener = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>('button[type="button"]');
    if (!button || !root.contains(button) || held.includes(button)) return;
    if (answerable) {
      const part = partOf(button);
      if (part === null || live.has(part) || answerable(part)) return;
    }
    held.push(button);
  };
  doc.addEventListener('click', listener, true);
  stop = () => doc.removeEventListener('click', listener, true);
  // The taps the page's boot script kept before this code arrived (src/render/boot.ts).
  const before = (doc.defaultView as { __earlyTaps?: EarlyTapsBefore } | null)?.__earlyTaps;
  if (before) {
    before.stop();
    for (const tap of before.taps)
      if (tap instanceof HTMLElement && !held.includes(tap)) held.push(tap);
  }
}

/**
 * The app is hydrating now, a page of `sectionCount` sections; `canAnswer` says of a part
 * whether React can hydrate it in an event.
 */
export function hydrationStarted(
  sectionCount: number,
  canAnswer: (part: PartKey) => boolean,
): void {
  sections = sectionCount;
  answerable = canAnswer;
}

/**
 * Called as a part of the page commits its hydration: taps kept for it are given to their
 * buttons again, in the order they came.
 */
export function partLive(part: PartKey): void {
  live.add(part);
  for (const button of held.filter((button) => partOf(button) === part)) {
    held.splice(held.indexOf(button), 1);
    if (button.isConnected) button.click();
  }
  for (const wait of waiting.filter((wait) => wait.parts.every((key) => live.has(key)))) {
    waiting.splice(waiting.indexOf(wait), 1);
    wait.resolve();
  }
}

/** Resolves once every one of these parts is live; taps are no longer kept from then on. */
export function whenLive(parts: readonly PartKey[]): Promise<void> {
  const done = parts.every((key) => live.has(key))
    ? Promise.resolve()
    : new Promise<void>((resolve) => waiting.push({ parts, resolve }));
  return done.then(() => stop?.());
}
