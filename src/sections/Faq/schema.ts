import { z } from 'zod';
import { heading, intro, sectionBase, sectionType } from '../section-schema';
import { ImageSchema, Slug, translated } from '../../schema/primitives';

export const FaqSchema = z
  .strictObject({
    type: sectionType('faq', 'An accordion of questions and answers.'),
    ...sectionBase,
    ...heading(),
    ...intro(),
    collection: Slug.meta({
      title: 'Collection',
      description: 'Name of a collection of questions and answers.',
    }),
    image: ImageSchema.optional().meta({
      title: 'Picture',
      description: 'Illustration beside the accordion (above it on phones).',
    }),
    openIndex: z.number().int().nonnegative().optional().meta({
      title: 'Question open at first',
      description: 'Row open on load (0 = first); all closed when absent.',
    }),
    ...translated,
  })
  .meta({
    title: 'Questions and answers',
    id: 'FaqSection',
    description:
      'Questions that expand to their answers by click, Enter or Space. Use it for frequently asked questions, kept in a collection of kind "faq" so several pages can share them.',
    examples: [{ type: 'faq', heading: 'FAQ', collection: 'home-faq' }],
  });
