import type { z } from 'zod';
import type { SectionTraits } from '../define-section';
import { column } from '../../content/images/slots';
import type { GallerySchema } from './schema';

type GallerySection = z.output<typeof GallerySchema>;

// The numbers of its CSS module's grid (tests/unit/image-slots.test.ts holds them together).
export const galleryTraits: SectionTraits<GallerySection, GallerySection> = {
  imageSlots: () => ({
    images: column([
      { from: 0, tracks: 1 },
      { from: 640, tracks: 3, gap: 16 },
    ]),
  }),
};
