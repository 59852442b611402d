import { walkStrings } from '../../src/content/check/walk';
import { parseInline } from '../../src/content/links';
import { parseListPagePath } from '../../src/content/pagination';
import { routeOf } from '../../src/content/paths';

/** Every place in the site data that links to `path` (internal links in any field, nav, footer, rich text
 *  markdown links), as JSON paths + a short human label, so removing a page can be refused saying what. */
export interface Reference {
  path: (string | number)[];
  label: string;
}

type Path = readonly (string | number)[];

// Fields that hold the address of the thing itself (a page's path, an alias's old address, the
// blog's base), not a link to it.
const OWN_ADDRESS_KEYS = new Set(['path', 'from', 'basePath']);
// The fields an editor knows an item by, in the order they are tried.
const NAME_KEYS = ['heading', 'title', 'label', 'name', 'question', 'text'];

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
      references.push({ path: [...path], label: describe(site, path) });
      return;
    }
    for (const part of parseInline(text))
      if (part.kind === 'link' && leadsTo(part.href, route))
        references.push({
          path: [...path],
          label: `${describe(site, path)} › link “${short(part.text)}”`,
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

/** What an editor calls an item: its heading, title, label… */
function nameOf(value: unknown): string | undefined {
  for (const key of NAME_KEYS) {
    const name = at(value, key);
    // Rich text is named as it reads, without its markup.
    const plain =
      typeof name === 'string'
        ? parseInline(name.trim())
            .map((p) => p.text)
            .join('')
        : '';
    if (plain) return short(plain);
  }
  return undefined;
}

interface Place {
  name: string;
  /** How many keys of the path the name covers. */
  covers: number;
  /** Where the place keeps its sections, when it has some. */
  sections?: Path;
}

function placeOf(site: unknown, path: Path): Place {
  const [head, second] = path;
  const get = (...keys: Path) => keys.reduce<unknown>(at, site);
  if (head === 'pages' && typeof second === 'number')
    return {
      name: `Page ${String(get('pages', second, 'path'))}`,
      covers: 2,
      sections: ['pages', second, 'sections'],
    };
  if (head === 'blog' && second === 'posts' && typeof path[2] === 'number') {
    const slug = String(get('blog', 'posts', path[2], 'slug'));
    return { name: `Post ${String(get('blog', 'basePath'))}/${slug}`, covers: 3 };
  }
  if (head === 'blog' && second === 'template')
    return { name: 'Blog post template', covers: 2, sections: ['blog', 'template'] };
  if (head === 'notFound')
    return { name: 'Not-found page', covers: 1, sections: ['notFound', 'sections'] };
  if (head === 'blocks' && typeof second === 'string')
    return { name: `Block “${second}”`, covers: 2, sections: ['blocks', second] };
  if (head === 'layout' && typeof second === 'string')
    return { name: second.charAt(0).toUpperCase() + second.slice(1), covers: 2 };
  if (head === 'collections' && typeof second === 'string')
    return { name: `Collection “${second}”`, covers: 2 };
  if (head === 'forms' && typeof second === 'string')
    return { name: `Form “${second}”`, covers: 2 };
  if (head === 'aliases' && typeof second === 'number')
    return { name: `Redirect from ${String(get('aliases', second, 'from'))}`, covers: 2 };
  return { name: 'Site', covers: 0 };
}

/** "Page /about › section 3 (cta “Talk to us”) › button › href" for a path into the site data. */
function describe(site: unknown, path: Path): string {
  const place = placeOf(site, path);
  const parts = [place.name];
  let covered = place.covers;
  const { sections } = place;
  const index = sections ? path[sections.length] : undefined;
  if (sections && typeof index === 'number' && same(path.slice(0, sections.length), sections)) {
    // Sections are named by position, type and heading, the way the editor lists them.
    const section = [...sections, index].reduce<unknown>(at, site);
    const name = nameOf(section);
    parts.push(`section ${index + 1} (${String(at(section, 'type'))}${name ? ` “${name}”` : ''})`);
    covered = sections.length + 1;
  }
  let value = path.slice(0, covered).reduce<unknown>(at, site);
  for (const key of path.slice(covered)) {
    value = at(value, key);
    if (typeof key === 'string') parts.push(key);
    else {
      const name = nameOf(value);
      parts.push(`${String(parts.pop())} ${key + 1}${name ? ` “${name}”` : ''}`);
    }
  }
  return parts.join(' › ');
}
