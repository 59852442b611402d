import { z } from 'zod';
import { heading, sectionBase, sectionType } from '../section-schema';
import { ActionSchema, ImageSchema, Text, translated } from '../../schema/primitives';

export const CtaSchema = z
  .strictObject({
    type: sectionType('cta', 'A call-to-action banner.'),
    ...sectionBase,
    ...heading('The invitation, e.g. "Ready to get started?".'),
    text: Text.optional().meta({ title: 'Text', description: 'A sentence under the heading.' }),
    actions: z.array(ActionSchema).min(1).max(2).meta({
      title: 'Buttons',
      description: 'One or two buttons; the light look reads best on the dark band.',
    }),
    background: ImageSchema.optional().meta({
      title: 'Background',
      description:
        'A decorative background image behind the dark band; its alt may stay "" (screen readers skip it).',
    }),
    ...translated,
  })
  .meta({
    title: 'Call to action',
    id: 'CtaSection',
    description:
      'A dark banner with a heading, a sentence and one or two buttons. Use it at the end of a page to send the visitor to the next step, e.g. the contact page.',
    examples: [
      {
        type: 'cta',
        heading: 'Ready to bring your clinic online?',
        actions: [{ label: 'Contact Us', href: '/contact', variant: 'light' }],
      },
    ],
  });

export type CtaProps = z.output<typeof CtaSchema>;
