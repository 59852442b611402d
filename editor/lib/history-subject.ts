// What a history is of, named the same way by the editor's page and by the server. A page is
// known by its path and a post by its slug (both unique, both what people call them); a section
// by its anchor id, or, having none, as the n-th section of its type without one, so moving
// other sections around does not lose it. Pure: the UI imports it too.

import { sectionTypeName } from './words';

export type TargetKind = 'page' | 'post' | 'not-found';

export type SectionKey = { id: string } | { type: string; nth: number };

export interface Subject {
  target: TargetKind;
  /** The page's path or the post's slug; empty for the not-found page. */
  key: string;
  section?: SectionKey;
}

interface RawSection {
  type?: unknown;
  id?: unknown;
}

const SLUG = /^[a-z][a-z0-9-]*$/;

/** How the section at `index` of `sections` is known across versions; none for a non-section. */
export function sectionKeyOf(sections: readonly unknown[], index: number): SectionKey | undefined {
  const section = sections[index] as RawSection | undefined;
  if (!section || typeof section !== 'object') return undefined;
  if (typeof section.id === 'string' && section.id) return { id: section.id };
  if (typeof section.type !== 'string') return undefined;
  let nth = 0;
  for (let i = 0; i < index; i++) {
    const other = sections[i] as RawSection | undefined;
    if (other?.type === section.type && !(typeof other.id === 'string' && other.id)) nth++;
  }
  return { type: section.type, nth };
}

/** Where the section known by `key` is in `sections`, or -1. */
export function findSection(sections: readonly unknown[], key: SectionKey): number {
  for (let i = 0; i < sections.length; i++) {
    const found = sectionKeyOf(sections, i);
    if (!found) continue;
    if ('id' in key ? 'id' in found && found.id === key.id : sameTypeKey(found, key)) return i;
  }
  return -1;
}

const sameTypeKey = (a: SectionKey, b: { type: string; nth: number }) =>
  'type' in a && a.type === b.type && a.nth === b.nth;

export const sameSectionKey = (a: SectionKey, b: SectionKey) =>
  'id' in a ? 'id' in b && a.id === b.id : sameTypeKey(b, a);

/** The query string of a history request for `subject`. */
export function subjectQuery(subject: Subject): string {
  const query = new URLSearchParams({ target: subject.target, key: subject.key });
  const section = subject.section;
  if (section && 'id' in section) query.set('section-id', section.id);
  else if (section) {
    query.set('section-type', section.type);
    query.set('section-nth', String(section.nth));
  }
  return query.toString();
}

/** The subject a query names; an Error whose message says what is wrong with it otherwise. */
export function parseSubject(query: URLSearchParams): Subject {
  const target = query.get('target');
  if (target !== 'page' && target !== 'post' && target !== 'not-found')
    throw new Error('"target" must be page, post or not-found.');
  const key = query.get('key') ?? '';
  if (target === 'page' && !key.startsWith('/'))
    throw new Error('"key" must be the page\'s path, starting with "/".');
  if (target === 'post' && !key) throw new Error('"key" must be the post\'s slug.');
  const subject: Subject = { target, key: target === 'not-found' ? '' : key };
  const id = query.get('section-id');
  const type = query.get('section-type');
  const nth = query.get('section-nth');
  if (id !== null) {
    if (!SLUG.test(id)) throw new Error('"section-id" must be a section\'s anchor id.');
    subject.section = { id };
  } else if (type !== null || nth !== null) {
    if (!type || !SLUG.test(type) || !nth || !/^\d{1,4}$/.test(nth))
      throw new Error('"section-type" and "section-nth" name a section by its type and number.');
    subject.section = { type, nth: Number(nth) };
  }
  return subject;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

/** The subject in words: "the first “Top banner” section of the page /about". */
export function describeSubject(subject: Subject): string {
  const owner =
    subject.target === 'page'
      ? subject.key === '/'
        ? 'the home page'
        : `the page ${subject.key}`
      : subject.target === 'post'
        ? `the post “${subject.key}”`
        : 'the not-found page';
  const section = subject.section;
  if (!section) return owner;
  const where = subject.target === 'post' ? 'the article template' : owner;
  if ('id' in section) return `the section “${section.id}” of ${where}`;
  const nth = ORDINALS[section.nth] ?? `number ${section.nth + 1}`;
  return `the ${nth} “${sectionTypeName(section.type)}” section of ${where}`;
}
