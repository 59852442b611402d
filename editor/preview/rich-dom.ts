import { normalized, type Parts, type Span } from '../lib/rich-markup';

/*
 * A rich text's element and its parts, both ways: drawn as the site draws them (text, <strong>,
 * <a>), read back whatever typing did to them, and a selection as offsets into its words.
 */

/** Draws `parts` into `element`; a link keeps its address as written (not the page's form of it). */
export function drawParts(element: HTMLElement, parts: Parts) {
  element.replaceChildren(
    ...parts.map((part) => {
      if (part.kind === 'text') return document.createTextNode(part.text);
      const node = document.createElement(part.kind === 'strong' ? 'strong' : 'a');
      if (part.kind === 'link') {
        node.setAttribute('href', part.href);
        node.dataset.href = part.href;
      }
      node.textContent = part.text;
      return node;
    }),
  );
}

interface Marks {
  strong: boolean;
  href?: string;
}

/** The parts an element shows: a link wins over bold, which the site's markup cannot nest. */
export function readParts(element: HTMLElement): Parts {
  const parts: Parts = [];
  const visit = (node: Node, marks: Marks) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.nodeValue ?? '';
      if (marks.href !== undefined) parts.push({ kind: 'link', text, href: marks.href });
      else parts.push({ kind: marks.strong ? 'strong' : 'text', text });
      return;
    }
    if (!(node instanceof HTMLElement) || node.classList.contains('visually-hidden')) return;
    const tag = node.tagName;
    const next: Marks = {
      strong: marks.strong || tag === 'STRONG' || tag === 'B',
      href:
        marks.href ??
        (tag === 'A' ? (node.dataset.href ?? node.getAttribute('href') ?? '') : undefined),
    };
    node.childNodes.forEach((child) => visit(child, next));
  };
  element.childNodes.forEach((child) => visit(child, { strong: false }));
  return normalized(parts);
}

/** Where a point is in the words: the text screen readers alone are read is not counted. */
function offsetOf(element: HTMLElement, node: Node, offset: number): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  range.setEnd(node, offset);
  let at = 0;
  const walk = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let text = walk.nextNode() as Text | null; text; text = walk.nextNode() as Text | null) {
    if (!range.intersectsNode(text) || text.parentElement?.closest('.visually-hidden')) continue;
    at += text === range.endContainer ? range.endOffset : text.length;
  }
  return at;
}

/** The selection in `element`, as offsets into its words. */
export function selectionIn(element: HTMLElement): Span | undefined {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0) return undefined;
  const range = selection.getRangeAt(0);
  if (!element.contains(range.startContainer) || !element.contains(range.endContainer))
    return undefined;
  return [
    offsetOf(element, range.startContainer, range.startOffset),
    offsetOf(element, range.endContainer, range.endOffset),
  ];
}

/** The text node and offset at `at` in the words; at a boundary, the end of the run before. */
function pointAt(element: HTMLElement, at: number): [Node, number] {
  const walk = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let offset = 0;
  let last: Text | null = null;
  for (let node = walk.nextNode() as Text | null; node; node = walk.nextNode() as Text | null) {
    if (at <= offset + node.length) return [node, at - offset];
    offset += node.length;
    last = node;
  }
  return last ? [last, last.length] : [element, element.childNodes.length];
}

export function select(element: HTMLElement, [start, end]: Span) {
  const range = document.createRange();
  range.setStart(...pointAt(element, start));
  range.setEnd(...pointAt(element, end));
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}
