import type { ChangeRow, ChangesInWords, Shown } from '../protocol/changes';
import { getIn, pathKey, type DataPath } from '../protocol/data-path';
import { describePath, pageName } from '../merge/describe';
import { matchItems } from '../merge/arrays';
import { equal, isRecord } from '../merge/equal';
import { SiteSchema } from '../../src/schema/site';
import { AssetPath, LinkSchema } from '../../src/schema/primitives';
import { derivesFrom, nodeOf, schemaAt, type Schema } from '../../src/schema/introspect';
import { isTranslatedLanguage } from '../../src/base/languages';
import { isPicture } from '../../src/content/images/files';
import { parseInline } from '../../src/content/links';
import { choiceLabel, clip, defaultInWords, sectionTypeName, summaryOf } from './words';

/**
 * Two versions of the site compared value by value, each place that differs said as the person
 * knows it: the field in the page's words, its old and new value as the form shows them. A
 * picture's file, size and description are one change (the picture), and a translation's text
 * and the English it was made from are one (its text): the parts a person never edits apart.
 */

/** How many rows a comparison lists; a whole new site is summed up after them. */
export const LIMIT = 200;

/** A place that differs, by its path in each version (the same length: a list item's index in
 * the version that lacks it is the one it has in the other, a placeholder nothing reads). */
interface Raw {
  kind: ChangeRow['kind'];
  before: DataPath;
  after: DataPath;
}

/** Each value that differs, with its path on both sides; list items are found as the merge does. */
function walk(b: unknown, a: unknown, at: Raw, out: Raw[]): void {
  if (equal(b, a)) return;
  // Translations added or removed all at once are each their field's own change.
  const language = isTranslatedLanguage(at.after[at.after.length - 1]);
  if (language && b === undefined && isRecord(a)) b = {};
  if (language && a === undefined && isRecord(b)) a = {};
  if (isRecord(b) && isRecord(a)) {
    for (const key of new Set([...Object.keys(b), ...Object.keys(a)]))
      walk(b[key], a[key], step(at, key, key), out);
    return;
  }
  if (Array.isArray(b) && Array.isArray(a)) return walkList(b, a, at, out);
  const kind = b === undefined ? 'added' : a === undefined ? 'removed' : 'changed';
  out.push({ ...at, kind });
}

const step = (at: Raw, before: string | number, after: string | number): Raw => ({
  kind: at.kind,
  before: [...at.before, before],
  after: [...at.after, after],
});

function walkList(b: unknown[], a: unknown[], at: Raw, out: Raw[]): void {
  const match = matchItems(b, a);
  const kept = match.filter((i) => i >= 0);
  if (kept.some((i, k) => k > 0 && i < kept[k - 1]!)) out.push({ ...at, kind: 'moved' });
  const removed = b.map((_, i) => i).filter((i) => !kept.includes(i));
  const added = a.map((_, j) => j).filter((j) => match[j] === -1);
  // A paragraph or list item edited is not found as itself (it has no name to be found by):
  // one taken out where one came in is that one changed.
  while (removed.length && added.length && !isRecord(b[removed[0]!]) && !isRecord(a[added[0]!]))
    walk(b[removed[0]!], a[added[0]!], step(at, removed.shift()!, added.shift()!), out);
  for (const i of removed) out.push({ ...step(at, i, i), kind: 'removed' });
  for (const j of added) out.push({ ...step(at, j, j), kind: 'added' });
  match.forEach((i, j) => {
    if (i >= 0) walk(b[i], a[j], step(at, i, j), out);
  });
}

const isPictureObject = (value: unknown): value is { src: string; alt?: unknown } =>
  isRecord(value) && typeof value.src === 'string' && isPicture(value.src);

/**
 * How much of `path` a person changes as one: up to a translation's record (its text and the
 * English it was made from), or to the picture it is part of (not its description in another
 * language).
 */
function wholeLength(site: unknown, path: DataPath): number {
  const lang = path.findIndex(isTranslatedLanguage);
  if (lang >= 0 && path.length > lang + 2) return lang + 2;
  for (let end = path.length - 1; end >= 0; end--)
    if (!isTranslatedLanguage(path[end]) && isPictureObject(getIn(site, path.slice(0, end))))
      return end;
  return path.length;
}

const NONE: Shown = { kind: 'none' };

/** A page's or post's name for an address of the site, else the address as written. */
function linkInWords(site: unknown, href: string): string {
  const [path = '', anchor] = href.split('#');
  const pages = getIn(site, ['pages']);
  const page = Array.isArray(pages) ? pages.find((p) => isRecord(p) && p.path === path) : undefined;
  const base = getIn(site, ['blog', 'basePath']);
  const posts = getIn(site, ['blog', 'posts']);
  const post =
    typeof base === 'string' && path.startsWith(`${base}/`) && Array.isArray(posts)
      ? posts.find((p) => isRecord(p) && p.slug === path.slice(base.length + 1))
      : undefined;
  const name = page
    ? `the page “${pageName(page)}”`
    : isRecord(post) && typeof post.title === 'string'
      ? `the article “${post.title}”`
      : undefined;
  if (!name) return href;
  return anchor ? `a part of ${name}` : name;
}

/** A text's words, without the marks of its bold words and links. */
const plain = (text: string) =>
  parseInline(text)
    .map((part) => part.text)
    .join('');

/** What a list item or an object is called: its title or heading, else its kind. */
function nameOf(value: unknown): string {
  if (typeof value === 'string') return clip(plain(value), 80);
  const summary = summaryOf(value);
  if (summary) return clip(plain(summary), 80);
  if (isRecord(value) && isRecord(value.seo)) return pageName(value);
  if (isRecord(value)) {
    const block = ['h2', 'h3'].map((k) => value[k]).find((v) => typeof v === 'string');
    if (typeof block === 'string') return clip(block, 80);
    const list = value.ul ?? value.ol;
    if (Array.isArray(list)) return list.map(nameOf).join(' · ');
    if (typeof value.type === 'string') return sectionTypeName(value.type);
  }
  return 'An item';
}

const SHOWN_ITEMS = 12;

/** A value at `path` of `site` as the form shows it: words for a choice, the page for a link, the picture. */
export function shownOf(site: unknown, path: DataPath, value: unknown): Shown {
  if (value === undefined || value === null || value === '') return NONE;
  if (isPictureObject(value))
    return { kind: 'picture', src: value.src, alt: typeof value.alt === 'string' ? value.alt : '' };
  if (isRecord(value) && 'text' in value && 'from' in value && Object.keys(value).length === 2)
    return shownOf(site, [], value.text);
  const schema: Schema | undefined = path.length ? schemaAt(SiteSchema, path, site) : undefined;
  if (Array.isArray(value)) {
    if (value.length === 0) return NONE;
    const items = value.slice(0, SHOWN_ITEMS).map(nameOf);
    if (value.length > SHOWN_ITEMS) items.push(`and ${value.length - SHOWN_ITEMS} more`);
    return { kind: 'list', items };
  }
  if (isRecord(value)) return { kind: 'text', text: nameOf(value) };
  if (typeof value !== 'string')
    return { kind: 'text', text: schema ? (defaultInWords(schema, value) ?? '') : String(value) };
  if (schema) {
    if (
      nodeOf(schema).kind === 'string' &&
      (nodeOf(schema) as { format?: string }).format === 'date'
    )
      return { kind: 'date', iso: value };
    if (derivesFrom(schema, LinkSchema)) return { kind: 'text', text: linkInWords(site, value) };
    if (derivesFrom(schema, AssetPath) && isPicture(value))
      return { kind: 'picture', src: value, alt: '' };
    if (nodeOf(schema).kind === 'enum') return { kind: 'text', text: choiceLabel(schema, value) };
  }
  return { kind: 'text', text: plain(value) };
}

/** The text a value was written as, to tell a change of its marks alone. */
const rawText = (value: unknown): unknown =>
  isRecord(value) && 'text' in value && 'from' in value ? value.text : value;

/** The changes from `before` to `after` (two versions of the whole site), in words. */
export function changeRows(before: unknown, after: unknown, limit = LIMIT): ChangesInWords {
  const raw: Raw[] = [];
  walk(before, after, { kind: 'changed', before: [], after: [] }, raw);
  const seen = new Set<string>();
  const rows: ChangeRow[] = [];
  for (const change of raw) {
    let kind = change.kind;
    const length =
      kind === 'moved'
        ? change.after.length
        : kind === 'removed'
          ? wholeLength(before, change.before)
          : wholeLength(after, change.after);
    const [b, a] = [change.before.slice(0, length), change.after.slice(0, length)];
    const old = getIn(before, b);
    const now = getIn(after, a);
    // A part of a whole that both versions have: the whole changed.
    if (length < change.after.length)
      kind = old === undefined ? 'added' : now === undefined ? 'removed' : 'changed';
    const key = `${kind} ${pathKey(b)} ${pathKey(a)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (kind === 'changed' && equal(old, now)) continue;
    const row = rowOf(kind, before, after, b, a, old, now);
    if (row) rows.push(row);
  }
  return { rows: rows.slice(0, limit), more: Math.max(0, rows.length - limit) };
}

function rowOf(
  kind: ChangeRow['kind'],
  before: unknown,
  after: unknown,
  b: DataPath,
  a: DataPath,
  old: unknown,
  now: unknown,
): ChangeRow | undefined {
  const where = kind === 'removed' ? describePath(before, b) : describePath(after, a);
  if (kind === 'moved') {
    const order = (list: unknown): Shown =>
      Array.isArray(list) ? { kind: 'list', items: list.map(nameOf) } : NONE;
    return { where, kind, before: order(old), after: order(now) };
  }
  const row: ChangeRow = {
    where,
    kind,
    before: kind === 'added' ? NONE : shownOf(before, b, old),
    after: kind === 'removed' ? NONE : shownOf(after, a, now),
  };
  if (kind !== 'changed' || !equal(row.before, row.after)) return row;
  // The same words: a change of the marks of bold words or links, or of nothing a person edits
  // (the English a translation was made from, a picture's measured size).
  const [x, y] = [rawText(old), rawText(now)];
  return typeof x === 'string' && typeof y === 'string' && x !== y
    ? { ...row, formatting: true }
    : undefined;
}
