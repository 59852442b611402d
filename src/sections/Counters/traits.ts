import type { SectionTraits } from '../define-section';
import type { CountersProps } from './schema';

export const countersTraits: SectionTraits<CountersProps, CountersProps> = {
  // Its figures count up as they come into view.
  answers: () => 'script',
};
