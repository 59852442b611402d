import { z } from 'zod';
import type { SectionDefinition, AnySectionSchema } from './define-section';
import { BlockRefSchema } from './Block/schema';
import { hero } from './Hero/schema';
import { split } from './Split/schema';
import { counters } from './Counters/schema';
import { cardGrid } from './CardGrid/schema';
import { cta } from './Cta/schema';
import { postList } from './PostList/schema';
import { testimonials } from './Testimonials/schema';
import { faq } from './Faq/schema';
import { article } from './Article/schema';
import { notice } from './Notice/schema';
import { prose } from './Prose/schema';
import { checklist } from './Checklist/schema';
import { jobList } from './JobList/schema';
import { gallery } from './Gallery/schema';
import { messages } from './Messages/schema';
import { formSection } from './Form/schema';
import { contact } from './Contact/schema';

/** Every section type that has a component. Adding a type: one folder, one entry here, one in components.ts. */
export const sectionDefinitions = [
  hero,
  split,
  counters,
  cardGrid,
  cta,
  postList,
  testimonials,
  faq,
  article,
  notice,
  prose,
  checklist,
  jobList,
  gallery,
  messages,
  formSection,
  contact,
] as const;

type Definitions = typeof sectionDefinitions;
type SchemasOf<T extends readonly SectionDefinition<AnySectionSchema, unknown>[]> = {
  [K in keyof T]: T[K]['schema'];
};
// `map` forgets the tuple's element types; the cast restores exactly what the map produced.
const schemas = sectionDefinitions.map((d) => d.schema) as unknown as SchemasOf<Definitions>;

export const SectionSchema = z.discriminatedUnion('type', [...schemas, BlockRefSchema]).meta({
  id: 'Section',
  description: 'One section of a page, chosen by its "type".',
});

export type SectionInput = z.input<typeof SectionSchema>;
export type Section = z.output<typeof SectionSchema>;
export type RenderedType = Definitions[number]['type'];
export type SectionType = Section['type'];
export const sectionTypes: readonly SectionType[] = [
  ...sectionDefinitions.map((d) => d.type),
  'block',
];

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
