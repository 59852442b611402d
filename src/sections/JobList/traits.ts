import type { z } from 'zod';
import type { SectionTraits } from '../define-section';
import type { JobListSchema } from './schema';
import type { JobListProps } from './resolve';

export const jobListTraits: SectionTraits<z.output<typeof JobListSchema>, JobListProps> = {
  // Each opening's Apply is a link to the form, which reads the opening from its address.
  answers: () => 'none',
};
