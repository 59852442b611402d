import { z } from 'zod';
import { ImageSchema, RichTextSchema, Slug, Text, translated } from './primitives';

export const TestimonialSchema = z
  .strictObject({
    name: Text.meta({ title: 'Name', description: 'Who said it.' }),
    position: Text.meta({
      title: 'Position',
      description: 'Role and city, e.g. "Cardiologist, Gorakhpur".',
    }),
    quote: Text.meta({ title: 'Quote', description: 'What they said, in their own words.' }),
    image: ImageSchema.meta({ title: 'Picture', description: 'A portrait.' }),
    rating: z
      .number()
      .int()
      .min(1)
      .max(5)
      .meta({ title: 'Rating (stars)', description: 'Whole stars from 1 to 5.' }),
    ...translated,
  })
  .meta({
    title: 'Testimonial',
    id: 'Testimonial',
    description: 'A quote from a client or patient, with a rating.',
  });

export const FaqItemSchema = z
  .strictObject({
    title: Text.meta({ title: 'Title', description: 'The question.' }),
    content: RichTextSchema.meta({ title: 'Content', description: 'The answer.' }),
    ...translated,
  })
  .meta({ title: 'Question and answer', id: 'FaqItem', description: 'A question and its answer.' });

export const JobSchema = z
  .strictObject({
    id: Slug.meta({
      title: 'Id',
      description:
        'The opening’s name in addresses, the same in every language, e.g. "backend" in /apply?job=backend; unique among the openings a form offers.',
    }),
    title: Text.meta({ title: 'Title', description: 'The role; also sent with the application.' }),
    description: Text.meta({
      title: 'Description',
      description: 'A sentence or two about the work.',
    }),
    location: Text.meta({
      title: 'Location',
      description: 'Where the work happens, e.g. "On Site".',
    }),
    stipend: Text.optional().meta({
      title: 'Stipend',
      description: 'For internships, e.g. "₹5,000 / month".',
    }),
    ...translated,
  })
  .meta({ title: 'Job', id: 'Job', description: 'A job or internship opening.' });

const collectionKind = <K extends string>(kind: K) =>
  z.literal(kind).meta({ title: 'Kind of items', description: 'What the items are.' });

export const CollectionSchema = z
  .discriminatedUnion('kind', [
    z
      .strictObject({
        kind: collectionKind('testimonial'),
        items: z
          .array(TestimonialSchema)
          .min(1)
          .meta({ title: 'Items', description: 'The testimonials.' }),
      })
      .meta({
        title: 'Testimonials',
        description: 'Quotes from clients, shown by "testimonials" sections.',
      }),
    z
      .strictObject({
        kind: collectionKind('faq'),
        items: z
          .array(FaqItemSchema)
          .min(1)
          .meta({ title: 'Items', description: 'The questions, in order.' }),
      })
      .meta({
        title: 'Questions and answers',
        description: 'Questions and answers, shown by "faq" sections.',
      }),
    z
      .strictObject({
        kind: collectionKind('job'),
        items: z
          .array(JobSchema)
          .min(1)
          .meta({ title: 'Items', description: 'The openings, in order.' }),
      })
      .meta({
        title: 'Job openings',
        description: 'Job or internship openings, shown by "job-list" sections.',
      }),
  ])
  .meta({
    title: 'Collection',
    id: 'Collection',
    description:
      'Named repeated data of one kind, defined once and shown by the sections that name it.',
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
