import {
  defineSection,
  type Answers,
  type SectionDefinition,
  type SectionTraits,
} from './define-section';
import type { AnySectionSchema } from './section-schema';
import type { RenderedType, Section } from './registry';
import { HeroSchema } from './Hero/schema';
import { heroTraits } from './Hero/traits';
import { SplitSchema } from './Split/schema';
import { splitTraits } from './Split/traits';
import { CountersSchema } from './Counters/schema';
import { countersTraits } from './Counters/traits';
import { CardGridSchema } from './CardGrid/schema';
import { cardGridTraits } from './CardGrid/traits';
import { CtaSchema } from './Cta/schema';
import { ctaTraits } from './Cta/traits';
import { PostListSchema } from './PostList/schema';
import { resolvePostList } from './PostList/resolve';
import { postListTraits } from './PostList/traits';
import { TestimonialsSchema } from './Testimonials/schema';
import { testimonialsTraits } from './Testimonials/traits';
import { resolveTestimonials } from './Testimonials/resolve';
import { FaqSchema } from './Faq/schema';
import { faqTraits } from './Faq/traits';
import { resolveFaq } from './Faq/resolve';
import { ArticleSchema } from './Article/schema';
import { resolveArticle } from './Article/resolve';
import { articleTraits } from './Article/traits';
import { NoticeSchema } from './Notice/schema';
import { noticeTraits } from './Notice/traits';
import { ProseSchema } from './Prose/schema';
import { proseTraits } from './Prose/traits';
import { ChecklistSchema } from './Checklist/schema';
import { checklistTraits } from './Checklist/traits';
import { JobListSchema } from './JobList/schema';
import { resolveJobList } from './JobList/resolve';
import { jobListTraits } from './JobList/traits';
import { GallerySchema } from './Gallery/schema';
import { galleryTraits } from './Gallery/traits';
import { MessagesSchema } from './Messages/schema';
import { messagesTraits } from './Messages/traits';
import { FormSectionSchema } from './Form/schema';
import { resolveFormSection } from './Form/resolve';
import { formTraits } from './Form/traits';
import { ContactSchema } from './Contact/schema';
import { resolveContact } from './Contact/resolve';
import { contactTraits } from './Contact/traits';

/**
 * How each section type turns into its component's props, and what the rest of the site needs
 * to know about it (its traits, of which every type gives at least how it answers a visitor). A
 * type without a resolver renders what site.json says; one that reads other data (collections,
 * posts, forms) names its resolver.
 */
export const sectionDefinitions = [
  defineSection(HeroSchema, { traits: heroTraits }),
  defineSection(SplitSchema, { traits: splitTraits }),
  defineSection(CountersSchema, { traits: countersTraits }),
  defineSection(CardGridSchema, { traits: cardGridTraits }),
  defineSection(CtaSchema, { traits: ctaTraits }),
  defineSection(PostListSchema, {
    resolve: resolvePostList,
    reads: ['posts'],
    traits: postListTraits,
  }),
  defineSection(TestimonialsSchema, { resolve: resolveTestimonials, traits: testimonialsTraits }),
  defineSection(FaqSchema, { resolve: resolveFaq, traits: faqTraits }),
  defineSection(ArticleSchema, { resolve: resolveArticle, traits: articleTraits }),
  defineSection(NoticeSchema, { traits: noticeTraits }),
  defineSection(ProseSchema, { traits: proseTraits }),
  defineSection(ChecklistSchema, { traits: checklistTraits }),
  defineSection(JobListSchema, { resolve: resolveJobList, traits: jobListTraits }),
  defineSection(GallerySchema, { traits: galleryTraits }),
  defineSection(MessagesSchema, { traits: messagesTraits }),
  defineSection(FormSectionSchema, { resolve: resolveFormSection, traits: formTraits }),
  defineSection(ContactSchema, { resolve: resolveContact, traits: contactTraits }),
] as const;

type Definitions = typeof sectionDefinitions;
type DefinedType = Definitions[number]['type'];
// A schema without a definition, or a definition without a schema, fails to compile here.
type Unmatched = Exclude<RenderedType, DefinedType> | Exclude<DefinedType, RenderedType>;
const _everyTypeDefined: [Unmatched] extends [never] ? true : Unmatched = true;

type DefinitionOf<T extends RenderedType> = Extract<Definitions[number], { type: T }>;
export type ResolvedProps<T extends RenderedType> = ReturnType<DefinitionOf<T>['resolve']>;
/**
 * A section as a page carries it: its component's props, and how it answers a visitor when it
 * does (the `answers` trait; absent for 'none'), which decides when the app hydrates it.
 */
export type ResolvedSection = {
  [T in RenderedType]: {
    type: T;
    key: string;
    props: ResolvedProps<T>;
    answers?: Exclude<Answers, 'none'>;
  };
}[RenderedType];

export function definitionOf(type: RenderedType): SectionDefinition<AnySectionSchema, unknown> {
  const found = sectionDefinitions.find((d) => d.type === type);
  if (!found) throw new Error(`no section definition for type "${type}"`);
  return found as unknown as SectionDefinition<AnySectionSchema, unknown>;
}

/** The traits of a written section's type; a block reference has none of its own. */
export function traitsOf(section: Section): Partial<SectionTraits<Section, unknown>> {
  return section.type === 'block'
    ? {}
    : (definitionOf(section.type).traits as SectionTraits<Section, unknown>);
}
