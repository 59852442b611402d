import { z } from 'zod';
import { defineSection, sectionBase, sectionType } from '../define-section';
import { RichTextSchema, Text } from '../../schema/primitives';

export const ProseSchema = z
  .strictObject({
    type: sectionType('prose', 'A column of running text.'),
    ...sectionBase,
    eyebrow: Text.optional(),
    heading: Text.optional().meta({
      description: "Section heading (h2); the body's own headings become h3 under it.",
    }),
    body: RichTextSchema.min(1),
    tone: z
      .enum(['light', 'tint'])
      .default('light')
      .meta({ description: 'Background: white or a pale brand tint.' }),
  })
  .meta({
    id: 'ProseSection',
    title: 'prose',
    description:
      'Headings, paragraphs and lists in a comfortable reading width: legal text, mission statements, long explanations.',
  });

export const prose = defineSection(ProseSchema);
export type ProseProps = z.output<typeof ProseSchema>;
