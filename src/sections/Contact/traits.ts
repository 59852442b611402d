import type { z } from 'zod';
import type { SectionTraits } from '../define-section';
import { formAnswers } from '../../content/form-config';
import type { ContactSchema } from './schema';
import type { ContactProps } from './resolve';

export const contactTraits: SectionTraits<z.output<typeof ContactSchema>, ContactProps> = {
  frames: ({ map }) => (map ? [map.src] : []),
  answers: ({ form }) => (form ? formAnswers(form) : 'none'),
};
