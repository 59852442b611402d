import type { SiteInput } from '../../../src/schema/site';

/** Pages whose section mix is copied: a service page, an image-card page and a long legal page. */
export const TEMPLATE_PAGES = ['/web-development', '/industries', '/termsandconditions'];

const pad = (n: number) => String(n).padStart(4, '0');

/** Posts are dated before every real one, so "latest posts" lists keep showing the real ones. */
function dateBefore(earliest: string, daysBefore: number): string {
  const date = new Date(`${earliest}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - daysBefore);
  return date.toISOString().slice(0, 10);
}

/**
 * The real site plus `posts` articles and `pages` pages copied from its own posts and template
 * pages, numbered so each has its own address, id, title and description. A copy keeps its
 * template's words: what a page costs to build and to send depends on how much it holds, not
 * on which words.
 */
export function syntheticSite(
  base: SiteInput,
  options: { posts: number; pages: number },
): SiteInput {
  const realPosts = base.blog.posts ?? [];
  if (realPosts.length === 0) throw new Error('the base site has no post to copy the shape of');
  const templates = TEMPLATE_PAGES.map((path) => {
    const page = base.pages.find((p) => p.path === path);
    if (!page) throw new Error(`the base site has no template page ${path}`);
    return page;
  });
  const firstId = Math.max(...realPosts.map((p) => p.id)) + 1;
  const earliest = realPosts.map((p) => p.date).sort()[0]!;
  const posts = Array.from({ length: options.posts }, (_, i) => {
    const template = realPosts[i % realPosts.length]!;
    return {
      ...template,
      id: firstId + i,
      slug: `scale-post-${pad(i + 1)}`,
      // Short, so the copies add no "title too long" warnings of their own.
      title: `Scale post ${pad(i + 1)}`,
      date: dateBefore(earliest, i + 1),
      description: `${template.description} (${pad(i + 1)})`,
    };
  });
  const pages = Array.from({ length: options.pages }, (_, i) => {
    const template = templates[i % templates.length]!;
    const seo = { ...template.seo, description: `${template.seo.description} (${pad(i + 1)})` };
    return {
      ...template,
      path: `/scale-page-${pad(i + 1)}`,
      seo: { ...seo, title: `${pad(i + 1)} ${seo.title}` },
    };
  });
  return {
    ...base,
    pages: [...base.pages, ...pages],
    blog: { ...base.blog, posts: [...realPosts, ...posts] },
  };
}
