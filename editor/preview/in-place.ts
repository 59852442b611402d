import { matchTexts, shown, type FieldText } from '../lib/in-place';

/*
 * Editing a text where it stands in the preview. The element becomes editable as plain text;
 * every keystroke goes to the editor as a change of its field; while it is being edited the
 * preview holds back re-renders (React would rewrite the text under the caret) and draws the
 * latest one when the edit ends. Escape puts the words back; leaving the text or Enter keeps them.
 */

export type EditPhase = 'input' | 'commit' | 'cancel';
export type SendEdit = (field: FieldText, value: string, phase: EditPhase) => void;

/** The elements of a part of the page that show a field's words, each with its field. */
export function editableIn(part: Element, fields: FieldText[]): Map<HTMLElement, FieldText> {
  const words = new Set(fields.map((f) => f.text));
  const elements: HTMLElement[] = [];
  for (const element of part.querySelectorAll<HTMLElement>('*')) {
    const text = shown(element.textContent ?? '');
    if (!words.has(text)) continue;
    // The innermost element that holds the words, not each of its ancestors.
    if ([...element.children].some((child) => shown(child.textContent ?? '') === text)) continue;
    elements.push(element);
  }
  const matched = matchTexts(
    fields,
    elements.map((e) => e.textContent ?? ''),
  );
  const map = new Map<HTMLElement, FieldText>();
  elements.forEach((element, i) => {
    const field = matched[i];
    if (field) map.set(element, field);
  });
  return map;
}

/** A way back to the nodes under `root` and their words, whatever typing did to them. */
function snapshot(root: HTMLElement): () => void {
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

interface Editing {
  element: HTMLElement;
  field: FieldText;
  end: (phase: 'commit' | 'cancel') => void;
}

let editing: Editing | null = null;
let afterEdit: (() => void) | null = null;

export const isEditing = () => editing !== null;

/** Runs `draw` now, or when the text being edited is left. */
export function whenNotEditing(draw: () => void) {
  if (editing) afterEdit = draw;
  else draw();
}

export function startEditing(element: HTMLElement, field: FieldText, send: SendEdit) {
  if (editing?.element === element) return;
  editing?.end('commit');
  const original = element.textContent ?? '';
  // React's own nodes as it left them, put back before it draws the new words into them.
  const putBack = snapshot(element);
  let typedOnce = false;
  const onInput = () => {
    typedOnce = true;
    send(field, element.textContent ?? '', 'input');
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
    if (editing?.element !== element) return;
    editing = null;
    const typed = element.textContent ?? '';
    element.removeEventListener('input', onInput);
    element.removeEventListener('keydown', onKey);
    element.removeEventListener('blur', onBlur);
    element.removeAttribute('contenteditable');
    putBack();
    showProblem(null);
    // Nothing typed, nothing to keep or put back: the data was never touched.
    if (typed !== original || typedOnce) send(field, phase === 'cancel' ? original : typed, phase);
    const draw = afterEdit;
    afterEdit = null;
    draw?.();
  };
  editing = { element, field, end };
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

/** Says, beside a text, why it is not edited here, for a few seconds. */
export function explainNotEditable(x: number, y: number) {
  document.querySelector('.in-place-note')?.remove();
  const note = document.createElement('p');
  note.className = 'in-place-note';
  note.setAttribute('role', 'status');
  note.textContent =
    'This text is not edited here: it is rich text, comes from other data, or is made by the site. Edit it in the form.';
  note.style.left = `${x + window.scrollX}px`;
  note.style.top = `${y + window.scrollY + 12}px`;
  document.body.append(note);
  setTimeout(() => note.remove(), 5000);
}
