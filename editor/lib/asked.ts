import type { JsonPath } from '../../src/base/problem';
import { definitionOf } from '../../src/sections/definitions';
import { SectionSchema, sectionTypes, type RenderedType } from '../../src/sections/registry';

export interface Asked {
  collections: { kind: string; name: string; at: JsonPath }[];
  forms: { name: string; at: JsonPath }[];
  /** What the resolver found wrong with the example itself, beyond names the site lacks. */
  problems: string[];
}

/**
 * What the type's resolver asks of the site for this section. Asking the resolver itself, not a
 * list kept here, keeps a new type that reads a collection or a form covered without a change.
 * A section that does not validate yet (mid-edit) is asked as written: its resolver reads the
 * names it needs before anything else.
 */
export function askedBy(example: object, post?: object): Asked {
  const asked: Asked = { collections: [], forms: [], problems: [] };
  const parsed = SectionSchema.safeParse(example);
  const section = (parsed.success ? parsed.data : example) as { type?: unknown };
  const type = sectionTypes.find((t) => t === section.type && t !== 'block');
  if (!type) return asked;
  const probe = {
    contact: { email: '', phone: '', address: '', socials: [] },
    siteUrl: 'https://example.org',
    posts: [],
    postPath: (slug: string) => `/${slug}`,
    post,
    listPage: { base: '/', n: 1 },
    collection: (kind: string, name: string, at: JsonPath) => {
      asked.collections.push({ kind, name, at });
      return [];
    },
    form: (name: string, at: JsonPath) => {
      asked.forms.push({ name, at });
      return undefined;
    },
    problem: (message: string) => asked.problems.push(message),
  };
  try {
    definitionOf(type as RenderedType).resolve(section as never, probe as never);
  } catch {
    // A resolver that cannot go on without the data has already said what it asked for.
  }
  return asked;
}
