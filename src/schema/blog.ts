import { z } from 'zod';
import { ImageSchema, IsoDate, RichTextSchema, Slug, Text, translated } from './primitives';

export const PostSchema = z
  .strictObject({
    id: z.number().int().positive().meta({ title: 'Post number', description: 'A unique number.' }),
    slug: Slug.meta({
      title: 'Web address name',
      description: 'The last part of the article address: /blog/{slug}.',
    }),
    title: Text.meta({ title: 'Title', description: 'The headline.' }),
    seoTitle: Text.optional().meta({
      title: 'Title in search results',
      description:
        'A shorter title for browser tabs and search results, used in the blog’s "Title pattern" instead of the title (aim for 60 characters or fewer in all).',
    }),
    date: IsoDate.meta({ title: 'Date', description: 'Publication date, YYYY-MM-DD.' }),
    author: Text.meta({ title: 'Author', description: 'Who wrote it.' }),
    excerpt: Text.max(200).meta({
      title: 'Summary',
      description: 'One or two sentences for the cards that list the post.',
    }),
    description: Text.meta({
      title: 'Description',
      description: 'Search-result description (aim for 150 characters or fewer).',
    }),
    keywords: z.array(Text).default([]).meta({ title: 'Keywords', description: 'Meta keywords.' }),
    image: ImageSchema.meta({
      title: 'Picture',
      description: 'The picture on cards, atop the article and when shared.',
    }),
    body: RichTextSchema.min(1).meta({
      title: 'Article text',
      description: 'The article itself: paragraphs, headings and lists, with links.',
    }),
    ...translated,
  })
  .meta({
    title: 'Post',
    id: 'Post',
    description: 'A blog article. It gets its own route, and appears in every post-list.',
  });

export type Post = z.output<typeof PostSchema>;
/** What a card needs: everything but the body. */
export type PostSummary = Omit<Post, 'body' | 'keywords' | 'description'> & { href: string };
