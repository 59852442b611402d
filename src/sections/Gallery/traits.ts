import type { z } from 'zod';
import type { SectionTraits } from '../define-section';
import { column, PAGE } from '../../content/images/slots';
import type { GallerySchema } from './schema';

type GallerySection = z.output<typeof GallerySchema>;

// The numbers of its CSS module's grid and stage (tests/unit/image-slots.test.ts holds them together).
export const galleryTraits: SectionTraits<GallerySection, GallerySection> = {
  // Each picture links to its file; the app opens it full-screen instead.
  answers: () => 'html',
  imageSlots: () => ({
    images: column([
      { from: 0, tracks: 1 },
      { from: 640, tracks: 3, gap: 16 },
    ]),
  }),
  // The full-screen stage spans the window less the page's gutters, and its height less 4rem
  // above and 1rem below; the picture is at most 1200 px wide.
  zoomSlots: () => ({
    images: column([{ from: 0, tracks: 1 }], {
      max: 1200,
      container: PAGE.viewports.max,
      heightLess: 80,
    }),
  }),
};
