import { SAFE_LINK } from '../schema/safe-link';

export type InlinePart =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string };

// An href may hold one level of balanced parentheses, as URLs (and attacks) sometimes do.
const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))*)\)/g;

/** Splits rich-text markup (**bold**, [label](href)) into parts; unsafe links stay plain text. */
export function parseInline(source: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ kind: 'text', text: source.slice(last, index) });
    if (match[1] !== undefined) parts.push({ kind: 'strong', text: match[1] });
    else if (SAFE_LINK.test(match[3] ?? ''))
      parts.push({ kind: 'link', text: match[2] ?? '', href: match[3] ?? '' });
    else parts.push({ kind: 'text', text: match[2] ?? '' });
    last = index + match[0].length;
  }
  if (last < source.length) parts.push({ kind: 'text', text: source.slice(last) });
  return parts;
}

/** Every [label](href) target in a string, safe or not (for `check`). */
export function inlineLinks(source: string): string[] {
  return [...source.matchAll(INLINE)].filter((m) => m[3] !== undefined).map((m) => m[3] ?? '');
}
