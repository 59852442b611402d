import { z } from 'zod';
import { sectionBase, sectionType } from '../section-schema';
import { ImageSchema, Slug, Text, translated } from '../../schema/primitives';

export const FaqSchema = z
  .strictObject({
    type: sectionType('faq', 'An accordion of questions and answers.'),
    ...sectionBase,
    heading: Text.meta({ description: 'Section heading.' }),
    intro: Text.optional().meta({ description: 'A paragraph under the heading.' }),
    collection: Slug.meta({ description: 'Name of a collection of kind "faq".' }),
    image: ImageSchema.optional().meta({
      description: 'Illustration beside the accordion (above it on phones).',
    }),
    openIndex: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .meta({ description: 'Row open on load (0 = first); all closed when absent.' }),
    ...translated,
  })
  .meta({
    id: 'FaqSection',
    title: 'faq',
    description:
      'Questions that expand to their answers by click, Enter or Space. Use it for frequently asked questions, kept in a collection of kind "faq" so several pages can share them.',
    examples: [{ type: 'faq', heading: 'FAQ', collection: 'home-faq' }],
  });
