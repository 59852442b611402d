import { defineSection, type SectionDefinition } from './define-section';
import type { AnySectionSchema } from './section-schema';
import type { RenderedType } from './registry';
import { HeroSchema } from './Hero/schema';
import { SplitSchema } from './Split/schema';
import { CountersSchema } from './Counters/schema';
import { CardGridSchema } from './CardGrid/schema';
import { CtaSchema } from './Cta/schema';
import { PostListSchema } from './PostList/schema';
import { resolvePostList } from './PostList/resolve';
import { TestimonialsSchema } from './Testimonials/schema';
import { resolveTestimonials } from './Testimonials/resolve';
import { FaqSchema } from './Faq/schema';
import { resolveFaq } from './Faq/resolve';
import { ArticleSchema } from './Article/schema';
import { resolveArticle } from './Article/resolve';
import { NoticeSchema } from './Notice/schema';
import { ProseSchema } from './Prose/schema';
import { ChecklistSchema } from './Checklist/schema';
import { JobListSchema } from './JobList/schema';
import { resolveJobList } from './JobList/resolve';
import { GallerySchema } from './Gallery/schema';
import { MessagesSchema } from './Messages/schema';
import { FormSectionSchema } from './Form/schema';
import { resolveFormSection } from './Form/resolve';
import { ContactSchema } from './Contact/schema';
import { resolveContact } from './Contact/resolve';

/**
 * How each section type turns into its component's props. A type without a resolver renders
 * what site.json says; one that reads other data (collections, posts, forms) names its resolver.
 */
export const sectionDefinitions = [
  defineSection(HeroSchema),
  defineSection(SplitSchema),
  defineSection(CountersSchema),
  defineSection(CardGridSchema),
  defineSection(CtaSchema),
  defineSection(PostListSchema, resolvePostList),
  defineSection(TestimonialsSchema, resolveTestimonials),
  defineSection(FaqSchema, resolveFaq),
  defineSection(ArticleSchema, resolveArticle),
  defineSection(NoticeSchema),
  defineSection(ProseSchema),
  defineSection(ChecklistSchema),
  defineSection(JobListSchema, resolveJobList),
  defineSection(GallerySchema),
  defineSection(MessagesSchema),
  defineSection(FormSectionSchema, resolveFormSection),
  defineSection(ContactSchema, resolveContact),
] as const;

type Definitions = typeof sectionDefinitions;
type DefinedType = Definitions[number]['type'];
// A schema without a definition, or a definition without a schema, fails to compile here.
type Unmatched = Exclude<RenderedType, DefinedType> | Exclude<DefinedType, RenderedType>;
const _everyTypeDefined: [Unmatched] extends [never] ? true : Unmatched = true;

type DefinitionOf<T extends RenderedType> = Extract<Definitions[number], { type: T }>;
export type ResolvedProps<T extends RenderedType> = ReturnType<DefinitionOf<T>['resolve']>;
export type ResolvedSection = {
  [T in RenderedType]: { type: T; key: string; props: ResolvedProps<T> };
}[RenderedType];

export function definitionOf(type: RenderedType): SectionDefinition<AnySectionSchema, unknown> {
  const found = sectionDefinitions.find((d) => d.type === type);
  if (!found) throw new Error(`no section definition for type "${type}"`);
  return found as unknown as SectionDefinition<AnySectionSchema, unknown>;
}
