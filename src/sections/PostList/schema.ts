import { z } from 'zod';
import { defineSection, sectionBase, sectionType } from '../define-section';
import { ActionSchema, Text } from '../../schema/primitives';
import type { PostSummary } from '../../schema/blog';

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
  const shown = posts.slice(0, section.limit ?? posts.length);
  const { limit: _limit, order: _order, ...rest } = section;
  return {
    ...rest,
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
