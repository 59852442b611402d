import type { z } from 'zod';
import type { SectionTraits } from '../define-section';
import { column, SPLIT_GAP } from '../../content/images/slots';
import type { FaqSchema } from './schema';
import type { FaqProps } from './resolve';

// The numbers of its CSS module's grid (tests/unit/image-slots.test.ts holds them together).
export const faqTraits: SectionTraits<z.output<typeof FaqSchema>, FaqProps> = {
  // Each answer is a native disclosure: the app has nothing to add to it.
  answers: () => 'none',
  imageSlots: () => ({
    image: column(
      [
        { from: 0, tracks: 1 },
        { from: 900, tracks: 2, share: 5 / 12, gap: SPLIT_GAP },
      ],
      { max: 480 },
    ),
  }),
};
