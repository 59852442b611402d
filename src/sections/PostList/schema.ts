import { z } from 'zod';
import { sectionBase, sectionHead, sectionType } from '../section-schema';
import { ActionSchema, Text, translated } from '../../schema/primitives';

const PAGER_DEFAULTS = {
  label: 'Pages of articles',
  previous: 'Previous',
  next: 'Next',
  page: 'Page {n}',
  title: '{title} — Page {n}',
};

const PagerSchema = z
  .strictObject({
    label: Text.meta({ title: 'Label', description: 'Name of the page links for screen readers.' }),
    previous: Text.meta({ title: 'Previous page link', description: 'Link to the page before.' }),
    next: Text.meta({ title: 'Next page link', description: 'Link to the page after.' }),
    page: Text.meta({
      title: 'Page number text',
      description: 'Spoken name of a numbered link; {n} is its number, {count} the page count.',
    }),
    title: Text.meta({
      title: 'Title',
      description:
        "Browser title of pages 2, 3, …; {title} is the page's own title, {n} the number.",
    }),
    ...translated,
  })
  .meta({
    title: 'Page numbers',
    description: 'Words of the page links under a list of posts that has "Items per page" set.',
  });

export const PostListSchema = z
  .strictObject({
    type: sectionType('post-list', 'Cards of blog posts.'),
    ...sectionBase,
    ...sectionHead,
    limit: z
      .number()
      .int()
      .positive()
      .optional()
      .meta({ title: 'How many', description: 'Show at most this many posts (all when absent).' }),
    pageSize: z.number().int().positive().optional().meta({
      title: 'Items per page',
      description:
        "Split the list into pages of this many posts: the first at the page's own address, the next at <address>/page/2, /page/3, … with page links under the cards. Only on a post-list written in a page's own sections.",
    }),
    pager: PagerSchema.default(PAGER_DEFAULTS),
    order: z
      .enum(['newest', 'as-written'])
      .default('newest')
      .meta({
        title: 'Order',
        description: 'Newest first, or the order of the blog’s posts.',
        choiceTitles: { newest: 'Newest first', 'as-written': 'As the blog lists them' },
      }),
    linkLabel: Text.meta({
      title: 'Button text',
      description: 'Card link text, e.g. "Read More".',
    }),
    action: ActionSchema.optional().meta({
      title: 'Button',
      description: 'A button under the cards, e.g. to /blogs.',
    }),
    ...translated,
  })
  .meta({
    title: 'Blog post cards',
    id: 'PostListSection',
    description:
      'Cards (image, title, date, author) of the blog’s posts, each linking to its article. Use it on the blog page to list every post, or with a limit to show the latest posts on another page.',
    examples: [{ type: 'post-list', heading: 'Latest Articles', limit: 3, linkLabel: 'Read More' }],
  });
