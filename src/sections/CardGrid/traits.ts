import type { z } from 'zod';
import type { SectionTraits } from '../define-section';
import { column, fixed } from '../../content/images/slots';
import type { CardGridSchema } from './schema';

type CardGridSection = z.output<typeof CardGridSchema>;

const GAP = 24;

// The numbers of its CSS module's grid (tests/unit/image-slots.test.ts holds them together):
// two columns from 640 px, three or four from 1024 px; a picture spans its card inside the border.
export const cardGridTraits: SectionTraits<CardGridSection, CardGridSection> = {
  answers: () => 'none',
  imageSlots: ({ columns }) => ({
    image: column(
      [
        { from: 0, tracks: 1 },
        { from: 640, tracks: 2, gap: GAP },
        ...(columns > 2 ? [{ from: 1024, tracks: columns, gap: GAP }] : []),
      ],
      { inset: 1 },
    ),
    icon: fixed(56),
  }),
};
