import type { Site } from '../../schema/site';
import { routeOf } from '../paths';
import { routeIndexOf } from '../route-index';
import { listRoutes, type RouteEntry } from '../routes';
import type { JsonPath } from '../../base/problem';
import { suggester } from '../../base/suggest';

/** Files the build writes next to the pages, so links to them are fine. */
export const GENERATED_FILES = new Set(['/rss.xml', '/sitemap.xml', '/robots.txt']);

/**
 * Every address of a site, found once, so that each link, alias and duplicate is one look-up
 * and the check of a site costs its size, not its size times its links.
 */
export interface LinkIndex {
  /** Every address the site answers, in the order they are written. */
  routes: readonly RouteEntry[];
  /** An address written again: the later route, and where it was first written. */
  duplicates: readonly { route: RouteEntry; earlier: JsonPath }[];
  /** What is wrong with an internal link (`/…`), if anything. */
  linkProblem(href: string): string | undefined;
  /** What is wrong with where an alias redirects, if anything. */
  aliasProblem(to: string): string | undefined;
  /** Look-ups, entries and suggestion candidates so far (how the cost is held linear). */
  readonly steps: number;
}

export interface LinkOptions {
  /** Addresses that exist though not in the data given (pages the schema check set aside). */
  extraRoutes?: readonly string[];
  /** Whether a file exists in public/ (absent in the browser). */
  assetExists?: (path: string) => boolean;
}

export function linkIndexOf(site: Site, options: LinkOptions = {}): LinkIndex {
  let steps = 0;
  const routes = listRoutes(site);
  const firstAt = new Map<string, JsonPath>();
  const duplicates: { route: RouteEntry; earlier: JsonPath }[] = [];
  for (const route of routes) {
    steps++;
    const earlier = firstAt.get(route.path);
    if (earlier) duplicates.push({ route, earlier });
    else firstAt.set(route.path, route.at);
  }
  const extra = new Set(options.extraRoutes ?? []);
  const known = new Set([...firstAt.keys(), ...extra]);
  steps += known.size;
  const { page, post } = routeIndexOf(site);
  const suggest = suggester(known);

  return {
    routes,
    duplicates,
    linkProblem(href) {
      steps++;
      const route = routeOf(href);
      if (GENERATED_FILES.has(route) || options.assetExists?.(route) || known.has(route))
        return undefined;
      return `links to "${route}", which is not a page of this site${suggest.didYouMean(route)}`;
    },
    aliasProblem(to) {
      steps++;
      // An alias leads to a page or a post itself, never to another alias or a numbered page.
      if (page.has(to) || post.has(to) || extra.has(to)) return undefined;
      return `redirects to "${to}", which is not a page${suggest.didYouMean(to)}`;
    },
    get steps() {
      return steps + suggest.steps;
    },
  };
}
