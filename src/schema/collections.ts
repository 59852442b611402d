import { z } from 'zod';
import {
  ImageSchema,
  IsoDate,
  RichTextSchema,
  Slug,
  Text,
  Verbatim,
  translated,
} from './primitives';

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

/** The kinds of employment search engines know, as site.json names them. */
export const EMPLOYMENT_TYPES = {
  'full-time': 'Full time',
  'part-time': 'Part time',
  contractor: 'Contract',
  temporary: 'Temporary',
  intern: 'Internship',
  volunteer: 'Volunteer',
  'per-diem': 'Paid by the day',
  other: 'Other',
} as const;

const PAY_PERIODS = {
  hour: 'An hour',
  day: 'A day',
  week: 'A week',
  month: 'A month',
  year: 'A year',
};

export const PaySchema = z
  .strictObject({
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code, like "INR"')
      .default('INR')
      .meta({ title: 'Currency', description: 'The three-letter currency code, e.g. "INR".' }),
    min: z.number().positive().meta({ title: 'From', description: 'The lowest amount paid.' }),
    max: z.number().positive().optional().meta({
      title: 'Up to',
      description: 'The highest amount paid, for a range; absent when the pay is one amount.',
    }),
    per: z.enum(Object.keys(PAY_PERIODS) as [keyof typeof PAY_PERIODS]).meta({
      title: 'Per',
      description: 'The period the amount is paid for.',
      choiceTitles: PAY_PERIODS,
    }),
  })
  .meta({
    title: 'Pay',
    id: 'Pay',
    description:
      'What the opening pays, as numbers for search engines; the stipend text shows it to visitors, and the check warns when the two disagree.',
  });

export const JobSchema = z
  .strictObject({
    id: Slug.meta({
      title: 'Id',
      description:
        'The opening’s name in addresses, the same in every language, e.g. "backend" in /apply?job=backend; unique among all openings. Search engines know the opening by it, so it stays when the title is reworded.',
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
    employment: z.enum(Object.keys(EMPLOYMENT_TYPES) as [keyof typeof EMPLOYMENT_TYPES]).meta({
      title: 'Kind of employment',
      description: 'Full time, internship and so on, as search engines list it.',
      choiceTitles: EMPLOYMENT_TYPES,
    }),
    posted: IsoDate.meta({
      title: 'Published on',
      description: 'The day the opening was first published, YYYY-MM-DD.',
    }),
    closes: IsoDate.optional().meta({
      title: 'Applications close',
      description:
        'The last day to apply, YYYY-MM-DD: search engines stop listing the opening after it, and the check warns once it has passed. Leave it out for an opening with no closing day.',
    }),
    pay: PaySchema.optional(),
    remoteFrom: Verbatim.optional().meta({
      title: 'Remote, from',
      description:
        'For work done entirely from home: the country applicants must live in, e.g. "India". Absent: the work is at the office address of the contact details.',
    }),
    ...translated,
  })
  .meta({
    title: 'Job',
    id: 'Job',
    description:
      'A job or internship opening; search engines get it as a job posting on the pages that ask for it.',
  });

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
