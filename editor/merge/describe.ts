import type { DataPath } from '../protocol/data-path';
import { SiteSchema } from '../../src/schema/site';
import { englishName, isTranslatedLanguage } from '../../src/base/languages';
import { placeWords, sectionTypeName } from '../lib/words';
import { isRecord } from './equal';
import type { Incoming } from './merge';

const at = (data: unknown, path: DataPath): unknown =>
  path.reduce<unknown>(
    (value, part) =>
      value !== null && typeof value === 'object'
        ? (value as Record<string | number, unknown>)[part]
        : undefined,
    data,
  );

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** A page by the name people know it by: its title before " | ", else its address. */
export function pageName(page: unknown): string {
  const seo = isRecord(page) && isRecord(page.seo) ? page.seo : {};
  const title = text(seo.title)?.split(' | ')[0];
  const path = isRecord(page) ? text(page.path) : undefined;
  if (path === '/') return 'Home';
  return title ?? path ?? 'a new page';
}

/**
 * A section by the name the section list gives its type ("Top banner"), numbered only when the
 * list holds more than one of that kind; a shared block by its name too.
 */
function sectionName(list: unknown, index: number): string {
  const sections = Array.isArray(list) ? (list as unknown[]) : [];
  const section = sections[index];
  if (!isRecord(section)) return 'a section';
  const kind = (s: unknown) => (isRecord(s) ? `${String(s.type)} ${String(s.ref ?? '')}` : '');
  const name =
    section.type === 'block'
      ? `${sectionTypeName('block')} “${String(section.ref ?? '')}”`
      : sectionTypeName(String(section.type ?? 'section'));
  const same = sections.filter((s) => kind(s) === kind(section));
  return same.length > 1 ? `${name} ${same.indexOf(section) + 1}` : name;
}

/**
 * The fields from `from` on in their titles ("Cards › Card 2 › Title"). A translation is named
 * as the English field it translates, marked with its language ("(Hindi)").
 */
function fieldWords(site: unknown, path: DataPath, from: number): string {
  const lang = path.slice(from).find(isTranslatedLanguage);
  const index = lang ? path.indexOf(lang, from) : -1;
  const field =
    index < 0
      ? path
      : [
          ...path.slice(0, index),
          ...String(path[index + 1] ?? '')
            .split('.')
            .filter(Boolean)
            .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        ];
  const before = field.slice(0, from).filter((part) => typeof part === 'string').length;
  const words = placeWords(field, SiteSchema, site).slice(before);
  if (lang) {
    const name = englishName(lang);
    words.push(words.length ? `${String(words.pop())} (${name})` : name);
  }
  return words.join(' › ');
}

/** Where a path is, in the words of the site: the page and section, then the field. */
export function describePath(site: unknown, path: DataPath): string {
  const [top, second, third, fourth] = path;
  const then = (from: number, lead = ': ') =>
    path.length > from ? `${lead}${fieldWords(site, path, from)}` : '';
  const section = (list: DataPath, index: number, from: number) =>
    `${sectionName(at(site, list), index)}${then(from, ' › ')}`;
  if (top === 'pages' && typeof second === 'number') {
    const page = pageName(at(site, ['pages', second]));
    if (third === 'sections' && typeof fourth === 'number')
      return `${page}: ${section(['pages', second, 'sections'], fourth, 4)}`;
    if (third === 'sections') return `${page}: sections`;
    return `${page}${then(2)}`;
  }
  if (top === 'blog' && second === 'posts' && typeof third === 'number') {
    const post = at(site, ['blog', 'posts', third]);
    const title = (isRecord(post) && text(post.title)) || 'a new post';
    return `Post “${title}”${then(3)}`;
  }
  if (top === 'blog' && second === 'template' && typeof third === 'number')
    return `Article template: ${section(['blog', 'template'], third, 3)}`;
  if (top === 'notFound') return `Not-found page${then(1) || ': all'}`;
  if (top === 'blocks' && typeof second === 'string' && typeof third === 'number')
    return `Shared block “${second}”: ${section(['blocks', second], third, 3)}`;
  if ((top === 'collections' || top === 'blocks' || top === 'forms') && second !== undefined) {
    const kind = { collections: 'Collection', blocks: 'Shared block', forms: 'Form' }[top];
    return `${kind} “${String(second)}”${then(2)}`;
  }
  return path.length ? `Site settings: ${fieldWords(site, path, 0)}` : 'The whole site';
}

const VERB: Record<Incoming['kind'], string> = {
  changed: '',
  added: ' added',
  removed: ' removed',
  moved: ' reordered',
};

/**
 * Changes in words, one per place, for a person who does not read JSON ("About Us: Top banner
 * › Heading; Home: sections reordered"). A removal is named from `before`, the rest from `after`.
 */
export function describeChanges(changes: Incoming[], before: unknown, after: unknown): string[] {
  const words = changes.map(
    (c) => `${describePath(c.kind === 'removed' ? before : after, c.path)}${VERB[c.kind]}`,
  );
  return [...new Set(words)];
}
