import type { DataPath } from '../problem-path';
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
function pageName(page: unknown): string {
  const seo = isRecord(page) && isRecord(page.seo) ? page.seo : {};
  const title = text(seo.title)?.split(' | ')[0];
  const path = isRecord(page) ? text(page.path) : undefined;
  if (path === '/') return 'Home';
  return title ?? path ?? 'a new page';
}

/** A section by its anchor or its type ("services", "hero"). */
function sectionName(section: unknown): string {
  if (!isRecord(section)) return 'a section';
  if (section.type === 'block') return `block ${String(section.ref ?? '')}`;
  return text(section.id) ?? text(section.type) ?? 'a section';
}

/** A field's path in words: "cards item 2 title"; translations say "Hindi". */
function fieldWords(path: DataPath): string {
  return path
    .filter((part, i) => !(part === 'text' && path[i - 2] === 'hi'))
    .map((part) => (typeof part === 'number' ? `item ${part + 1}` : part === 'hi' ? 'Hindi' : part))
    .join(' ');
}

/** Where a path is, in the words of the site: the page and section, then the field. */
export function describePath(site: unknown, path: DataPath): string {
  const [top, second, third, fourth, ...rest] = path;
  const tail = (from: DataPath) => (from.length ? ` ${fieldWords(from)}` : '');
  if (top === 'pages' && typeof second === 'number') {
    const page = pageName(at(site, ['pages', second]));
    if (third === 'sections' && typeof fourth === 'number')
      return `${page}: ${sectionName(at(site, ['pages', second, 'sections', fourth]))}${tail(rest)}`;
    if (third === 'sections') return `${page}: sections`;
    return third === undefined ? page : `${page}:${tail(path.slice(2))}`;
  }
  if (top === 'blog' && second === 'posts' && typeof third === 'number') {
    const post = at(site, ['blog', 'posts', third]);
    const title = (isRecord(post) && text(post.title)) || 'a new post';
    return `Post “${title}”${fourth === undefined ? '' : `:${tail(path.slice(3))}`}`;
  }
  if (top === 'blog' && second === 'template' && typeof third === 'number')
    return `Article template: ${sectionName(at(site, ['blog', 'template', third]))}${tail(path.slice(3))}`;
  if (top === 'notFound') return `Not-found page:${tail(path.slice(1)) || ' all'}`;
  if ((top === 'collections' || top === 'blocks' || top === 'forms') && second !== undefined) {
    const kind = { collections: 'Collection', blocks: 'Block', forms: 'Form' }[top];
    return `${kind} ${String(second)}${third === undefined ? '' : `:${tail(path.slice(2))}`}`;
  }
  return path.length ? `Site settings: ${fieldWords(path)}` : 'The whole site';
}

const VERB: Record<Incoming['kind'], string> = {
  changed: '',
  added: ' added',
  removed: ' removed',
  moved: ' reordered',
};

/**
 * Changes in words, one per place, for a person who does not read JSON ("About Us: hero
 * heading; Home: sections reordered"). A removal is named from `before`, the rest from `after`.
 */
export function describeChanges(changes: Incoming[], before: unknown, after: unknown): string[] {
  const words = changes.map(
    (c) => `${describePath(c.kind === 'removed' ? before : after, c.path)}${VERB[c.kind]}`,
  );
  return [...new Set(words)];
}
