import type { Site } from '../schema/site';
import type { Seo } from '../schema/seo';
import type { Section } from '../sections/registry';
import type { ResolvedSection } from '../sections/definitions';
import { buildHead, type HeadTag, type HeadVersion } from '../seo/head';
import type { JsonPath, Report } from '../base/problem';
import type { Scope } from './context';
import { fill } from './fill';
import { parseListPagePath } from './pagination';
import { paginatedListOf, postTitle } from './routes';
import { routeIndexOf } from './route-index';
import { leadImageOf, opensUnderHeader, resolveSections } from './sections';

/** Exactly what one page renders: its head tags and its sections' props. */
export interface ResolvedPage {
  path: string;
  head: HeadTag[];
  sections: ResolvedSection[];
  /** The header lies over the first section, transparent until scrolled (absent when not). */
  overHero?: true;
  /**
   * A page shown in English at another language's address because its translation is not
   * complete: the notice (in that language) said above it, and the language of its content.
   */
  untranslated?: { notice: string; contentLang: string };
}

export type RouteData = { kind: 'page'; page: ResolvedPage } | { kind: 'redirect'; to: string };

/** What one page is made of: where it is, its seo data, its sections and where they are written. */
interface PageParts {
  site: Site;
  path: string;
  seo: Seo;
  sections: readonly Section[];
  at: JsonPath;
  report: Report;
  /** The post it shows and the numbered list page; page 1 of its own address when absent. */
  scope?: Scope;
  version?: HeadVersion;
}

function page({
  site,
  path,
  seo,
  sections,
  at,
  report,
  scope = { listPage: { base: path, n: 1 } },
  version,
}: PageParts): ResolvedPage {
  const resolved = resolveSections(site, sections, at, report, scope);
  const leadImage = leadImageOf(resolved);
  return {
    path,
    head: buildHead(site, { path, seo, post: scope.post, leadImage, version }),
    sections: resolved,
    // Absent rather than false, so only the pages it is true of carry it.
    ...(opensUnderHeader(resolved) && { overHero: true as const }),
  };
}

/**
 * Exactly what one route renders, or undefined for an unknown path. Problems found on the way
 * (missing references) go to `report`; `check` collects them for every route.
 */
export function resolveRoute(
  site: Site,
  path: string,
  report: Report = () => {},
  version?: HeadVersion,
): RouteData | undefined {
  const index = routeIndexOf(site);
  const pageIndex = index.page.get(path) ?? -1;
  const found = site.pages[pageIndex];
  if (found)
    return {
      kind: 'page',
      page: page({
        site,
        path,
        seo: found.seo,
        sections: found.sections,
        at: ['pages', pageIndex, 'sections'],
        report,
        version,
      }),
    };

  const postIndex = index.post.get(path);
  const post = postIndex === undefined ? undefined : site.blog.posts[postIndex];
  if (post) {
    const seo: Seo = {
      title: postTitle(site, post),
      description: post.description,
      keywords: post.keywords,
      image: post.image,
      jsonLd: [],
      noindex: false,
    };
    return {
      kind: 'page',
      page: page({
        site,
        path,
        seo,
        sections: site.blog.template,
        at: ['blog', 'template'],
        report,
        scope: { post, listPage: { base: path, n: 1 } },
        version,
      }),
    };
  }

  const listPage = parseListPagePath(path);
  const listIndex = listPage ? (index.page.get(listPage.base) ?? -1) : -1;
  const listed = site.pages[listIndex];
  const list = listed && paginatedListOf(site, listed);
  if (listPage && listed && list && listPage.n <= list.count) {
    const seo: Seo = {
      ...listed.seo,
      title: fill(list.title, { title: listed.seo.title, ...listPage, count: list.count }),
    };
    return {
      kind: 'page',
      page: page({
        site,
        path,
        seo,
        sections: listed.sections,
        at: ['pages', listIndex, 'sections'],
        report,
        scope: { listPage },
        version,
      }),
    };
  }

  const to = index.alias.get(path);
  if (to !== undefined) return { kind: 'redirect', to };
  return undefined;
}

/** The page shown for an unknown address. */
export function resolveNotFound(
  site: Site,
  path = '/404',
  report: Report = () => {},
): ResolvedPage {
  return page({
    site,
    path,
    seo: site.notFound.seo,
    sections: site.notFound.sections,
    at: ['notFound', 'sections'],
    report,
  });
}
