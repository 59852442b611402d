import { z } from 'zod';
import { sectionBase, sectionType, tone } from '../section-schema';
import { RichTextSchema, Text, translated } from '../../schema/primitives';

export const ProseSchema = z
  .strictObject({
    type: sectionType('prose', 'A column of running text.'),
    ...sectionBase,
    eyebrow: Text.optional().meta({
      title: 'Small line above the heading',
      description: 'Small line above the heading.',
    }),
    heading: Text.optional().meta({
      title: 'Heading',
      description: "Section heading (h2); the body's own headings become h3 under it.",
    }),
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
