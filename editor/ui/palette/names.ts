import { SectionSchema } from '../../../src/sections/registry';
import { metaOf, type Meta } from '../../../src/schema/introspect';
import { sectionTypeName } from '../../lib/words';

// Display names and descriptions of section types come from each type's schema `.meta`, read
// as every other reader of the schema reads it.
const typeMeta = (type: string): Meta => {
  const schema = SectionSchema.options.find((s) => s.shape.type.value === type);
  return schema ? metaOf(schema) : {};
};

/** The name people see for a section type: its schema's title, as the section list shows it. */
export const sectionName = sectionTypeName;

/** What a section type is, in one line: the first sentence of its schema's description. */
export function sectionSummary(type: string): string {
  const description = typeMeta(type).description ?? '';
  return /^.*?[.!?](?=\s|$)/.exec(description)?.[0] ?? description;
}

/** The first example a type's schema gives, as written in site.json. */
export function sectionExample(type: string): Record<string, unknown> | undefined {
  const example = typeMeta(type).examples?.[0];
  return example && typeof example === 'object'
    ? (structuredClone(example) as Record<string, unknown>)
    : undefined;
}

/** Whether a type matches what was typed in the search box (its name or description). */
export function matchesSearch(type: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = `${sectionName(type)} ${type} ${sectionSummary(type)}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}
