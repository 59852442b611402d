import { walkStrings } from '../../src/content/check/walk';
import { parseInline } from '../../src/content/links';
import { parseListPagePath } from '../../src/content/pagination';
import { routeOf } from '../../src/content/paths';
import { describePath } from '../merge/describe';

/** Every place in the site data that links to `path` (internal links in any field, nav, footer, rich text
 *  markdown links), as JSON paths + where it is in words, so removing a page can be refused saying what. */
export interface Reference {
  path: (string | number)[];
  label: string;
}

type Path = readonly (string | number)[];

// Fields that hold the address of the thing itself (a page's path, an alias's old address, the
// blog's base), not a link to it.
const OWN_ADDRESS_KEYS = new Set(['path', 'from', 'basePath']);

/** Whether an href leads to the page at `route`, or to a numbered page of its list. */
function leadsTo(href: string, route: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const target = routeOf(href);
  return target === route || parseListPagePath(target)?.base === route;
}

export function referencesTo(site: unknown, path: string): Reference[] {
  const route = routeOf(path);
  const references: Reference[] = [];
  walkStrings(site, [], (text, path, key) => {
    if (typeof key === 'string' && OWN_ADDRESS_KEYS.has(key)) return;
    // Links of the page to itself go away with it, so they do not hold it back.
    if (addressOf(site, path) === route) return;
    if (!/\s/.test(text) && leadsTo(text, route)) {
      references.push({ path: [...path], label: describePath(site, [...path]) });
      return;
    }
    for (const part of parseInline(text))
      if (part.kind === 'link' && leadsTo(part.href, route))
        references.push({
          path: [...path],
          label: `${describePath(site, [...path])} › link “${short(part.text)}”`,
        });
  });
  return references.filter(
    (r, i) => references.findIndex((o) => o.label === r.label && same(o.path, r.path)) === i,
  );
}

/** The address of the page or post a path lies in, if it lies in one. */
function addressOf(site: unknown, path: Path): string | undefined {
  const [head, second, third] = path;
  if (head === 'pages' && typeof second === 'number') {
    const address = at(at(at(site, 'pages'), second), 'path');
    return typeof address === 'string' ? routeOf(address) : undefined;
  }
  if (head === 'blog' && second === 'posts' && typeof third === 'number') {
    const blog = at(site, 'blog');
    return `${String(at(blog, 'basePath'))}/${String(at(at(at(blog, 'posts'), third), 'slug'))}`;
  }
  return undefined;
}

function same(a: Path, b: Path): boolean {
  return a.length === b.length && a.every((k, i) => k === b[i]);
}

function at(value: unknown, key: string | number): unknown {
  return value !== null && typeof value === 'object'
    ? (value as Record<string | number, unknown>)[key]
    : undefined;
}

function short(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
