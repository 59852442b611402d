import { z } from 'zod';
import { ImageSchema, RichTextSchema, Text } from './primitives';

export const TestimonialSchema = z
  .strictObject({
    name: Text,
    position: Text.meta({ description: 'Role and city, e.g. "Cardiologist, Gorakhpur".' }),
    quote: Text,
    image: ImageSchema,
    rating: z.number().int().min(1).max(5).meta({ description: 'Whole stars from 1 to 5.' }),
  })
  .meta({ id: 'Testimonial' });

export const FaqItemSchema = z
  .strictObject({
    title: Text.meta({ description: 'The question.' }),
    content: RichTextSchema.meta({ description: 'The answer.' }),
  })
  .meta({ id: 'FaqItem' });

export const JobSchema = z
  .strictObject({
    title: Text,
    description: Text,
    location: Text.meta({ description: 'Where the work happens, e.g. "On Site".' }),
    stipend: Text.optional().meta({ description: 'For internships, e.g. "₹5,000 / month".' }),
  })
  .meta({ id: 'Job', description: 'A job or internship opening.' });

export const CollectionSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('testimonial'), items: z.array(TestimonialSchema).min(1) }),
    z.strictObject({ kind: z.literal('faq'), items: z.array(FaqItemSchema).min(1) }),
    z.strictObject({ kind: z.literal('job'), items: z.array(JobSchema).min(1) }),
  ])
  .meta({
    id: 'Collection',
    description:
      'Named repeated data, defined once and referenced by sections: {"kind": "faq", "items": [...]}.',
  });

export type Collection = z.output<typeof CollectionSchema>;
export type CollectionKind = Collection['kind'];
export type CollectionItem<K extends CollectionKind> = Extract<
  Collection,
  { kind: K }
>['items'][number];
export type Testimonial = z.output<typeof TestimonialSchema>;
export type FaqItem = z.output<typeof FaqItemSchema>;
export type Job = z.output<typeof JobSchema>;
