import type { JsonPath } from '../../../src/base/problem';
import { definitionOf } from '../../../src/sections/definitions';
import { SectionSchema, type RenderedType } from '../../../src/sections/registry';
import { getIn, setIn } from '../../protocol/data-path';
import type { RawSection, RawSite } from '../site-view';
import { sectionExample } from './names';

/** A new section made from its type's example, and what is left to pick when the site lacks it. */
export interface NewSection {
  section: RawSection;
  /** Sentences saying what to choose next; empty when the example fits the site as it is. */
  next: string[];
}

interface Asked {
  collections: { kind: string; name: string; at: JsonPath }[];
  forms: { name: string; at: JsonPath }[];
  /** What the resolver found wrong with the example itself, beyond names the site lacks. */
  problems: string[];
}

/**
 * What the type's resolver asks of the site for this section. Asking the resolver itself, not a
 * list kept here, keeps a new type that reads a collection or a form covered without a change.
 */
function askedBy(example: RawSection, post?: object): Asked {
  const asked: Asked = { collections: [], forms: [], problems: [] };
  const parsed = SectionSchema.safeParse(example);
  if (!parsed.success || parsed.data.type === 'block') return asked;
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
    definitionOf(parsed.data.type as RenderedType).resolve(parsed.data, probe as never);
  } catch {
    // A resolver that cannot go on without the data has already said what it asked for.
  }
  return asked;
}

type Named = Record<string, { kind?: string } | undefined>;

/**
 * The type's example, with every collection, form and block it names replaced by one this site
 * has, so adding it does not turn the check red; when the site has none of the kind, says so.
 */
export function newSection(type: string, site: RawSite): NewSection | null {
  const example = sectionExample(type);
  if (!example) return null;
  let section: RawSection = example;
  const next: string[] = [];
  const collections = (site.collections ?? {}) as Named;
  const forms = (site.forms ?? {}) as Named;
  const blocks = site.blocks ?? {};
  const replace = (at: JsonPath, value: string) => {
    section = setIn(section, [...at], value) as RawSection;
  };
  const asked = askedBy(example);
  for (const { kind, name, at } of asked.collections) {
    if (collections[name]?.kind === kind) continue;
    const found = Object.keys(collections).find((key) => collections[key]?.kind === kind);
    if (found) replace(at, found);
    else next.push(`Add a collection of kind "${kind}" under Collections, then choose it here.`);
  }
  for (const { name, at } of asked.forms) {
    if (forms[name]) continue;
    const found = Object.keys(forms)[0];
    if (found) replace(at, found);
    else next.push('Add a form under Forms, then choose it here.');
  }
  if (type === 'block' && !blocks[String(getIn(section, ['ref']))]) {
    const found = Object.keys(blocks)[0];
    if (found) replace(['ref'], found);
    else next.push('Add a block under Blocks, then choose it here.');
  }
  return { section, next };
}

const aPost = { slug: 'a', title: 'A', author: 'A', date: '2026-01-01', body: [] };

/**
 * Whether a type works on a page, outside the article template: one whose resolver objects
 * without a current post (an "article") is offered in the template only.
 */
export function worksOnPages(type: string): boolean {
  const example = sectionExample(type);
  if (!example) return false;
  return askedBy(example).problems.length <= askedBy(example, aPost).problems.length;
}
