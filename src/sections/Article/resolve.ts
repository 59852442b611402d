import type { z } from 'zod';
import type { ResolveContext } from '../../content/resolve-context';
import type { ArticleSchema } from './schema';

export function resolveArticle(section: z.output<typeof ArticleSchema>, ctx: ResolveContext) {
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
}

export type ArticleProps = ReturnType<typeof resolveArticle>;
