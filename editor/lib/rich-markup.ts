import { parseInline, type InlinePart } from '../../src/content/links';
import { sameEnds } from './same-ends';

/*
 * A text with the site's marks (**bold**, [label](href)) as the editor changes it: the parts the
 * site's own parser reads from the markup, changed by the character offsets of its words, and
 * written back in the same syntax. Unchanged markup is kept as written, byte for byte.
 */

export type Parts = InlinePart[];
/** Start and end of a selection in the words of a text (its parts' texts joined). */
export type Span = [number, number];

export const partsOf = (source: string): Parts => parseInline(source);

export const wordsOf = (parts: Parts): string => parts.map((part) => part.text).join('');

const samePart = (a: InlinePart, b: InlinePart) =>
  a.kind === b.kind && a.text === b.text && (a.kind !== 'link' || a.href === (b as typeof a).href);

const sameFormat = (a: InlinePart, b: InlinePart) =>
  a.kind === b.kind && (a.kind !== 'link' || a.href === (b as typeof a).href);

export const sameParts = (a: Parts, b: Parts) =>
  a.length === b.length && a.every((part, i) => samePart(part, b[i]!));

const text = (words: string): InlinePart => ({ kind: 'text', text: words });

/**
 * Parts as the markup can hold them: no empty part, neighbours of one format joined, and the
 * spaces at the ends of a bold or linked run moved outside it (`**word** `, not `**word **`).
 */
export function normalized(parts: Parts): Parts {
  const spaced: Parts = parts.flatMap((part) => {
    if (part.kind === 'text') return [part];
    const [, before = '', inner = '', after = ''] = /^(\s*)(.*?)(\s*)$/su.exec(part.text) ?? [];
    return [text(before), { ...part, text: inner }, text(after)];
  });
  const joined: Parts = [];
  for (const part of spaced) {
    if (part.text === '') continue;
    const last = joined.at(-1);
    if (last && sameFormat(last, part))
      joined[joined.length - 1] = { ...last, text: last.text + part.text };
    else joined.push(part);
  }
  return joined;
}

/** The markup of some parts, in the site's syntax. */
export function markupOf(parts: Parts): string {
  return normalized(parts)
    .map((part) =>
      part.kind === 'strong'
        ? `**${part.text}**`
        : part.kind === 'link'
          ? `[${part.text}](${part.href})`
          : part.text,
    )
    .join('');
}

/**
 * The markup to store for `parts`, edited from `source`: the source itself when they read the
 * same, else the new markup with the spaces a browser types as no-break spaces made plain in
 * the part that changed (a no-break space written on purpose elsewhere stays).
 */
export function written(source: string, parts: Parts): string {
  if (sameParts(normalized(partsOf(source)), normalized(parts))) return source;
  const next = markupOf(parts);
  const { start, end } = sameEnds(source, next);
  const changed = next.slice(start, next.length - end).replace(/\u00a0/g, ' ');
  return next.slice(0, start) + changed + next.slice(next.length - end);
}

/** `parts` split into the words before `at` and from `at` on. */
export function splitParts(parts: Parts, at: number): [Parts, Parts] {
  const before: Parts = [];
  const after: Parts = [];
  let offset = 0;
  for (const part of parts) {
    const cut = Math.max(0, Math.min(part.text.length, at - offset));
    if (cut > 0) before.push({ ...part, text: part.text.slice(0, cut) });
    if (cut < part.text.length) after.push({ ...part, text: part.text.slice(cut) });
    offset += part.text.length;
  }
  return [before, after];
}

/** The parts with those of `[start, end)` changed by `change`. */
function within(parts: Parts, [start, end]: Span, change: (part: InlinePart) => InlinePart) {
  const [before, rest] = splitParts(parts, start);
  const [middle, after] = splitParts(rest, end - start);
  return normalized([...before, ...middle.map(change), ...after]);
}

/** The part a caret at `at` stands in (between two, the one before it). */
function partAt(parts: Parts, at: number): { part: InlinePart; span: Span } | undefined {
  let offset = 0;
  for (const part of parts) {
    const end = offset + part.text.length;
    if (at > offset && at <= end) return { part, span: [offset, end] };
    if (at === 0 && offset === 0 && part.text.length > 0) return { part, span: [0, end] };
    offset = end;
  }
  return undefined;
}

/** The word around a caret: letters and marks of any script, digits, joiners. */
export function wordAt(words: string, at: number): Span {
  const letter = /[\p{L}\p{M}\p{N}'’-]/u;
  let start = at;
  let end = at;
  while (start > 0 && letter.test(words[start - 1]!)) start--;
  while (end < words.length && letter.test(words[end]!)) end++;
  return [start, end];
}

/** What a toggle or link acts on: the selection, else the marked run or word at the caret. */
function reach(parts: Parts, [start, end]: Span, kind: InlinePart['kind']): Span {
  if (start !== end) return [start, end];
  const at = partAt(parts, start);
  if (at && at.part.kind === kind) return at.span;
  return wordAt(wordsOf(parts), start);
}

/** Whether all words of a selection (or the part at a caret) are of `kind`. */
export function isMarked(parts: Parts, [start, end]: Span, kind: 'strong' | 'link'): boolean {
  if (start === end) return partAt(parts, start)?.part.kind === kind;
  const [, rest] = splitParts(parts, start);
  const [middle] = splitParts(rest, end - start);
  return middle.length > 0 && middle.every((part) => part.kind === kind);
}

/**
 * Bold on or off: the selection (or the word at the caret) becomes bold unless it is bold
 * already. Linked words stay links: the site's markup has no bold link.
 */
export function toggleStrong(parts: Parts, selection: Span): { parts: Parts; selection: Span } {
  const span = reach(parts, selection, 'strong');
  const off = isMarked(parts, span, 'strong');
  const next = within(parts, span, (part) =>
    part.kind === 'link' ? part : { kind: off ? 'text' : 'strong', text: part.text },
  );
  return { parts: next, selection: span };
}

/** The address of the link a selection is in, if it is all one link. */
export function linkAt(parts: Parts, [start, end]: Span): string | undefined {
  const at = partAt(parts, start === end ? start : start + 1);
  if (at?.part.kind !== 'link') return undefined;
  return end <= at.span[1] ? at.part.href : undefined;
}

/**
 * The selection (or the link or word at the caret) made a link to `href`; with nothing to link,
 * `label` is put in at the caret as the link's words.
 */
export function setLink(
  parts: Parts,
  selection: Span,
  href: string,
  label: string,
): { parts: Parts; selection: Span } {
  const span = reach(parts, selection, 'link');
  if (span[0] === span[1]) {
    const [before, after] = splitParts(parts, span[0]);
    const link: InlinePart = { kind: 'link', text: label, href };
    return {
      parts: normalized([...before, link, ...after]),
      selection: [span[0], span[0] + label.length],
    };
  }
  return {
    parts: within(parts, span, (part) => ({ kind: 'link', text: part.text, href })),
    selection: span,
  };
}

/** The link at the caret or selection back to plain words. */
export function removeLink(parts: Parts, selection: Span): { parts: Parts; selection: Span } {
  const span = reach(parts, selection, 'link');
  return {
    parts: within(parts, span, (part) => (part.kind === 'link' ? text(part.text) : part)),
    selection: span,
  };
}
