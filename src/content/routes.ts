import type { Site } from '../schema/site';
import type { Post } from '../schema/blog';
import type { JsonPath } from './resolve-context';
import { fill } from './fill';
import { listPagePath, pageCount } from './pagination';

/** Every address the site answers: its pages, their numbered list pages, posts and aliases. */
export interface RouteEntry {
  path: string;
  kind: 'page' | 'post' | 'alias';
  /** Where the route is defined in site.json. */
  at: JsonPath;
}

/** The address of a post's page. */
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
