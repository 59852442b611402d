import { partsRead } from '../../src/content/sections';
import type { Target } from './protocol';

type Json = Record<string, unknown>;
type Sections = { type?: string; ref?: string }[];

/**
 * The part of the edited data one preview page reads: its own page (or post), with the site's
 * shared parts, and every post only when the page reads them. The preview parses and
 * localizes this part on every keystroke, so a keystroke costs the page, not the site. `index`
 * is where the target is in the part; paths in the file stay the target's own.
 */
export function previewSlice(data: unknown, target: Target): { part: unknown; index: number } {
  if (!data || typeof data !== 'object') return { part: data, index: 0 };
  const site = data as Json;
  const blog = (site.blog ?? {}) as Json;
  const blocks = (site.blocks ?? {}) as Record<string, Sections>;
  const pages = Array.isArray(site.pages) ? (site.pages as Json[]) : [];
  const posts = Array.isArray(blog.posts) ? (blog.posts as Json[]) : [];
  const sections =
    target.kind === 'page'
      ? pages[target.index]?.sections
      : target.kind === 'post'
        ? blog.template
        : (site.notFound as Json | undefined)?.sections;
  // A target that is not there is left to the whole data, which says so as it always has.
  if (!Array.isArray(sections))
    return { part: data, index: target.kind === 'not-found' ? 0 : target.index };
  const ownPage = target.kind === 'page' ? target.index : 0;
  const withPosts = partsRead(blocks, sections as Sections).has('posts');
  const ownPosts =
    withPosts || target.kind !== 'post' ? [] : posts.slice(target.index, target.index + 1);
  return {
    part: {
      ...site,
      // The schema asks for at least one page: a post's or the not-found part keeps the first.
      pages: pages.slice(ownPage, ownPage + 1),
      blog: { ...blog, posts: withPosts ? posts : ownPosts },
    },
    index: target.kind === 'post' && withPosts ? target.index : 0,
  };
}
