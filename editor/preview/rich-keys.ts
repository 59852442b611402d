/*
 * The keys of a rich text being edited. Typing is the browser's; what it would do beyond typing
 * (its own bold, a pasted page's markup, a new paragraph, its own undo) is done by the edit or
 * not at all.
 */

const MOD = /Mac|iPhone|iPad/.test(navigator.platform) ? 'metaKey' : 'ctrlKey';

export interface RichKeys {
  cancel(): void;
  /** Enter: keeps the text, or in a list starts a new item. */
  enter(): void;
  /** Whether the text is an empty list item, which Backspace takes out. */
  emptyItem(): boolean;
  removeItem(): void;
  bold(): void;
  link(): void;
  /** A style the site's markup does not have. */
  missing(style: string): void;
  undo(): void;
  redo(): void;
  toToolbar(): void;
}

export function onRichKey(event: KeyboardEvent, keys: RichKeys) {
  const mod = event[MOD] && !event.altKey;
  const key = event.key.toLowerCase();
  const run = (act: () => void) => {
    event.preventDefault();
    act();
  };
  if (event.key === 'Escape') run(keys.cancel);
  else if (event.key === 'Enter' && !mod) run(keys.enter);
  else if (event.key === 'Backspace' && keys.emptyItem()) run(keys.removeItem);
  else if (mod && key === 'b') run(keys.bold);
  else if (mod && key === 'k') run(keys.link);
  else if (mod && key === 'i') run(() => keys.missing('italic'));
  else if (mod && key === 'u') run(() => keys.missing('underline'));
  else if (mod && (key === 'y' || (key === 'z' && event.shiftKey))) run(keys.redo);
  else if (mod && key === 'z') run(keys.undo);
  else if ((event.key === 'Tab' && event.shiftKey) || (event.key === 'F10' && event.altKey))
    run(keys.toToolbar);
}

const REFUSED = ['insertParagraph', 'insertLineBreak', 'insertFromDrop'];

export function onRichBeforeInput(event: InputEvent) {
  const type = event.inputType;
  if (type.startsWith('format') || type.startsWith('history') || REFUSED.includes(type))
    event.preventDefault();
}

/** A paste is its words alone, on one line. */
export function onRichPaste(event: ClipboardEvent) {
  event.preventDefault();
  const words = (event.clipboardData?.getData('text/plain') ?? '').replace(/\s+/g, ' ');
  // The browser's own insertion keeps the caret; a deprecated call, still the only one.
  document.execCommand('insertText', false, words);
}
