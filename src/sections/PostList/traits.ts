import type { z } from 'zod';
import type { SectionTraits } from '../define-section';
import { pageCount } from '../../content/pagination';
import { column } from '../../content/images/slots';
import type { PostListSchema } from './schema';
import type { PostListProps } from './resolve';

export const postListTraits: SectionTraits<z.output<typeof PostListSchema>, PostListProps> = {
  answers: () => 'none',
  paging: ({ pageSize, limit, pager }, { posts }) =>
    pageSize
      ? {
          field: 'pageSize',
          count: pageCount(Math.min(limit ?? Infinity, posts.length), pageSize),
          title: pager.title,
        }
      : undefined,
  // Its CSS module's grid: two columns from 640 px, three from 1024 px, 1.75rem apart; the
  // picture spans its card inside the border.
  imageSlots: () => ({
    image: column(
      [
        { from: 0, tracks: 1 },
        { from: 640, tracks: 2, gap: 28 },
        { from: 1024, tracks: 3, gap: 28 },
      ],
      { inset: 1 },
    ),
  }),
};
