import { z } from 'zod';
import { eyebrow, heading, sectionBase, sectionType } from '../section-schema';
import { ActionSchema, ImageSchema, Text, translated } from '../../schema/primitives';

const VideoBackground = z
  .strictObject({
    kind: z.literal('video').meta({ title: 'Kind', description: 'A background video.' }),
    src: z
      .string()
      .regex(
        /^(\/(?!\/)[\w./-]+\.(mp4|webm)|https:\/\/\S+)$/,
        'must be a local .mp4/.webm path or an https: embed address',
      )
      .meta({
        title: 'Video file',
        description:
          'A local video file ("/media/hero.mp4"), or an https: address of an embeddable player.',
      }),
    poster: ImageSchema.meta({
      title: 'Still picture',
      description: 'Still image shown before (and instead of) the video; its alt may stay "".',
    }),
    fallbackText: Text.meta({
      title: 'Text when video cannot play',
      description: 'Shown by browsers that cannot play video.',
    }),
    ...translated,
  })
  .meta({ title: 'Video', description: 'A muted looping background video.' });

const ImageBackground = z
  .strictObject({
    kind: z.literal('image').meta({ title: 'Kind', description: 'A background image.' }),
    image: ImageSchema.meta({
      title: 'Picture',
      description: 'The picture behind the text, darkened for contrast.',
    }),
  })
  .meta({ title: 'Picture', description: 'A background image.' });

export const HeroSchema = z
  .strictObject({
    type: sectionType('hero', 'The top banner of a page.'),
    ...sectionBase,
    size: z.enum(['full', 'banner']).meta({
      title: 'Size',
      choiceTitles: { full: 'Full screen', banner: 'Compact title band' },
      description:
        'Full screen (70% of the screen’s height on phones, all of it above), or a compact title band.',
    }),
    ...eyebrow,
    ...heading('The page heading (the only h1 of the page).'),
    text: Text.optional().meta({
      title: 'Text',
      description: 'One or two sentences under the heading.',
    }),
    actions: z
      .array(ActionSchema)
      .max(3)
      .default([])
      .meta({ title: 'Buttons', description: 'Buttons under the text.' }),
    background: z.discriminatedUnion('kind', [VideoBackground, ImageBackground]).optional().meta({
      title: 'Background',
      description: 'What sits behind the text; a dark brand gradient when absent.',
    }),
    ...translated,
  })
  .meta({
    title: 'Top banner',
    id: 'HeroSection',
    description:
      'The top banner of a page: heading, text, buttons and an optional background video or image. Use it once, as the first section of a page: full screen on the home page, a compact title band on the others.',
    examples: [{ type: 'hero', size: 'banner', heading: 'Telemedicine' }],
  });

export type HeroProps = z.output<typeof HeroSchema>;
