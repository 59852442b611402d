import { z } from 'zod';
import { defineSection, sectionBase, sectionType } from '../define-section';
import { Slug, Text } from '../../schema/primitives';

export const CarouselSchema = z
  .strictObject({
    autoplayMs: z
      .number()
      .int()
      .positive()
      .meta({ description: 'Time each slide stays before the next, in ms.' }),
    spaceBetween: z.number().int().nonnegative().meta({ description: 'Gap between slides in px.' }),
    slideHeight: z.number().int().positive().meta({ description: 'Card height in px.' }),
    slidesPerView: z
      .number()
      .int()
      .positive()
      .meta({ description: 'Slides visible below the first breakpoint.' }),
    breakpoints: z
      .array(
        z.strictObject({
          minWidth: z.number().int().positive(),
          slidesPerView: z.number().int().positive(),
        }),
      )
      .meta({ description: 'From each minWidth (px) up, show this many slides.' }),
    previousLabel: Text.meta({ description: 'Accessible name of the previous-slide arrow.' }),
    nextLabel: Text.meta({ description: 'Accessible name of the next-slide arrow.' }),
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
    heading: Text,
    intro: Text.optional(),
    collection: Slug.meta({ description: 'Name of a collection of kind "testimonial".' }),
    carousel: CarouselSchema,
  })
  .meta({
    id: 'TestimonialsSection',
    title: 'testimonials',
    description: 'A looping, auto-advancing carousel of testimonials with arrows and dots.',
  });

export const testimonials = defineSection(
  TestimonialsSchema,
  ({ collection, ...section }, ctx) => ({
    ...section,
    items: ctx.collection('testimonial', collection, ['collection']),
  }),
);
export type TestimonialsProps = ReturnType<typeof testimonials.resolve>;
export type CarouselSettings = z.output<typeof CarouselSchema>;
