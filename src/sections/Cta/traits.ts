import type { z } from 'zod';
import type { SectionTraits } from '../define-section';
import { BLEED } from '../../content/images/slots';
import type { CtaSchema } from './schema';

type CtaSection = z.output<typeof CtaSchema>;

// The numbers of its CSS module's grid (tests/unit/image-slots.test.ts holds them together).
export const ctaTraits: SectionTraits<CtaSection, CtaSection> = {
  answers: () => 'none',
  imageSlots: () => ({
    background: BLEED,
  }),
};
