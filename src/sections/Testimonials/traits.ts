import type { z } from 'zod';
import type { SectionTraits } from '../define-section';
import { fixed } from '../../content/images/slots';
import type { TestimonialsSchema } from './schema';
import type { TestimonialsProps } from './resolve';

export const testimonialsTraits: SectionTraits<
  z.output<typeof TestimonialsSchema>,
  TestimonialsProps
> = {
  // The round portrait beside each quote (`.person img` in its CSS module).
  imageSlots: () => ({ image: fixed(56) }),
};
