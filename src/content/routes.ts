import type { Site } from '../schema/site';
import type { Post } from '../schema/blog';
import type { JsonPath } from '../base/problem';
import type { Section } from '../sections/registry';
import type { Paging } from '../sections/define-section';
import { traitsOf } from '../sections/definitions';
import { fill } from './fill';
import { listPagePath } from './pagination';

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

/** A section that splits its page into numbered pages, and how (the first page is the page itself). */
export interface PaginatedList extends Paging {
  sectionIndex: number;
}

/** The sections of a list that split their page into numbered pages. */
export function pagedSections(site: Site, sections: readonly Section[]): PaginatedList[] {
  const posts = { posts: site.blog.posts };
  return sections.flatMap((section, sectionIndex) => {
    const paging = traitsOf(section).paging?.(section, posts);
    return paging ? [{ sectionIndex, ...paging }] : [];
  });
}

/** The section that splits a page into numbered pages, if the page has one (the first). */
export function paginatedListOf(site: Site, page: Site['pages'][number]) {
  return pagedSections(site, page.sections)[0];
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
          at: ['pages', i, 'sections', list!.sectionIndex, list!.field],
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
