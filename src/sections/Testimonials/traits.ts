import type { z } from 'zod';
import type { SectionTraits } from '../define-section';
import { fixed } from '../../content/images/slots';
import type { TestimonialsSchema } from './schema';
import type { TestimonialsProps } from './resolve';

export const testimonialsTraits: SectionTraits<
  z.output<typeof TestimonialsSchema>,
  TestimonialsProps
> = {
  // The list scrolls and snaps by itself; the app adds the carousel's arrows, dots and autoplay.
  answers: () => 'html',
  // The round portrait beside each quote (`.person img` in its CSS module).
  imageSlots: () => ({ image: fixed(56) }),
};
