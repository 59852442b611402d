import { z } from 'zod';
import { sectionBase, sectionType } from '../section-schema';
import { Text, translated } from '../../schema/primitives';

export const ArticleSchema = z
  .strictObject({
    type: sectionType('article', 'The body of the current blog post.'),
    ...sectionBase,
    publishedByLabel: Text.meta({
      title: 'Published by label',
      description: 'Words before the author, e.g. "Published by".',
    }),
    ...translated,
  })
  .meta({
    title: 'Blog post body',
    id: 'ArticleSection',
    description:
      "The current post's title banner, published-by line, date and body. Use it exactly once, in the article template: it works nowhere else.",
    examples: [{ type: 'article', publishedByLabel: 'Published by' }],
  });
