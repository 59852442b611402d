import { z } from 'zod';
import { heading, intro, sectionBase, sectionType } from '../section-schema';
import { Slug, Text, translated } from '../../schema/primitives';

export const CarouselSchema = z
  .strictObject({
    autoplayMs: z.number().int().positive().meta({
      title: 'Autoplay interval (milliseconds)',
      description: 'Time each slide stays before the next, in ms.',
    }),
    spaceBetween: z
      .number()
      .int()
      .nonnegative()
      .meta({ title: 'Space between slides', description: 'Gap between slides in px.' }),
    slideHeight: z
      .number()
      .int()
      .positive()
      .meta({ title: 'Slide height', description: 'Card height in px.' }),
    slidesPerView: z.number().int().positive().meta({
      title: 'Slides shown at once',
      description: 'Slides visible below the first breakpoint.',
    }),
    breakpoints: z
      .array(
        z.strictObject({
          minWidth: z.number().int().positive().meta({
            title: 'Minimum width',
            description: 'Screen width in px from which this applies.',
          }),
          slidesPerView: z.number().int().positive().meta({
            title: 'Slides shown at once',
            description: 'Slides visible from the minimum width up.',
          }),
        }),
      )
      .meta({
        title: 'Screen widths',
        description: 'From each minimum width (in pixels) up, show this many slides.',
      }),
    previousLabel: Text.meta({
      title: 'Previous button text',
      description: 'Accessible name of the previous-slide arrow.',
    }),
    nextLabel: Text.meta({
      title: 'Next button text',
      description: 'Accessible name of the next-slide arrow.',
    }),
    ...translated,
  })
  .meta({
    id: 'Carousel',
    description:
      'Carousel timing and layout. It loops, and pauses while the visitor interacts or the tab is hidden.',
  });

export const TestimonialsSchema = z
  .strictObject({
    type: sectionType('testimonials', 'A carousel of testimonials.'),
    ...sectionBase,
    ...heading(),
    ...intro(),
    collection: Slug.meta({
      title: 'Collection',
      description: 'Name of a collection of testimonials.',
    }),
    carousel: CarouselSchema.meta({
      title: 'Slideshow',
      description: 'How the carousel moves and how many slides show.',
    }),
    ...translated,
  })
  .meta({
    title: 'Testimonials',
    id: 'TestimonialsSection',
    description:
      'A looping, auto-advancing carousel of testimonials with arrows and dots. Use it for quotes from clients and patients, kept in a collection of kind "testimonial" so several pages can share them.',
    examples: [
      {
        type: 'testimonials',
        heading: 'Testimonials',
        collection: 'home-testimonials',
        carousel: {
          autoplayMs: 3000,
          spaceBetween: 30,
          slideHeight: 300,
          slidesPerView: 1,
          breakpoints: [{ minWidth: 768, slidesPerView: 2 }],
          previousLabel: 'Previous testimonial',
          nextLabel: 'Next testimonial',
        },
      },
    ],
  });

export type CarouselSettings = z.output<typeof CarouselSchema>;
