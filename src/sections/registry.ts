import { z } from 'zod';
import { BlockRefSchema } from './Block/schema';
import { HeroSchema } from './Hero/schema';
import { SplitSchema } from './Split/schema';
import { CountersSchema } from './Counters/schema';
import { CardGridSchema } from './CardGrid/schema';
import { CtaSchema } from './Cta/schema';
import { PostListSchema } from './PostList/schema';
import { TestimonialsSchema } from './Testimonials/schema';
import { FaqSchema } from './Faq/schema';
import { ArticleSchema } from './Article/schema';
import { NoticeSchema } from './Notice/schema';
import { ProseSchema } from './Prose/schema';
import { ChecklistSchema } from './Checklist/schema';
import { JobListSchema } from './JobList/schema';
import { GallerySchema } from './Gallery/schema';
import { MessagesSchema } from './Messages/schema';
import { FormSectionSchema } from './Form/schema';
import { ContactSchema } from './Contact/schema';

/**
 * The schema of every section type that has a component, in the order the docs list them.
 * Schemas only: the site schema is built from this list, so nothing here may reach resolve
 * or render code. Adding a type: one folder, one entry here, one in definitions.ts and one in
 * components.ts.
 */
export const sectionSchemas = [
  HeroSchema,
  SplitSchema,
  CountersSchema,
  CardGridSchema,
  CtaSchema,
  PostListSchema,
  TestimonialsSchema,
  FaqSchema,
  ArticleSchema,
  NoticeSchema,
  ProseSchema,
  ChecklistSchema,
  JobListSchema,
  GallerySchema,
  MessagesSchema,
  FormSectionSchema,
  ContactSchema,
] as const;

export const SectionSchema = z
  .discriminatedUnion('type', [...sectionSchemas, BlockRefSchema])
  .meta({
    id: 'Section',
    description: 'One section of a page, of the kind its section type names.',
  });

export type SectionInput = z.input<typeof SectionSchema>;
export type Section = z.output<typeof SectionSchema>;
export type SectionType = Section['type'];
/** The types that render through a component; "block" is expanded before rendering. */
export type RenderedType = Exclude<SectionType, 'block'>;
export const sectionTypes: readonly SectionType[] = [
  ...sectionSchemas.map((s) => s.shape.type.value),
  BlockRefSchema.shape.type.value,
];
