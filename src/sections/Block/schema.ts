import { z } from 'zod';
import { sectionBase, sectionType } from '../section-schema';
import { Slug } from '../../schema/primitives';

/** Expanded by resolvePage into the block's own sections; it has no component. */
export const BlockRefSchema = z
  .strictObject({
    type: sectionType('block', 'The sections of a shared block.'),
    ...sectionBase,
    ref: Slug.meta({
      title: 'Shared block',
      description: 'Which of the site’s shared blocks is placed here, by its name.',
    }),
  })
  .meta({
    title: 'Shared block',
    id: 'BlockRef',
    description:
      'Inserts the sections of a shared block, defined once under Shared blocks. Use it for sections repeated on several pages, e.g. testimonials and FAQ, so they are edited in one place.',
    examples: [{ type: 'block', ref: 'service-contact' }],
  });
