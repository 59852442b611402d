import type { z } from 'zod';
import type { SectionTraits } from '../define-section';
import { pageCount } from '../../content/pagination';
import type { PostListSchema } from './schema';
import type { PostListProps } from './resolve';

export const postListTraits: SectionTraits<z.output<typeof PostListSchema>, PostListProps> = {
  paging: ({ pageSize, limit, pager }, { posts }) =>
    pageSize
      ? {
          field: 'pageSize',
          count: pageCount(Math.min(limit ?? Infinity, posts.length), pageSize),
          title: pager.title,
        }
      : undefined,
};
