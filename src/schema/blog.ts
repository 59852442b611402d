import { z } from 'zod';
import { ImageSchema, IsoDate, RichTextSchema, Slug, Text, translated } from './primitives';

export const PostSchema = z
  .strictObject({
    id: z.number().int().positive().meta({ description: 'A unique number.' }),
    slug: Slug.meta({ description: 'The last part of the article address: /blog/{slug}.' }),
    title: Text.meta({ description: 'The headline.' }),
    seoTitle: Text.optional().meta({
      description:
        'A shorter title for browser tabs and search results, used in blog.titleTemplate instead of the title (aim for 60 characters or fewer in all).',
    }),
    date: IsoDate.meta({ description: 'Publication date, YYYY-MM-DD.' }),
    author: Text.meta({ description: 'Who wrote it.' }),
    excerpt: Text.max(200).meta({
      description: 'One or two sentences for the cards that list the post.',
    }),
    description: Text.meta({
      description: 'Search-result description (aim for 150 characters or fewer).',
    }),
    keywords: z.array(Text).default([]).meta({ description: 'Meta keywords.' }),
    image: ImageSchema.meta({
      description: 'The picture on cards, atop the article and when shared.',
    }),
    body: RichTextSchema.min(1),
    ...translated,
  })
  .meta({
    id: 'Post',
    description: 'A blog article. It gets its own route, and appears in every post-list.',
  });

export type Post = z.output<typeof PostSchema>;
/** What a card needs: everything but the body. */
export type PostSummary = Omit<Post, 'body' | 'keywords' | 'description'> & { href: string };
