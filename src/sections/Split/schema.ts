import { z } from 'zod';
import { eyebrow, heading, sectionBase, sectionType } from '../section-schema';
import { ActionSchema, ImageSchema, RichTextSchema, translated } from '../../schema/primitives';
import { StatSchema } from '../Counters/schema';

export const SplitSchema = z
  .strictObject({
    type: sectionType('split', 'Text beside an image.'),
    ...sectionBase,
    ...eyebrow,
    ...heading(),
    body: RichTextSchema.meta({ title: 'Body text', description: 'The text beside the image.' }),
    image: ImageSchema.meta({ title: 'Picture', description: 'The picture beside the text.' }),
    imageSide: z
      .enum(['left', 'right'])
      .default('right')
      .meta({
        title: 'Picture side',
        description: 'Which side the image sits on from tablet width up.',
        choiceTitles: { left: 'Left', right: 'Right' },
      }),
    stats: z
      .array(StatSchema)
      .max(4)
      .default([])
      .meta({ title: 'Figures', description: 'Animated counters under the text.' }),
    action: ActionSchema.optional().meta({
      title: 'Button',
      description: 'A button under the text.',
    }),
    ...translated,
  })
  .meta({
    title: 'Text beside a picture',
    id: 'SplitSection',
    description:
      'A heading and text beside an image, with optional counters and a button. Use it to introduce a topic with a picture, e.g. "About Us"; alternate the "Picture side" when several follow each other.',
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
