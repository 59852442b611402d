import { z } from 'zod';
import { defineSection, sectionBase, sectionType } from '../define-section';
import { ImageSchema, Text } from '../../schema/primitives';

export const GallerySchema = z
  .strictObject({
    type: sectionType('gallery', 'Images that open full-screen when clicked.'),
    ...sectionBase,
    heading: Text,
    intro: Text.optional(),
    images: z.array(ImageSchema).min(1),
    closeLabel: Text.meta({ description: 'Accessible name of the × button of the zoomed view.' }),
  })
  .meta({
    id: 'GallerySection',
    title: 'gallery',
    description:
      'A grid of images; clicking one opens it in a full-screen view closed by ×, Escape or a click on the backdrop.',
  });

export const gallery = defineSection(GallerySchema);
export type GalleryProps = z.output<typeof GallerySchema>;
