import type { Site } from '../schema/site';
import type { Seo } from '../schema/seo';
import type { Section } from '../sections/registry';
import type { ResolvedSection } from '../sections/definitions';
import { buildHead, type HeadTag, type HeadVersion } from '../seo/head';
import type { JsonPath, Report } from '../base/problem';
import type { Scope } from './context';
import { fill } from './fill';
import { listPagePath, parseListPagePath } from './pagination';
import { paginatedListOf, postPath, postTitle } from './routes';
import { routeIndexOf } from './route-index';
import { leadImageOf, opensUnderHeader, resolveWrittenSections } from './sections';

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

/**
 * A page as written in site.json: one of `pages` (or page `n` of its numbered list), a post
 * (drawn by the blog's template), or the not-found page (shown at `path`, /404 unless given).
 */
export type WrittenPage =
  | { kind: 'page'; index: number; n?: number }
  | { kind: 'post'; index: number }
  | { kind: 'not-found'; path?: string };

/** A resolved page, and how many of its sections each written section gives (a block several). */
export interface ResolvedWritten {
  page: ResolvedPage;
  counts: number[];
}

/** Where the sections of a written page are in site.json. */
export function sectionsAt(written: WrittenPage): JsonPath {
  if (written.kind === 'page') return ['pages', written.index, 'sections'];
  if (written.kind === 'post') return ['blog', 'template'];
  return ['notFound', 'sections'];
}

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
}: PageParts): ResolvedWritten {
  const written = resolveWrittenSections(site, sections, at, report, scope);
  const resolved = written.flat();
  const leadImage = leadImageOf(resolved);
  return {
    page: {
      path,
      head: buildHead(site, { path, seo, post: scope.post, leadImage, version }),
      sections: resolved,
      // Absent rather than false, so only the pages it is true of carry it.
      ...(opensUnderHeader(resolved) && { overHero: true as const }),
    },
    counts: written.map((parts) => parts.length),
  };
}

/**
 * What a written page renders, or undefined when it is not there (or has no such numbered
 * page). Problems found on the way (missing references) go to `report`.
 */
export function resolveWritten(
  site: Site,
  written: WrittenPage,
  report: Report = () => {},
  version?: HeadVersion,
): ResolvedWritten | undefined {
  const at = sectionsAt(written);
  if (written.kind === 'not-found') {
    const { seo, sections } = site.notFound;
    return page({ site, path: written.path ?? '/404', seo, sections, at, report });
  }

  if (written.kind === 'post') {
    const post = site.blog.posts[written.index];
    if (!post) return undefined;
    const path = postPath(site, post.slug);
    const seo: Seo = {
      title: postTitle(site, post),
      description: post.description,
      keywords: post.keywords,
      image: post.image,
      jsonLd: [],
      noindex: false,
    };
    const scope = { post, listPage: { base: path, n: 1 } };
    return page({ site, path, seo, sections: site.blog.template, at, report, scope, version });
  }

  const found = site.pages[written.index];
  const n = written.n ?? 1;
  if (!found) return undefined;
  if (n === 1)
    return page({
      site,
      path: found.path,
      seo: found.seo,
      sections: found.sections,
      at,
      report,
      version,
    });
  const list = paginatedListOf(site, found);
  if (!list || n > list.count) return undefined;
  const listPage = { base: found.path, n };
  const seo: Seo = {
    ...found.seo,
    title: fill(list.title, { title: found.seo.title, ...listPage, count: list.count }),
  };
  const path = listPagePath(found.path, n);
  return page({
    site,
    path,
    seo,
    sections: found.sections,
    at,
    report,
    scope: { listPage },
    version,
  });
}

/**
 * Which written page an address names, if any: a page, a post, or a numbered page of a page's
 * list (which resolving finds, or not, among the pages of that list). An alias names none.
 */
function writtenAt(site: Site, path: string): WrittenPage | undefined {
  const index = routeIndexOf(site);
  const pageIndex = index.page.get(path);
  if (pageIndex !== undefined) return { kind: 'page', index: pageIndex };
  const postIndex = index.post.get(path);
  if (postIndex !== undefined) return { kind: 'post', index: postIndex };
  const listPage = parseListPagePath(path);
  const listIndex = listPage && index.page.get(listPage.base);
  if (listPage && listIndex !== undefined) return { kind: 'page', index: listIndex, n: listPage.n };
  return undefined;
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
  const written = writtenAt(site, path);
  const resolved = written && resolveWritten(site, written, report, version);
  if (resolved) return { kind: 'page', page: resolved.page };
  const to = routeIndexOf(site).alias.get(path);
  if (to !== undefined) return { kind: 'redirect', to };
  return undefined;
}

/** The page shown for an unknown address. */
export function resolveNotFound(
  site: Site,
  path = '/404',
  report: Report = () => {},
): ResolvedPage {
  return resolveWritten(site, { kind: 'not-found', path }, report)!.page;
}
