import type { z } from 'zod';
import type { SectionTraits } from '../define-section';
import { column } from '../../content/images/slots';
import type { ArticleSchema } from './schema';
import type { ArticleProps } from './resolve';

// The lead picture fills the article's column (a container of 46rem).
const leadPicture = column([{ from: 0, tracks: 1 }], { container: 736 });

export const articleTraits: SectionTraits<z.output<typeof ArticleSchema>, ArticleProps> = {
  // The post's title, as the banner of its page.
  pageHeading: () => true,
  answers: () => 'none',
  imageSlots: () => ({ image: leadPicture }),
  postImage: () => leadPicture,
};
