import type { z } from 'zod';
import type { SectionTraits } from '../define-section';
import type { ArticleSchema } from './schema';
import type { ArticleProps } from './resolve';

export const articleTraits: SectionTraits<z.output<typeof ArticleSchema>, ArticleProps> = {
  // The post's title, as the banner of its page.
  pageHeading: () => true,
};
