import type { ComponentType } from 'react';
import type { RenderedType } from './registry';
import type { ResolvedProps } from './definitions';
import { Hero } from './Hero/Hero';
import { Split } from './Split/Split';
import { Counters } from './Counters/Counters';
import { CardGrid } from './CardGrid/CardGrid';
import { Cta } from './Cta/Cta';
import { PostList } from './PostList/PostList';
import { Testimonials } from './Testimonials/Testimonials';
import { Faq } from './Faq/Faq';
import { Article } from './Article/Article';
import { Notice } from './Notice/Notice';
import { Prose } from './Prose/Prose';
import { Checklist } from './Checklist/Checklist';
import { JobList } from './JobList/JobList';
import { Gallery } from './Gallery/Gallery';
import { Messages } from './Messages/Messages';
import { FormSection } from './Form/FormSection';
import { Contact } from './Contact/Contact';

/**
 * The component of every section type. `satisfies` makes a missing type, or a component whose
 * props differ from what the type's resolver produces, a compile error.
 */
export const sectionComponents = {
  hero: Hero,
  split: Split,
  counters: Counters,
  'card-grid': CardGrid,
  cta: Cta,
  'post-list': PostList,
  testimonials: Testimonials,
  faq: Faq,
  article: Article,
  notice: Notice,
  prose: Prose,
  checklist: Checklist,
  'job-list': JobList,
  gallery: Gallery,
  messages: Messages,
  form: FormSection,
  contact: Contact,
} satisfies { [T in RenderedType]: ComponentType<ResolvedProps<T>> };
