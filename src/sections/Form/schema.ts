import { z } from 'zod';
import { intro, sectionBase, sectionType } from '../section-schema';
import { Slug, translated } from '../../schema/primitives';

export const FormSectionSchema = z
  .strictObject({
    type: sectionType('form', 'A form from "forms".'),
    ...sectionBase,
    form: Slug.meta({
      title: 'Form',
      description: 'Which of the site’s forms this section shows, by its name.',
    }),
    banner: z.boolean().default(false).meta({
      title: 'Banner',
      description: 'Show the form title as the page banner (h1) as well.',
    }),
    ...intro('A sentence above the form.'),
    ...translated,
  })
  .meta({
    title: 'Form',
    id: 'FormSection',
    description:
      'Shows one of the forms defined under Forms; with "Banner" on, its title is also the page heading. Use it for a page built around one form, e.g. /apply; on the contact page use a "contact" section instead.',
    examples: [{ type: 'form', form: 'application', banner: true }],
  });
