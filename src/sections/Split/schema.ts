import { z } from 'zod';
import { sectionBase, sectionType } from '../section-schema';
import {
  ActionSchema,
  ImageSchema,
  RichTextSchema,
  Text,
  translated,
} from '../../schema/primitives';
import { StatSchema } from '../Counters/schema';

export const SplitSchema = z
  .strictObject({
    type: sectionType('split', 'Text beside an image.'),
    ...sectionBase,
    eyebrow: Text.optional().meta({ description: 'Small line above the heading.' }),
    heading: Text.meta({ description: 'Section heading.' }),
    body: RichTextSchema.meta({ description: 'The text beside the image.' }),
    image: ImageSchema.meta({ description: 'The picture beside the text.' }),
    imageSide: z
      .enum(['left', 'right'])
      .default('right')
      .meta({ description: 'Which side the image sits on from tablet width up.' }),
    stats: z
      .array(StatSchema)
      .max(4)
      .default([])
      .meta({ description: 'Animated counters under the text.' }),
    action: ActionSchema.optional().meta({ description: 'A button under the text.' }),
    ...translated,
  })
  .meta({
    id: 'SplitSection',
    title: 'split',
    description:
      'A heading and text beside an image, with optional counters and a button. Use it to introduce a topic with a picture, e.g. "About Us"; alternate imageSide when several follow each other.',
    examples: [
      {
        type: 'split',
        heading: 'Your technology partner',
        body: ['Arogya Infotech builds software for hospitals and clinics.'],
        image: {
          src: '/images/about-home.svg',
          alt: 'Our team planning a project',
          width: 640,
          height: 480,
        },
      },
    ],
  });

export type SplitProps = z.output<typeof SplitSchema>;
