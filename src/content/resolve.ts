import type { Site } from '../schema/site';
import type { Seo } from '../schema/seo';
import type { Post } from '../schema/blog';
import type { Layout, Constants } from '../schema/layout';
import type { CollectionKind, CollectionItem } from '../schema/collections';
import { definitionOf, type ResolvedSection, type Section } from '../sections/registry';
import { buildHead, type HeadTag } from '../seo/head';
import type { JsonPath, Problem, ResolveContext } from './resolve-context';
import { fill } from './fill';
import { listPagePath, pageCount, parseListPagePath } from './pagination';

export interface RouteEntry {
  path: string;
  kind: 'page' | 'post' | 'alias';
  /** Where the route is defined in site.json. */
  at: JsonPath;
}

export interface ResolvedPage {
  path: string;
  head: HeadTag[];
  sections: ResolvedSection[];
}

export type RouteData = { kind: 'page'; page: ResolvedPage } | { kind: 'redirect'; to: string };

/** What every page shares: sent once with the first page, kept across navigations. */
export interface LayoutData {
  name: string;
  locale: string;
  contact: ContactDetails;
  layout: Layout;
  constants: Constants;
}

export type ContactDetails = Site['contact'];

export const postPath = (site: Site, slug: string) => `${site.blog.basePath}/${slug}`;

/** The browser title of a post's page, from blog.titleTemplate. */
export const postTitle = (site: Site, post: Post) =>
  fill(site.blog.titleTemplate, { title: post.seoTitle ?? post.title });

/** Where in a list of sections the post-lists that split their page into numbered pages are. */
export function pagedListIndexes(sections: readonly { type: string; pageSize?: number }[]) {
  return sections.flatMap((s, i) => (s.type === 'post-list' && s.pageSize ? [i] : []));
}

/** A page whose post-list is split into numbered pages (the first is the page itself). */
export interface PaginatedList {
  sectionIndex: number;
  count: number;
  /** Browser title of pages 2, 3, …, e.g. "{title} — Page {n}". */
  title: string;
}

/** The post-list that splits a page into numbered pages, if the page has one (the first). */
export function paginatedListOf(
  site: Site,
  page: Site['pages'][number],
): PaginatedList | undefined {
  const [sectionIndex] = pagedListIndexes(page.sections);
  if (sectionIndex === undefined) return undefined;
  const section = page.sections[sectionIndex];
  if (section?.type !== 'post-list' || !section.pageSize) return undefined;
  const listed = Math.min(section.limit ?? Infinity, site.blog.posts.length);
  return { sectionIndex, count: pageCount(listed, section.pageSize), title: section.pager.title };
}

/** Every address the site answers, in the order they are written. */
export function listRoutes(site: Site): RouteEntry[] {
  return [
    ...site.pages.flatMap((page, i): RouteEntry[] => {
      const list = paginatedListOf(site, page);
      const more = Array.from({ length: (list?.count ?? 1) - 1 }, (_, k) => k + 2);
      return [
        { path: page.path, kind: 'page', at: ['pages', i, 'path'] },
        ...more.map((n): RouteEntry => ({
          path: listPagePath(page.path, n),
          kind: 'page',
          at: ['pages', i, 'sections', list!.sectionIndex, 'pageSize'],
        })),
      ];
    }),
    ...site.blog.posts.map((post, i): RouteEntry => ({
      path: postPath(site, post.slug),
      kind: 'post',
      at: ['blog', 'posts', i, 'slug'],
    })),
    ...site.aliases.map((alias, i): RouteEntry => ({
      path: alias.from,
      kind: 'alias',
      at: ['aliases', i, 'from'],
    })),
  ];
}

export function resolveLayout(site: Site): LayoutData {
  return {
    name: site.name,
    locale: site.locale,
    contact: site.contact,
    layout: site.layout,
    constants: site.constants,
  };
}

type Report = (problem: Problem) => void;

/** What a page is rendered for: the post of an article route, the page of a paginated list. */
interface Scope {
  post?: Post;
  listPage: { base: string; n: number };
}

function contextFor(site: Site, report: Report, sectionAt: JsonPath, scope: Scope): ResolveContext {
  return {
    site,
    contact: site.contact,
    siteUrl: site.url,
    posts: site.blog.posts,
    post: scope.post,
    listPage: scope.listPage,
    postPath: (slug) => postPath(site, slug),
    collection<K extends CollectionKind>(kind: K, name: string, at: JsonPath): CollectionItem<K>[] {
      const found = site.collections[name];
      if (!found) {
        const sameKind = Object.entries(site.collections)
          .filter(([, c]) => c.kind === kind)
          .map(([n]) => `"${n}"`);
        report({
          path: [...sectionAt, ...at],
          message: `no collection named "${name}"${sameKind.length ? ` — collections of kind "${kind}": ${sameKind.join(', ')}` : ` — add it under "collections" with "kind": "${kind}"`}`,
        });
        return [];
      }
      if (found.kind !== kind) {
        report({
          path: [...sectionAt, ...at],
          message: `collection "${name}" is of kind "${found.kind}", but this section needs kind "${kind}"`,
        });
        return [];
      }
      return found.items as CollectionItem<K>[];
    },
    form(name, at) {
      const found = site.forms[name];
      if (!found) {
        const names = Object.keys(site.forms).map((n) => `"${n}"`);
        report({
          path: [...sectionAt, ...at],
          message: `no form named "${name}"${names.length ? ` — forms: ${names.join(', ')}` : ' — add it under "forms"'}`,
        });
      }
      return found;
    },
    problem: (message, at) => report({ path: [...sectionAt, ...at], message }),
  };
}

/** The picture a page's first section paints first, if any: worth fetching before anything else. */
function leadImageOf(first: ResolvedSection | undefined): string | undefined {
  if (first?.type !== 'hero') return undefined;
  const background = first.props.background;
  if (background?.kind === 'image') return background.image.src;
  if (background?.kind === 'video') return background.poster;
  return undefined;
}

/** Expands block references and resolves every section to its component's props. */
export function resolveSections(
  site: Site,
  sections: readonly Section[],
  at: JsonPath,
  report: Report,
  scope: Scope,
  openBlocks: readonly string[] = [],
): ResolvedSection[] {
  const out: ResolvedSection[] = [];
  sections.forEach((section, index) => {
    const sectionAt = [...at, index];
    if (section.type === 'block') {
      const block = site.blocks[section.ref];
      if (!block) {
        const names = Object.keys(site.blocks).map((n) => `"${n}"`);
        report({
          path: [...sectionAt, 'ref'],
          message: `no block named "${section.ref}"${names.length ? ` — blocks: ${names.join(', ')}` : ''}`,
        });
        return;
      }
      if (openBlocks.includes(section.ref)) {
        report({
          path: [...sectionAt, 'ref'],
          message: `block "${section.ref}" includes itself (${[...openBlocks, section.ref].join(' → ')})`,
        });
        return;
      }
      for (const inner of resolveSections(site, block, ['blocks', section.ref], report, scope, [
        ...openBlocks,
        section.ref,
      ])) {
        out.push({ ...inner, key: `${out.length}-${inner.type}` });
      }
      return;
    }
    const props = definitionOf(section.type).resolve(
      section,
      contextFor(site, report, sectionAt, scope),
    );
    out.push({
      type: section.type,
      key: section.id ?? `${out.length}-${section.type}`,
      props,
    } as ResolvedSection);
  });
  return out;
}

function page(
  site: Site,
  path: string,
  seo: Seo,
  sections: readonly Section[],
  at: JsonPath,
  report: Report,
  scope: Scope = { listPage: { base: path, n: 1 } },
): ResolvedPage {
  const resolved = resolveSections(site, sections, at, report, scope);
  return {
    path,
    head: buildHead(site, { path, seo, post: scope.post, leadImage: leadImageOf(resolved[0]) }),
    sections: resolved,
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
): RouteData | undefined {
  const pageIndex = site.pages.findIndex((p) => p.path === path);
  const found = site.pages[pageIndex];
  if (found)
    return {
      kind: 'page',
      page: page(site, path, found.seo, found.sections, ['pages', pageIndex, 'sections'], report),
    };

  const prefix = `${site.blog.basePath}/`;
  if (path.startsWith(prefix)) {
    const post = site.blog.posts.find((p) => p.slug === path.slice(prefix.length));
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
        page: page(site, path, seo, site.blog.template, ['blog', 'template'], report, {
          post,
          listPage: { base: path, n: 1 },
        }),
      };
    }
  }

  const listPage = parseListPagePath(path);
  const listIndex = listPage ? site.pages.findIndex((p) => p.path === listPage.base) : -1;
  const listed = site.pages[listIndex];
  const list = listed && paginatedListOf(site, listed);
  if (listPage && listed && list && listPage.n <= list.count) {
    const seo: Seo = {
      ...listed.seo,
      title: fill(list.title, { title: listed.seo.title, ...listPage, count: list.count }),
    };
    return {
      kind: 'page',
      page: page(site, path, seo, listed.sections, ['pages', listIndex, 'sections'], report, {
        listPage,
      }),
    };
  }

  const alias = site.aliases.find((a) => a.from === path);
  if (alias) return { kind: 'redirect', to: alias.to };
  return undefined;
}

export function resolveNotFound(
  site: Site,
  path = '/404',
  report: Report = () => {},
): ResolvedPage {
  return page(
    site,
    path,
    site.notFound.seo,
    site.notFound.sections,
    ['notFound', 'sections'],
    report,
  );
}
