import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
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

/*
 * A paragraph, list item or other text with marks, edited where it stands: the element shows
 * the text's parts as the site draws them, typing is the browser's, and bold, links and lists
 * are changes of the parts (and blocks) drawn back into it. What is sent is the text's markup,
 * written back in the file's own syntax (rich-markup.ts). A change of a rich text's blocks (a
 * list made, an item split) is sent as the whole rich text; the edit goes on in the element the
 * page then draws for its place, as the same undo step.
 */

const lengthOf = (markup: string | undefined) => wordsOf(partsOf(markup ?? '')).length;

const MOD = /Mac|iPhone|iPad/.test(navigator.platform) ? 'metaKey' : 'ctrlKey';

let tools: { container: HTMLElement; root: Root } | undefined;

/** How much smaller than its true size the editor shows the page (1: true size). */
let previewScale = 1;

export function setPreviewScale(scale: number) {
  previewScale = scale > 0 && scale <= 1 ? scale : 1;
  document.documentElement.style.setProperty('--grow', String(1 / previewScale));
}

function toolsHost() {
  if (!tools) {
    const container = document.createElement('div');
    container.className = 'in-place-tools';
    document.body.append(container);
    tools = { container, root: createRoot(container) };
  }
  return tools;
}

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

/**
 * The element that holds a rich text's blocks, in order, as the site's RichText draws them: a
 * paragraph's parent, a list item's list's parent. It stays while the blocks in it change, so
 * the block or item at a place is found in it after any change.
 */
function blocksElement(element: HTMLElement, place: BlockPlace): Element | null {
  return place.item === undefined
    ? element.parentElement
    : (element.parentElement?.parentElement ?? null);
}

const elementAt = (container: Element, place: BlockPlace): HTMLElement | undefined => {
  const block = container.children[place.block];
  return ((place.item === undefined ? block : block?.children[place.item]) ?? undefined) as
    HTMLElement | undefined;
};

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
  const selection = (): Span => selectionIn(element) ?? kept;

  const draw = () => {
    const box = element.getBoundingClientRect();
    const at = kept;
    const view: ToolsView = {
      strong: isMarked(parts, at, 'strong'),
      link: linkAt(parts, at),
      list: field.rich.blocks
        ? listKindOf(field.rich.blocks.value[field.rich.blocks.place.block])
        : undefined,
      lists: field.rich.blocks !== undefined,
      chooser,
      note,
      pages: options.pages,
    };
    flushSync(() => root.render(createElement(RichTools, { view, actions })));
    // Drawn at its true size however small the editor shows the page (a transform: sizes
    // read from the page are the scaled ones, lengths set inside it are not).
    const grow = 1 / previewScale;
    const bar = container.querySelector('.in-place-toolbar')?.getBoundingClientRect();
    const height = bar?.height ?? 0;
    const widest = window.scrollX + document.documentElement.clientWidth - (bar?.width ?? 0) - 8;
    const above = box.top + window.scrollY - height - 8;
    const top = above >= 0 ? above : box.bottom + window.scrollY + 8;
    container.style.left = `${Math.max(0, Math.min(box.left + window.scrollX, widest))}px`;
    container.style.top = `${top}px`;
    container.style.setProperty('--grow', String(grow));
    // The chooser opens under the text, leaving the words it links in sight.
    const under = above >= 0 ? box.bottom + window.scrollY + 8 - top : height + 8;
    container.style.setProperty('--under', `${under / grow}px`);
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

  const onKey = (event: KeyboardEvent) => {
    const mod = event[MOD] && !event.altKey;
    const key = event.key.toLowerCase();
    const here = selection();
    const blocks = field.rich.blocks;
    if (event.key === 'Escape') {
      event.preventDefault();
      end('cancel');
    } else if (event.key === 'Enter' && !mod) {
      event.preventDefault();
      if (blocks?.place.item === undefined || !listKindOf(blocks.value[blocks.place.block]))
        return end('commit');
      const item = { block: blocks.place.block, item: blocks.place.item };
      // Enter in an empty item ends the list there: the item goes, and so does the edit.
      if (parts.length === 0) return end('commit');
      const [before, after] = splitParts(parts, here[0]);
      restructure(splitItem(blocks.value, item, written(source, before), markupOf(after)));
    } else if (
      event.key === 'Backspace' &&
      parts.length === 0 &&
      blocks?.place.item !== undefined
    ) {
      event.preventDefault();
      const removed = removeItem(blocks.value, { ...blocks.place, item: blocks.place.item });
      // The caret goes on at the end of the item before.
      restructure(removed, removed.place ? lengthOf(markupAt(removed.blocks, removed.place)) : 0);
    } else if (mod && key === 'b') {
      event.preventDefault();
      actions.bold();
    } else if (mod && key === 'k') {
      event.preventDefault();
      actions.link();
    } else if (mod && (key === 'i' || key === 'u')) {
      event.preventDefault();
      note = `This site’s text has bold and links only: ${key === 'i' ? 'italic' : 'underline'} is not one of its styles.`;
      draw();
    } else if (mod && (key === 'z' || key === 'y')) {
      event.preventDefault();
      if (key === 'y' || event.shiftKey) restore(future, past);
      else restore(past, future);
    } else if ((event.key === 'Tab' && event.shiftKey) || (event.key === 'F10' && event.altKey)) {
      event.preventDefault();
      kept = here;
      container.querySelector<HTMLElement>('.in-place-toolbar [tabindex="0"]')?.focus();
    }
  };

  // Typing is the browser's; what it would do beyond typing (its own bold, a pasted page's
  // markup, a new paragraph) is done here or not at all.
  const onBeforeInput = (event: InputEvent) => {
    const type = event.inputType;
    if (type.startsWith('format') || type.startsWith('history') || type === 'insertParagraph')
      event.preventDefault();
    if (type === 'insertLineBreak' || type === 'insertFromDrop') event.preventDefault();
  };
  const onPaste = (event: ClipboardEvent) => {
    event.preventDefault();
    const words = (event.clipboardData?.getData('text/plain') ?? '').replace(/\s+/g, ' ');
    // The browser's own insertion keeps its undo and the caret; a deprecated call, still the one.
    document.execCommand('insertText', false, words);
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

  const finish = () => {
    element.removeEventListener('keydown', onKey);
    element.removeEventListener('beforeinput', onBeforeInput);
    element.removeEventListener('paste', onPaste);
    element.removeEventListener('input', onInput);
    element.removeEventListener('focusout', away);
    container.removeEventListener('focusout', away);
    document.removeEventListener('selectionchange', onSelection);
    element.removeAttribute('contenteditable');
    element.removeAttribute('role');
    element.removeAttribute('aria-multiline');
    element.removeAttribute('aria-label');
    element.removeAttribute('aria-describedby');
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
      sendValue(
        within.root,
        removeItem(within.value, { ...within.place, item: within.place.item! }).blocks,
        'commit',
      );
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

  const actions = {
    bold: () => change(toggleStrong(parts, selection())),
    link: () => {
      kept = selection();
      chooser = true;
      draw();
    },
    list: (kind: ListKind) => {
      const blocks = field.rich.blocks;
      if (!blocks) return;
      const here = selection()[0];
      restructure(toggleList(blocks.value, blocks.place, markup(), kind), here);
    },
    choose: (href: string, label: string) => {
      chooser = false;
      element.focus();
      select(element, kept);
      change(setLink(parts, kept, href, label));
    },
    unlink: () => {
      chooser = false;
      element.focus();
      select(element, kept);
      change(removeLink(parts, kept));
    },
    closeChooser: () => {
      chooser = false;
      element.focus();
      select(element, kept);
      draw();
    },
    backToText: () => {
      element.focus();
      select(element, kept);
    },
  };

  const edit: Editing = { element, field, end };
  claim(edit);
  drawParts(element, parts);
  element.setAttribute('contenteditable', 'true');
  element.setAttribute('role', 'textbox');
  element.setAttribute('aria-multiline', 'false');
  element.setAttribute('aria-label', 'Text being edited');
  element.setAttribute('aria-describedby', HELP_ID);
  element.classList.add('in-place-rich');
  element.addEventListener('keydown', onKey);
  element.addEventListener('beforeinput', onBeforeInput);
  element.addEventListener('paste', onPaste);
  element.addEventListener('input', onInput);
  element.addEventListener('focusout', away);
  container.addEventListener('focusout', away);
  document.addEventListener('selectionchange', onSelection);
  element.focus();
  const last = wordsOf(parts).length;
  kept = options.at ?? clicked ?? [last, last];
  select(element, kept);
  draw();
}
