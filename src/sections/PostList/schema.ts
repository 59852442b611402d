import { z } from 'zod';
import { defineSection, sectionBase, sectionType } from '../define-section';
import { ActionSchema, Text } from '../../schema/primitives';
import type { PostSummary } from '../../schema/blog';
import { fill } from '../../content/fill';
import { listPagePath, pageCount, pagerItems } from '../../content/pagination';

const PAGER_DEFAULTS = {
  label: 'Pages of articles',
  previous: 'Previous',
  next: 'Next',
  page: 'Page {n}',
  title: '{title} — Page {n}',
};

const PagerSchema = z
  .strictObject({
    label: Text.meta({ description: 'Name of the page links for screen readers.' }),
    previous: Text.meta({ description: 'Link to the page before.' }),
    next: Text.meta({ description: 'Link to the page after.' }),
    page: Text.meta({
      description: 'Spoken name of a numbered link; {n} is its number, {count} the page count.',
    }),
    title: Text.meta({
      description:
        "Browser title of pages 2, 3, …; {title} is the page's own seo.title, {n} the number.",
    }),
  })
  .meta({ description: 'Words of the page links under a post-list that has pageSize.' });

export const PostListSchema = z
  .strictObject({
    type: sectionType('post-list', 'Cards of blog posts.'),
    ...sectionBase,
    eyebrow: Text.optional().meta({ description: 'Small line above the heading.' }),
    heading: Text.meta({ description: 'Section heading.' }),
    intro: Text.optional().meta({ description: 'A paragraph under the heading.' }),
    limit: z
      .number()
      .int()
      .positive()
      .optional()
      .meta({ description: 'Show at most this many posts (all when absent).' }),
    pageSize: z.number().int().positive().optional().meta({
      description:
        "Split the list into pages of this many posts: the first at the page's own address, the next at <address>/page/2, /page/3, … with page links under the cards. Only on a post-list written in a page's own sections.",
    }),
    pager: PagerSchema.default(PAGER_DEFAULTS),
    order: z
      .enum(['newest', 'as-written'])
      .default('newest')
      .meta({ description: 'Newest first, or the order of blog.posts.' }),
    linkLabel: Text.meta({ description: 'Card link text, e.g. "Read More".' }),
    action: ActionSchema.optional().meta({
      description: 'A button under the cards, e.g. to /blogs.',
    }),
  })
  .meta({
    id: 'PostListSection',
    title: 'post-list',
    description:
      'Cards (image, title, date, author) of the posts in blog.posts, each linking to its article. Use it on the blog page to list every post, or with a limit to show the latest posts on another page.',
    examples: [{ type: 'post-list', heading: 'Latest Articles', limit: 3, linkLabel: 'Read More' }],
  });

export const postList = defineSection(PostListSchema, (section, ctx) => {
  const posts = [...ctx.posts];
  if (section.order === 'newest') posts.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  const listed = posts.slice(0, section.limit ?? posts.length);
  const { limit: _limit, order: _order, pageSize, pager: words, ...rest } = section;
  const count = pageSize ? pageCount(listed.length, pageSize) : 1;
  const current = pageSize ? Math.min(ctx.listPage.n, count) : 1;
  const shown = pageSize ? listed.slice((current - 1) * pageSize, current * pageSize) : listed;
  const href = (n: number) => listPagePath(ctx.listPage.base, n);
  const pager =
    count > 1
      ? {
          label: words.label,
          previous: current > 1 ? { href: href(current - 1), label: words.previous } : undefined,
          next: current < count ? { href: href(current + 1), label: words.next } : undefined,
          items: pagerItems(current, count).map((item) =>
            item === 'gap'
              ? { kind: 'gap' as const }
              : {
                  kind: 'page' as const,
                  n: item,
                  href: href(item),
                  label: fill(words.page, { n: item, count }),
                  current: item === current,
                },
          ),
        }
      : undefined;
  return {
    ...rest,
    pager,
    posts: shown.map(({ id, slug, title, date, author, excerpt, image }): PostSummary => ({
      id,
      slug,
      title,
      date,
      author,
      excerpt,
      image,
      href: ctx.postPath(slug),
    })),
  };
});
export type PostListProps = ReturnType<typeof postList.resolve>;
