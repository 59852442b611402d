import type { z } from 'zod';
import type { SectionTraits } from '../define-section';
import { formAnswers } from '../../content/form-config';
import type { FormSectionSchema } from './schema';
import type { FormSectionProps } from './resolve';

export const formTraits: SectionTraits<z.output<typeof FormSectionSchema>, FormSectionProps> = {
  // Without a banner the form sits under another heading and its title is not shown as one.
  pageHeading: ({ banner }) => banner,
  answers: ({ form }) => (form ? formAnswers(form) : 'none'),
};
