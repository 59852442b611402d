/**
 * The site as a prerender worker thread needs it. A thread renders the pages and posts of its
 * slice; of every other page and post it shows at most a card or a link (a post's title, date,
 * picture and excerpt; a page's address), never the content. The content — a post's body and a
 * page's sections, in every language — is most of a large site, and each thread holds its own
 * copy of what it is given (a structured clone), so a worker is given the content of its own
 * slice only. What stays of the rest is everything but that content: a page keeps its sections'
 * types and the sections that split it into numbered pages (the addresses of those pages are
 * worked out from them), a post everything but its body.
 */
import type { Site } from '../../../src/schema/site';
import type { Section } from '../../../src/sections/registry';
import { traitsOf } from '../../../src/sections/definitions';

/** Where a slice's route is defined: a page's or a post's index in site.json. */
export interface SliceEntry {
  page?: number;
  post?: number;
}

/** A section as another slice's page keeps it: only its type, unless it pages its page. */
const outline = (section: Section): Section =>
  traitsOf(section).paging ? section : ({ type: section.type } as Section);

export function siteForSlice(site: Site, entries: readonly SliceEntry[]): Site {
  const pages = new Set(entries.flatMap((e) => (e.page === undefined ? [] : [e.page])));
  const posts = new Set(entries.flatMap((e) => (e.post === undefined ? [] : [e.post])));
  return {
    ...site,
    pages: site.pages.map((page, i) =>
      pages.has(i) ? page : { ...page, sections: page.sections.map(outline) },
    ),
    blog: {
      ...site.blog,
      posts: site.blog.posts.map((post, i) => {
        if (posts.has(i)) return post;
        const { body: _body, ...translations } = post.hi ?? {};
        return { ...post, body: [], ...(post.hi ? { hi: translations } : {}) };
      }),
    },
  };
}
