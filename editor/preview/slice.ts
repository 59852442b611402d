import { partsRead } from '../../src/content/sections';
import { sectionsAt } from '../../src/content/route-data';
import { getIn } from '../protocol/data-path';
import type { Target } from './protocol';

type Json = Record<string, unknown>;
type Sections = { type?: string; ref?: string }[];

/**
 * The part of the edited data one preview page reads: its own page (or post), with the site's
 * shared parts, and every post only when the page reads them. The preview parses and localizes
 * this part on every keystroke, so a keystroke costs the page, not the site. `target` is the
 * same page in the part; paths in the file stay the target's own.
 */
export function previewSlice(data: unknown, target: Target): { part: unknown; target: Target } {
  const sections = getIn(data, [...sectionsAt(target)]);
  // A target that is not there is left to the whole data, which says so as it always has.
  if (!Array.isArray(sections)) return { part: data, target };
  const site = data as Json;
  const blog = (site.blog ?? {}) as Json;
  const pages = Array.isArray(site.pages) ? (site.pages as Json[]) : [];
  const posts = Array.isArray(blog.posts) ? (blog.posts as Json[]) : [];
  const blocks = (site.blocks ?? {}) as Record<string, Sections>;
  const withPosts = partsRead(blocks, sections as Sections).has('posts');
  const own = (list: Json[], index: number) => list.slice(index, index + 1);
  const ownPosts = target.kind === 'post' ? own(posts, target.index) : [];
  return {
    part: {
      ...site,
      // The schema asks for at least one page: a post's or the not-found part keeps the first.
      pages: own(pages, target.kind === 'page' ? target.index : 0),
      blog: { ...blog, posts: withPosts ? posts : ownPosts },
    },
    target:
      target.kind === 'page' || (target.kind === 'post' && !withPosts)
        ? { ...target, index: 0 }
        : target,
  };
}
