import { z } from 'zod';
import { defineSection, sectionBase, sectionType } from '../define-section';
import { Text } from '../../schema/primitives';

export const ArticleSchema = z
  .strictObject({
    type: sectionType('article', 'The body of the current blog post.'),
    ...sectionBase,
    publishedByLabel: Text.meta({ description: 'Words before the author, e.g. "Published by".' }),
  })
  .meta({
    id: 'ArticleSection',
    title: 'article',
    description:
      "The current post's title banner, published-by line, date and body. Use it exactly once, in blog.template: it works nowhere else.",
    examples: [{ type: 'article', publishedByLabel: 'Published by' }],
  });

export const article = defineSection(ArticleSchema, (section, ctx) => {
  const post = ctx.post;
  if (!post) {
    ctx.problem(
      'an "article" section only works inside blog.template, where there is a current post',
      ['type'],
    );
    return { ...section, title: '', image: undefined, author: '', date: '1970-01-01', body: [] };
  }
  const { title, image, author, date, body } = post;
  return { ...section, title, image, author, date, body };
});
export type ArticleProps = ReturnType<typeof article.resolve>;
