import type { z } from 'zod';
import type { SectionTraits } from '../define-section';
import { fixed } from '../../content/images/slots';
import type { MessagesSchema } from './schema';

type MessagesSection = z.output<typeof MessagesSchema>;

// The numbers of its CSS module's grid (tests/unit/image-slots.test.ts holds them together).
export const messagesTraits: SectionTraits<MessagesSection, MessagesSection> = {
  answers: () => 'none',
  imageSlots: () => ({
    image: fixed(88),
  }),
};
