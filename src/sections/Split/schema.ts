import { z } from 'zod';
import { defineSection, sectionBase, sectionType } from '../define-section';
import { ActionSchema, ImageSchema, RichTextSchema, Text } from '../../schema/primitives';
import { StatSchema } from '../Counters/schema';

export const SplitSchema = z
  .strictObject({
    type: sectionType('split', 'Text beside an image.'),
    ...sectionBase,
    eyebrow: Text.optional().meta({ description: 'Small line above the heading.' }),
    heading: Text.meta({ description: 'Section heading.' }),
    body: RichTextSchema,
    image: ImageSchema,
    imageSide: z
      .enum(['left', 'right'])
      .default('right')
      .meta({ description: 'Which side the image sits on from tablet width up.' }),
    stats: z
      .array(StatSchema)
      .max(4)
      .default([])
      .meta({ description: 'Animated counters under the text.' }),
    action: ActionSchema.optional(),
  })
  .meta({
    id: 'SplitSection',
    title: 'split',
    description: 'A heading and text beside an image, with optional counters and a button.',
  });

export const split = defineSection(SplitSchema);
export type SplitProps = z.output<typeof SplitSchema>;
