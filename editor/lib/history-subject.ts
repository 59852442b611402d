// What a history is of, named the same way by the editor's page and by the server. A page is
// known by its path and a post by its slug (both unique, both what people call them); a section
// by its anchor id, or, having none, as the n-th section of its type without one, so moving
// other sections around does not lose it. Pure: the UI imports it too.

import { sectionTypeName } from './words';
import { pageName } from '../merge/describe';

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

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The page or post a subject is of in `site`, and the list of sections its sections are in. */
function ownerOf(site: unknown, subject: Subject): { owner: unknown; sections: unknown } {
  const data = record(site);
  const blog = record(data.blog);
  const find = (list: unknown, key: string, value: string) =>
    Array.isArray(list) ? list.find((item) => record(item)[key] === value) : undefined;
  if (subject.target === 'page') {
    const owner = find(data.pages, 'path', subject.key);
    return { owner, sections: record(owner).sections };
  }
  if (subject.target === 'post')
    return { owner: find(blog.posts, 'slug', subject.key), sections: blog.template };
  return { owner: data.notFound, sections: record(data.notFound).sections };
}

/**
 * The subject in words, named as `site` names it: "the second “Cards in a grid” section of the
 * page “About Us”" (a section numbered only when its page has more than one of its kind).
 */
export function describeSubject(subject: Subject, site: unknown): string {
  const { owner, sections } = ownerOf(site, subject);
  const post = record(owner).title;
  const name =
    subject.target === 'page'
      ? subject.key === '/'
        ? 'the home page'
        : `the page “${pageName(owner)}”`
      : subject.target === 'post'
        ? `the post “${typeof post === 'string' ? post : subject.key}”`
        : 'the not-found page';
  if (!subject.section) return name;
  const where = subject.target === 'post' ? 'the article template' : name;
  const list = Array.isArray(sections) ? sections : [];
  const key = subject.section;
  const index = findSection(list, key);
  const type = index >= 0 ? String(record(list[index]).type) : 'type' in key ? key.type : '';
  const same = list.filter((s) => record(s).type === type);
  // A section no longer in the site is counted as its key counts it.
  const nth = index >= 0 ? same.indexOf(list[index]) : 'nth' in key ? key.nth : 0;
  const ordinal = same.length > 1 || nth > 0 ? `${ORDINALS[nth] ?? `number ${nth + 1}`} ` : '';
  return `the ${ordinal}“${sectionTypeName(type)}” section of ${where}`;
}
