import { z } from 'zod';
import { eyebrow, optionalHeading, sectionBase, sectionType, tone } from '../section-schema';
import { RichTextSchema, translated } from '../../schema/primitives';

export const ProseSchema = z
  .strictObject({
    type: sectionType('prose', 'A column of running text.'),
    ...sectionBase,
    ...eyebrow,
    ...optionalHeading("Section heading (h2); the body's own headings become h3 under it."),
    body: RichTextSchema.min(1),
    tone: tone('light'),
    ...translated,
  })
  .meta({
    title: 'Running text',
    id: 'ProseSection',
    description:
      'Headings, paragraphs and lists in a comfortable reading width. Use it for running text: legal pages, mission statements, long explanations.',
    examples: [
      {
        type: 'prose',
        heading: 'Our Mission',
        body: ['We help clinics spend less time on paperwork and more on patients.'],
      },
    ],
  });

export type ProseProps = z.output<typeof ProseSchema>;
