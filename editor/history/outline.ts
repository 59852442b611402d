import type { TargetKind } from '../lib/history-subject';

/** Where a value's text is in a version of site.json: [start, end) in characters. */
export interface Span {
  start: number;
  end: number;
}

/** A page, post or the not-found page in one version, with where its sections are. */
export interface Owner {
  key: string;
  span: Span;
  sections: Span[];
  sectionValues: unknown[];
}

/**
 * One version of site.json as history reads it: its values (JSON.parse) and where the pages,
 * posts and sections are in its text. jsonc-parser's tree would give the places too, but takes
 * 20 times as long as the native parse on the real file; this walk only skips over values.
 */
export interface Outline {
  text: string;
  owners: Record<TargetKind, Owner[]>;
  /** The article template every post shows, as the one holder of its sections. */
  template: Owner;
  /** Offsets of the line breaks, to turn a place into line numbers. */
  breaks: number[];
}

type Members = Map<string, Span>;

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

function skipSpace(text: string, i: number): number {
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

function skipString(text: string, i: number): number {
  let from = i + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) throw new Error('unterminated string');
    let slashes = 0;
    while (text.charCodeAt(quote - 1 - slashes) === 92) slashes++;
    if (slashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

function skipValue(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 34) return skipString(text, i);
  if (c === 123 || c === 91) {
    let depth = 0;
    for (let j = i; j < text.length; j++) {
      const d = text.charCodeAt(j);
      if (d === 34) j = skipString(text, j) - 1;
      else if (d === 123 || d === 91) depth++;
      else if ((d === 125 || d === 93) && --depth === 0) return j + 1;
    }
    throw new Error('unclosed container');
  }
  let j = i;
  while (j < text.length) {
    const d = text.charCodeAt(j);
    if (d === 44 || d === 125 || d === 93 || isSpace(d)) break;
    j++;
  }
  return j;
}

/** The spans of an array's items, or of an object's members by key (`at` is the bracket). */
function children(text: string, at: Span | undefined, keyed: true): Members;
function children(text: string, at: Span | undefined, keyed: false): Span[];
function children(text: string, at: Span | undefined, keyed: boolean): Members | Span[] {
  const items: Span[] = [];
  const members: Members = new Map();
  if (!at) return keyed ? members : items;
  const open = text.charCodeAt(at.start);
  if (open !== (keyed ? 123 : 91)) return keyed ? members : items;
  let i = skipSpace(text, at.start + 1);
  while (i < at.end - 1) {
    let key = '';
    if (keyed) {
      const end = skipString(text, i);
      key = JSON.parse(text.slice(i, end)) as string;
      i = skipSpace(text, skipSpace(text, end) + 1);
    }
    const span = { start: i, end: skipValue(text, i) };
    if (keyed) members.set(key, span);
    else items.push(span);
    i = skipSpace(text, span.end);
    if (text.charCodeAt(i) === 44) i = skipSpace(text, i + 1);
  }
  return keyed ? members : items;
}

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The outline of a version; undefined when it is not JSON (such a version has no pages). */
export function outline(text: string): Outline | undefined {
  let data: Json;
  try {
    data = asObject(JSON.parse(text));
  } catch {
    return undefined;
  }
  const start = skipSpace(text, text.charCodeAt(0) === 0xfeff ? 1 : 0);
  // Valid JSON: the root object ends at the last brace, no need to walk there.
  const root = children(text, { start, end: text.lastIndexOf('}') + 1 }, true);
  const blog = children(text, root.get('blog'), true);
  const blogData = asObject(data.blog);
  const templateSpan = blog.get('template');
  const template = children(text, templateSpan, false);
  const templateValues = asList(blogData.template);
  const sectionsOf = (span: Span | undefined) =>
    children(text, children(text, span, true).get('sections'), false);

  const pageValues = asList(data.pages);
  const postValues = asList(blogData.posts);
  const notFoundSpan = root.get('notFound');
  const breaks: number[] = [];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) breaks.push(i);
  return {
    text,
    breaks,
    template: {
      key: '',
      span: templateSpan ?? { start: 0, end: 0 },
      sections: template,
      sectionValues: templateValues,
    },
    owners: {
      page: children(text, root.get('pages'), false).map((span, i) => {
        const page = asObject(pageValues[i]);
        return {
          key: String(page.path ?? ''),
          span,
          sections: sectionsOf(span),
          sectionValues: asList(page.sections),
        };
      }),
      post: children(text, blog.get('posts'), false).map((span, i) => ({
        key: String(asObject(postValues[i]).slug ?? ''),
        span,
        sections: template,
        sectionValues: templateValues,
      })),
      'not-found': notFoundSpan
        ? [
            {
              key: '',
              span: notFoundSpan,
              sections: sectionsOf(notFoundSpan),
              sectionValues: asList(asObject(data.notFound).sections),
            },
          ]
        : [],
    },
  };
}

/** The 1-based line of a character offset. */
export function lineOf(version: Outline, offset: number): number {
  let low = 0;
  let high = version.breaks.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (version.breaks[mid]! < offset) low = mid + 1;
    else high = mid;
  }
  return low + 1;
}
