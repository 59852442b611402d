import type { JsonPath } from '../../../src/base/problem';
import { askedBy } from '../../lib/asked';
import { getIn, setIn } from '../../protocol/data-path';
import type { RawSection, RawSite } from '../site-view';
import { sectionExample } from './names';

/** A new section made from its type's example, and what is left to pick when the site lacks it. */
export interface NewSection {
  section: RawSection;
  /** Sentences saying what to choose next; empty when the example fits the site as it is. */
  next: string[];
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
