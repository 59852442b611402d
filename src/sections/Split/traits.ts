import type { z } from 'zod';
import type { SectionTraits } from '../define-section';
import { column, SPLIT_GAP } from '../../content/images/slots';
import type { SplitSchema } from './schema';

type SplitSection = z.output<typeof SplitSchema>;

// The numbers of its CSS module's grid (tests/unit/image-slots.test.ts holds them together).
export const splitTraits: SectionTraits<SplitSection, SplitSection> = {
  // Its figures count up as they come into view.
  answers: ({ stats }) => (stats.length > 0 ? 'script' : 'none'),
  imageSlots: () => ({
    image: column([
      { from: 0, tracks: 1 },
      { from: 900, tracks: 2, gap: SPLIT_GAP },
    ]),
  }),
};
