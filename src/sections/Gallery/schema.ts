import { z } from 'zod';
import { heading, intro, sectionBase, sectionType } from '../section-schema';
import { ImageSchema, Text, translated } from '../../schema/primitives';

export const GallerySchema = z
  .strictObject({
    type: sectionType('gallery', 'Images that open full-screen when clicked.'),
    ...sectionBase,
    ...heading(),
    ...intro(),
    images: z
      .array(ImageSchema)
      .min(1)
      .meta({ title: 'Pictures', description: 'The pictures, in order.' }),
    closeLabel: Text.meta({
      title: 'Close button name',
      description: 'Accessible name of the × button of the zoomed view.',
    }),
    ...translated,
  })
  .meta({
    title: 'Picture gallery',
    id: 'GallerySection',
    description:
      'A grid of images; clicking one opens it in a full-screen view closed by ×, Escape or a click on the backdrop. Use it for photos of the office, events or finished work.',
    examples: [
      {
        type: 'gallery',
        heading: 'Life at Arogya Infotech',
        images: [
          {
            src: '/images/about/gallery-1.svg',
            alt: 'Our team discussing a project',
            width: 1200,
            height: 800,
          },
        ],
        closeLabel: 'Close',
      },
    ],
  });

export type GalleryProps = z.output<typeof GallerySchema>;
