import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { shown, type FieldText } from '../lib/in-place';
import type { PageChoice } from '../lib/page-titles';
import {
  isMarked,
  linkAt,
  partsOf,
  removeLink,
  setLink,
  splitParts,
  toggleStrong,
  markupOf,
  wordsOf,
  written,
  type Parts,
  type Span,
} from '../lib/rich-markup';
import {
  listKindOf,
  markupAt,
  placePath,
  removeItem,
  splitItem,
  toggleList,
  type BlockPlace,
  type ListKind,
} from '../lib/rich-blocks';
import type { DataPath } from '../protocol/data-path';
import { claim, newSession, release, snapshot, type Editing, type SendEdit } from './in-place';
import { drawParts, readParts, select, selectionIn } from './rich-dom';
import { HELP_ID, RichTools, type ToolsView } from './RichTools';
import { resumeAfterRender } from './resume';
import { blocksElement, elementAt, placeTools, toolsHost } from './rich-host';
import { onRichBeforeInput, onRichKey, onRichPaste, type RichKeys } from './rich-keys';

/*
 * A paragraph, list item or other text with marks, edited where it stands: the element shows
 * the text's parts as the site draws them, typing is the browser's, and bold, links and lists
 * are changes of the parts (and blocks) drawn back into it. What is sent is the text's markup,
 * written back in the file's own syntax (rich-markup.ts). A change of a rich text's blocks (a
 * list made, an item split) is sent as the whole rich text; the edit goes on in the element the
 * page then draws for its place, as the same undo step.
 */

const lengthOf = (markup: string | undefined) => wordsOf(partsOf(markup ?? '')).length;

export interface RichOptions {
  pages: PageChoice[];
  /** Where the caret goes; without it, a double-click's word or the end of the text. */
  at?: Span;
  /** The edit this goes on with, after a change of its rich text's blocks. */
  going?: {
    session: string;
    changed: boolean;
    startedAt: DataPath;
    startedWith: string;
    startedPlace: BlockPlace;
  };
}

export function startRichEditing(
  element: HTMLElement,
  field: FieldText & { rich: NonNullable<FieldText['rich']> },
  send: SendEdit,
  options: RichOptions,
) {
  const source = field.rich.source;
  const within = field.rich.blocks;
  const going = options.going ?? {
    session: newSession(),
    changed: false,
    startedAt: field.path,
    startedWith: source,
    startedPlace: within?.place ?? { block: 0 },
  };
  const { session } = going;
  const blocksIn = within ? blocksElement(element, within.place) : null;
  let changed = going.changed;
  let parts: Parts = partsOf(source);
  let chooser = false;
  let note = '';
  let kept: Span = [0, 0];
  const past: { parts: Parts; at: Span }[] = [];
  const future: typeof past = [];

  // A double-click's word stays selected; the words are then drawn anew, as the edit keeps them.
  const clicked = selectionIn(element);
  const putBack = snapshot(element);
  const { container, root } = toolsHost();
  const markup = () => written(source, parts);
  const emptyItem = () => parts.length === 0 && within?.place.item !== undefined;
  const itemPlace = () => ({ block: within!.place.block, item: within!.place.item ?? 0 });
  const selection = (): Span => selectionIn(element) ?? kept;

  const draw = () => {
    const view: ToolsView = {
      strong: isMarked(parts, kept, 'strong'),
      link: linkAt(parts, kept),
      list: within && listKindOf(within.value[within.place.block]),
      lists: within !== undefined,
      chooser,
      note,
      pages: options.pages,
    };
    flushSync(() => root.render(createElement(RichTools, { view, actions })));
    placeTools(container, element);
  };

  const sendValue = (path: DataPath, value: unknown, phase: 'input' | 'commit') => {
    changed = true;
    send({ path, value, phase, session });
  };

  const change = (next: { parts: Parts; selection: Span }) => {
    past.push({ parts, at: selection() });
    future.length = 0;
    parts = next.parts;
    drawParts(element, parts);
    element.focus();
    select(element, next.selection);
    kept = next.selection;
    sendValue(field.path, markup(), 'input');
    draw();
  };

  const restore = (from: typeof past, to: typeof past) => {
    const state = from.pop();
    if (!state) return;
    to.push({ parts, at: selection() });
    parts = state.parts;
    drawParts(element, parts);
    select(element, state.at);
    kept = state.at;
    sendValue(field.path, markup(), 'input');
    draw();
  };

  /** The blocks changed: sent whole, and the edit goes on where the page draws `place`. */
  const restructure = ({ blocks, place }: { blocks: unknown[]; place?: BlockPlace }, at = 0) => {
    if (!within) return;
    sendValue(within.root, blocks, 'input');
    finish();
    if (!place || !blocksIn) return;
    const path = placePath(within.root, blocks, place);
    const markup = markupAt(blocks, place) ?? '';
    resumeAfterRender(path, markup, (typed) => {
      const next = elementAt(blocksIn, place);
      if (!next || !blocksIn.isConnected) return;
      const rich = { source: markup, blocks: { root: within.root, value: blocks, place } };
      startRichEditing(next, { path, text: shown(wordsOf(partsOf(markup))), rich }, send, {
        pages: options.pages,
        at: [at, at],
        going: { ...going, changed },
      });
      if (typed) document.execCommand('insertText', false, typed);
    });
  };

  const keys: RichKeys = {
    cancel: () => end('cancel'),
    enter: () => {
      const place = within?.place;
      // Enter in an empty item ends the list there: the item goes, and so does the edit.
      if (place?.item === undefined || parts.length === 0) return end('commit');
      const [before, after] = splitParts(parts, selection()[0]);
      restructure(splitItem(within!.value, itemPlace(), written(source, before), markupOf(after)));
    },
    emptyItem,
    removeItem: () => {
      const removed = removeItem(within!.value, itemPlace());
      // The caret goes on at the end of the item before.
      restructure(removed, removed.place ? lengthOf(markupAt(removed.blocks, removed.place)) : 0);
    },
    bold: () => actions.bold(),
    link: () => actions.link(),
    missing: (style) => {
      note = `This site’s text has bold and links only: ${style} is not one of its styles.`;
      draw();
    },
    undo: () => restore(past, future),
    redo: () => restore(future, past),
    toToolbar: () => {
      kept = selection();
      container.querySelector<HTMLElement>('.in-place-toolbar [tabindex="0"]')?.focus();
    },
  };

  let typedAt = 0;
  const onInput = () => {
    const now = performance.now();
    // A pause starts a new step of the text's own undo (Ctrl+Z while editing).
    if (now - typedAt > 1000) past.push({ parts, at: kept });
    typedAt = now;
    parts = readParts(element);
    note = '';
    sendValue(field.path, markup(), 'input');
  };
  const onSelection = () => {
    const here = selectionIn(element);
    if (!here) return;
    kept = here;
    draw();
  };
  const away = (event: FocusEvent) => {
    const to = event.relatedTarget as Node | null;
    if (to && (element.contains(to) || container.contains(to))) return;
    end('commit');
  };

  const listeners: [EventTarget, string, EventListener][] = [
    [element, 'keydown', (event) => onRichKey(event as KeyboardEvent, keys)],
    [element, 'beforeinput', onRichBeforeInput as EventListener],
    [element, 'paste', onRichPaste as EventListener],
    [element, 'input', onInput],
    [element, 'focusout', away as EventListener],
    [container, 'focusout', away as EventListener],
    [document, 'selectionchange', onSelection],
  ];
  const attributes: Record<string, string> = {
    contenteditable: 'true',
    role: 'textbox',
    'aria-multiline': 'false',
    'aria-label': 'Text being edited',
    'aria-describedby': HELP_ID,
  };

  const finish = () => {
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    for (const name of Object.keys(attributes)) element.removeAttribute(name);
    element.classList.remove('in-place-rich');
    flushSync(() => root.render(null));
    putBack();
    release(edit);
  };

  const end = (phase: 'commit' | 'cancel') => {
    finish();
    if (!changed) return element.focus();
    // An item left empty goes, as a list's empty last line does when one stops writing.
    if (phase === 'commit' && emptyItem() && within)
      sendValue(within.root, removeItem(within.value, itemPlace()).blocks, 'commit');
    else if (phase === 'commit') sendValue(field.path, markup(), 'commit');
    else {
      send({ path: field.path, value: source, phase, session });
      // Put back as it was, the text the edit started in is drawn again: the focus goes there.
      if (blocksIn && options.going)
        resumeAfterRender(going.startedAt, going.startedWith, () =>
          elementAt(blocksIn, going.startedPlace)?.focus(),
        );
    }
    element.focus();
  };

  /** Back to the text from the toolbar or chooser, with its selection as it was. */
  const toText = () => {
    chooser = false;
    element.focus();
    select(element, kept);
  };

  const actions = {
    bold: () => change(toggleStrong(parts, selection())),
    link: () => {
      kept = selection();
      chooser = true;
      draw();
    },
    list: (kind: ListKind) =>
      within && restructure(toggleList(within.value, within.place, markup(), kind), selection()[0]),
    choose: (href: string, label: string) => {
      toText();
      change(setLink(parts, kept, href, label));
    },
    unlink: () => {
      toText();
      change(removeLink(parts, kept));
    },
    closeChooser: () => {
      toText();
      draw();
    },
    backToText: () => toText(),
  };

  const edit: Editing = { element, field, end };
  claim(edit);
  drawParts(element, parts);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.classList.add('in-place-rich');
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  element.focus();
  const last = wordsOf(parts).length;
  kept = options.at ?? clicked ?? [last, last];
  select(element, kept);
  draw();
}
