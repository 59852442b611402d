/**
 * A small, dependency-free scanner for the start tags of prerendered HTML: enough to find every
 * URL a page references and the text of its <script> elements. It skips comments, and the raw
 * text of <script>, <style>, <textarea> and <title> (so JSON data never reads as markup).
 */

export interface ScannedTag {
  /** Lowercase element name. */
  name: string;
  /** Attributes, names lowercased, values with character references decoded. */
  attrs: Map<string, string>;
  /** Offset of the `<` in the source. */
  offset: number;
  /** For raw-text elements (script, style, textarea, title): the text up to the end tag. */
  text?: string;
  /** Offset of `text` in the source. */
  textOffset?: number;
}

const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the character references that can occur in attribute values. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

const TAG_NAME = /[a-zA-Z][^\s/>]*/y;
const ATTRIBUTE = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;

/** Every start tag of `html`, in document order. */
export function scanTags(html: string): ScannedTag[] {
  const tags: ScannedTag[] = [];
  let index = 0;
  while (index < html.length) {
    const lt = html.indexOf('<', index);
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      index = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?' || html[lt + 1] === '/') {
      const end = html.indexOf('>', lt);
      index = end < 0 ? html.length : end + 1;
      continue;
    }
    TAG_NAME.lastIndex = lt + 1;
    const nameMatch = TAG_NAME.exec(html);
    if (!nameMatch) {
      index = lt + 1;
      continue;
    }
    const name = nameMatch[0].toLowerCase();
    const attrs = new Map<string, string>();
    let cursor = TAG_NAME.lastIndex;
    for (;;) {
      while (cursor < html.length && /[\s/]/.test(html[cursor]!)) cursor++;
      if (cursor >= html.length || html[cursor] === '>') break;
      ATTRIBUTE.lastIndex = cursor;
      const match = ATTRIBUTE.exec(html);
      if (!match || match[0].length === 0) {
        cursor++;
        continue;
      }
      const attrName = match[1]!.toLowerCase();
      if (!attrs.has(attrName))
        attrs.set(attrName, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
      cursor = ATTRIBUTE.lastIndex;
    }
    const tagEnd = Math.min(cursor + 1, html.length);
    const tag: ScannedTag = { name, attrs, offset: lt };
    index = tagEnd;
    if (RAW_TEXT.has(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, tagEnd);
      const end = close < 0 ? html.length : close;
      tag.text = html.slice(tagEnd, end);
      tag.textOffset = tagEnd;
      index = end;
    }
    tags.push(tag);
  }
  return tags;
}

/** 1-based line and column of an offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/**
 * The URLs of a srcset (or imagesrcset) value, without their width/density descriptors
 * (the HTML spec's parsing: a URL runs to whitespace; a trailing comma ends it; descriptors run
 * to the next comma).
 */
export function srcsetUrls(value: string): string[] {
  const urls: string[] = [];
  let i = 0;
  while (i < value.length) {
    while (i < value.length && /[\s,]/.test(value[i]!)) i++;
    const start = i;
    while (i < value.length && !/\s/.test(value[i]!)) i++;
    let url = value.slice(start, i);
    const trailingCommas = /,+$/.exec(url);
    if (trailingCommas) url = url.slice(0, -trailingCommas[0].length);
    else while (i < value.length && value[i] !== ',') i++;
    if (url) urls.push(url);
  }
  return urls;
}

/** Each URL a tag references, with the attribute it came from. */
export function referencedUrls(tag: ScannedTag): { attr: string; url: string }[] {
  const found: { attr: string; url: string }[] = [];
  const add = (attr: string) => {
    const value = tag.attrs.get(attr);
    if (value !== undefined && value.trim() !== '') found.push({ attr, url: value.trim() });
  };
  add('href');
  add('src');
  add('poster');
  add('data');
  if (tag.name === 'form') add('action');
  for (const attr of ['srcset', 'imagesrcset']) {
    const value = tag.attrs.get(attr);
    if (value) for (const url of srcsetUrls(value)) found.push({ attr, url });
  }
  // <meta http-equiv="refresh" content="0; url=/target">: the alias pages' redirect.
  if (tag.name === 'meta' && tag.attrs.get('http-equiv')?.toLowerCase() === 'refresh') {
    const target = /url\s*=\s*['"]?([^'"]+)/i.exec(tag.attrs.get('content') ?? '')?.[1];
    if (target) found.push({ attr: 'http-equiv=refresh', url: target.trim() });
  }
  // Open Graph and Twitter images are absolute URLs; on the site's own origin they must exist.
  if (
    tag.name === 'meta' &&
    /^(og|twitter):(image|video|audio)$/.test(
      tag.attrs.get('property') ?? tag.attrs.get('name') ?? '',
    )
  ) {
    add('content');
  }
  return found;
}
