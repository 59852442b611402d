import type { Site } from '../schema/site';
import { postPath } from './routes';

/**
 * Where each address of a site is written, found in one pass: resolving a route, or checking
 * where an alias leads, is then one look-up, not a scan of every page and post (at 10,000
 * routes, a scan per route was most of the check's time).
 */
export interface RouteIndex {
  /** A page's address → its index in `pages` (the first page written with it). */
  page: ReadonlyMap<string, number>;
  /** A post's address → its index in `blog.posts` (the first post written with it). */
  post: ReadonlyMap<string, number>;
  /** An alias's address → where it redirects (the first alias written with it). */
  alias: ReadonlyMap<string, string>;
}

interface Indexed extends RouteIndex {
  of: readonly unknown[];
}

// Sites are never changed in place (each edit and each language makes a new one), so an index
// is kept per site object; the lists it was made from are compared, to be safe.
const indexes = new WeakMap<Site, Indexed>();

function firstOf<T, V>(
  items: readonly T[],
  key: (item: T) => string,
  value: (item: T, i: number) => V,
) {
  const map = new Map<string, V>();
  items.forEach((item, i) => {
    const k = key(item);
    if (!map.has(k)) map.set(k, value(item, i));
  });
  return map;
}

export function routeIndexOf(site: Site): RouteIndex {
  const of = [site.pages, site.blog.posts, site.aliases, site.blog.basePath];
  const known = indexes.get(site);
  if (known && known.of.every((part, i) => part === of[i])) return known;
  const index: Indexed = {
    of,
    page: firstOf(
      site.pages,
      (p) => p.path,
      (_, i) => i,
    ),
    post: firstOf(
      site.blog.posts,
      (p) => postPath(site, p.slug),
      (_, i) => i,
    ),
    alias: firstOf(
      site.aliases,
      (a) => a.from,
      (a) => a.to,
    ),
  };
  indexes.set(site, index);
  return index;
}
