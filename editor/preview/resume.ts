import { setIn, type DataPath } from '../protocol/data-path';

/*
 * An edit in place that changed its rich text's blocks goes on in the element the page draws
 * next for its place (a paragraph made a list item, a new empty item): the page is drawn anew,
 * so the edit waits for the render whose data holds the markup it expects there.
 */

// A render that never comes (the change refused) must not start an edit much later.
const WAIT_MS = 3000;

let pending:
  { path: DataPath; markup: string; then: (typed: string) => void; until: number } | undefined;

// Letters typed while the page is drawn anew (a round trip through the editor) are kept for
// the text the edit goes on in, not lost to the element it left.
let typed = '';
const keepTyped = (event: KeyboardEvent) => {
  if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
  event.preventDefault();
  typed += event.key;
};
const stopKeeping = () => document.removeEventListener('keydown', keepTyped, true);

/** Runs `then` (given what was typed meanwhile) after the first render with `markup` at `path`. */
export function resumeAfterRender(path: DataPath, markup: string, then: (typed: string) => void) {
  pending = { path, markup, then, until: performance.now() + WAIT_MS };
  typed = '';
  document.addEventListener('keydown', keepTyped, true);
}

/** What to go on with, once `holds` says the page drawn now has the expected markup. */
export function takeResume(
  holds: (path: DataPath, markup: string) => boolean,
): (() => void) | undefined {
  if (!pending) return undefined;
  if (performance.now() > pending.until) {
    stopKeeping();
    return void (pending = undefined);
  }
  if (!holds(pending.path, pending.markup)) return undefined;
  const { then } = pending;
  const meanwhile = typed;
  pending = undefined;
  stopKeeping();
  return () => then(meanwhile);
}

/**
 * The data as the page can draw it: a list item Enter has just made is empty, which the schema
 * refuses (the page would keep its last picture), so until the edit goes on in it, it is drawn
 * holding one invisible character.
 */
export function drawable(data: unknown): unknown {
  return pending?.markup === '' ? setIn(data, pending.path, '\u200b') : data;
}
