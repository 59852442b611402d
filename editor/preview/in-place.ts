import { matchTexts, shown, type FieldText } from '../lib/in-place';
import type { DataPath } from '../protocol/data-path';

/*
 * Editing a text where it stands in the preview. A plain text's element becomes editable as
 * plain text (a rich text's, in rich-editing.ts, with its marks); every keystroke goes to the
 * editor as a change of its field; while it is being edited the preview holds back re-renders
 * (React would rewrite the text under the caret) and draws the latest one when the edit ends.
 * Escape puts the words back; leaving the text or Enter keeps them.
 */

export type EditPhase = 'input' | 'commit' | 'cancel';
/** One change of an edit in place; the changes of one edit (`session`) are one undo step. */
export interface TextEdit {
  path: DataPath;
  value: unknown;
  phase: EditPhase;
  session: string;
}
export type SendEdit = (edit: TextEdit) => void;

/** The words an element shows: a link's "(opens in a new tab)" for screen readers left out. */
export function wordsShown(element: Element): string {
  let words = '';
  const walk = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walk.nextNode(); node; node = walk.nextNode())
    if (!node.parentElement?.closest('.visually-hidden')) words += node.nodeValue ?? '';
  return shown(words);
}

/** The paragraph or list item a rich text's words stand in, not a bold or linked run of it. */
const blockOf = (element: HTMLElement, part: Element): HTMLElement =>
  element.closest<HTMLElement>('p, li') && part.contains(element.closest('p, li'))
    ? element.closest<HTMLElement>('p, li')!
    : element;

/** The elements of a part of the page that show a field's words, each with its field. */
export function editableIn(part: Element, fields: FieldText[]): Map<HTMLElement, FieldText> {
  const words = new Set(fields.map((f) => f.text));
  const elements: HTMLElement[] = [];
  const texts: string[] = [];
  for (const element of part.querySelectorAll<HTMLElement>('*')) {
    const text = wordsShown(element);
    if (!words.has(text)) continue;
    // The innermost element that holds the words, not each of its ancestors.
    if ([...element.children].some((child) => wordsShown(child) === text)) continue;
    elements.push(element);
    texts.push(text);
  }
  const matched = matchTexts(fields, texts);
  const map = new Map<HTMLElement, FieldText>();
  elements.forEach((element, i) => {
    const field = matched[i];
    if (field) map.set(field.rich ? blockOf(element, part) : element, field);
  });
  return map;
}

/** A new name for one edit, so its changes are one undo step however long it takes. */
export const newSession = () => crypto.randomUUID();

/** A way back to the nodes under `root` and their words, whatever typing did to them. */
export function snapshot(root: HTMLElement): () => void {
  const elements: [Node, Node[]][] = [];
  const texts: [Node, string | null][] = [];
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node: Node | null = root; node; node = walk.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) texts.push([node, node.nodeValue]);
    else elements.push([node, [...node.childNodes]]);
  }
  return () => {
    for (const [node, value] of texts) node.nodeValue = value;
    for (const [node, children] of elements) (node as Element).replaceChildren(...children);
  };
}

export interface Editing {
  element: HTMLElement;
  field: FieldText;
  end: (phase: 'commit' | 'cancel') => void;
}

let editing: Editing | null = null;
let afterEdit: (() => void) | null = null;

export const isEditing = () => editing !== null;
export const editingElement = () => editing?.element;

/** Runs `draw` now, or when the text being edited is left. */
export function whenNotEditing(draw: () => void) {
  if (editing) afterEdit = draw;
  else draw();
}

/** Makes `edit` the one edit in progress, the one before it kept. */
export function claim(edit: Editing) {
  editing?.end('commit');
  editing = edit;
}

/** Ends `edit` if it is the one in progress: its note goes, and a render held back is drawn. */
export function release(edit: Editing) {
  if (editing !== edit) return;
  editing = null;
  showProblem(null);
  const draw = afterEdit;
  afterEdit = null;
  draw?.();
}

export function startEditing(element: HTMLElement, field: FieldText, send: SendEdit) {
  if (editing?.element === element) return;
  const original = element.textContent ?? '';
  // React's own nodes as it left them, put back before it draws the new words into them.
  const putBack = snapshot(element);
  const session = newSession();
  let typedOnce = false;
  const onInput = () => {
    typedOnce = true;
    send({ path: field.path, value: element.textContent ?? '', phase: 'input', session });
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      end('cancel');
    } else if (event.key === 'Enter') {
      event.preventDefault();
      end('commit');
    }
  };
  const onBlur = () => end('commit');
  const end = (phase: 'commit' | 'cancel') => {
    if (editing !== edit) return;
    const typed = element.textContent ?? '';
    element.removeEventListener('input', onInput);
    element.removeEventListener('keydown', onKey);
    element.removeEventListener('blur', onBlur);
    element.removeAttribute('contenteditable');
    putBack();
    // Nothing typed, nothing to keep or put back: the data was never touched.
    if (typed !== original || typedOnce)
      send({ path: field.path, value: phase === 'cancel' ? original : typed, phase, session });
    release(edit);
  };
  const edit: Editing = { element, field, end };
  claim(edit);
  element.setAttribute('contenteditable', 'plaintext-only');
  element.addEventListener('input', onInput);
  element.addEventListener('keydown', onKey);
  element.addEventListener('blur', onBlur);
  element.focus();
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/** A field's problems, as the check words them, in a note under the text being edited. */
export function showProblem(message: string | null) {
  document.querySelector('.in-place-problem')?.remove();
  if (!message || !editing) return;
  const note = document.createElement('p');
  note.className = 'in-place-problem';
  note.setAttribute('role', 'alert');
  note.textContent = message;
  const box = editing.element.getBoundingClientRect();
  note.style.left = `${box.left + window.scrollX}px`;
  note.style.top = `${box.bottom + window.scrollY + 6}px`;
  document.body.append(note);
}

export const editingPath = () => editing?.field.path;

/**
 * Says, beside a text, why it is not edited here, for a few seconds; in a translation's preview
 * (`language`, its English name) a text still in English is one reason.
 */
export function explainNotEditable(x: number, y: number, language?: string) {
  document.querySelector('.in-place-note')?.remove();
  const note = document.createElement('p');
  note.className = 'in-place-note';
  note.setAttribute('role', 'status');
  note.textContent = language
    ? `This text is not edited here: it has no up-to-date ${language} yet, comes from other data, or is made by the site. Edit it in the form.`
    : 'This text is not edited here: it comes from other data or is made by the site. Edit it in the form.';
  note.style.left = `${x + window.scrollX}px`;
  note.style.top = `${y + window.scrollY + 12}px`;
  document.body.append(note);
  setTimeout(() => note.remove(), 5000);
}
