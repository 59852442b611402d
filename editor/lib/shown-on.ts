import { expandBlocks, type PlacedSection } from '../../src/content/blocks';
import { partsRead } from '../../src/content/sections';
import type { DataPath } from '../protocol/data-path';
import { pageName } from '../merge/describe';
import { askedBy, postsListedBy } from './asked';

interface Written {
  type?: string;
  ref?: string;
  [key: string]: unknown;
}

/** The edited data as far as where sections show is concerned (possibly mid-edit). */
export interface ShowingSite {
  pages?: { path?: string; seo?: { title?: string }; sections?: Written[] }[];
  blog?: { template?: Written[]; posts?: unknown[] };
  notFound?: { sections?: Written[] };
  blocks?: Record<string, Written[]>;
}

/** A place that shows sections, by the name people know it by, and where its sections are. */
export interface Showing {
  name: string;
  path: DataPath;
  sections: readonly Written[];
}

/** Every page, the article template (every post shows it) and the not-found page. */
export function showings(site: ShowingSite): Showing[] {
  return [
    ...(site.pages ?? []).map((page, i) => ({
      name: pageName(page),
      path: ['pages', i, 'sections'],
      sections: page.sections ?? [],
    })),
    { name: 'Every post', path: ['blog', 'template'], sections: site.blog?.template ?? [] },
    {
      name: 'Not-found page',
      path: ['notFound', 'sections'],
      sections: site.notFound?.sections ?? [],
    },
  ];
}

const expanded = (site: ShowingSite, sections: readonly Written[]) =>
  expandBlocks(site.blocks ?? {}, sections, [], () => {});

// A section not edited keeps its object from one change to the next: it is asked once.
const asked = new WeakMap<object, string[]>();

/** The collections a written section shows (its type's resolver says which it asks for). */
export function collectionsOf(section: Written): string[] {
  let names = asked.get(section);
  if (!names) {
    names = askedBy(section).collections.map((c) => c.name);
    asked.set(section, names);
  }
  return names;
}

/** The collections these sections show, through the blocks they include, each once. */
export function collectionsShownBy(site: ShowingSite, sections: readonly Written[]): string[] {
  return [...new Set(expanded(site, sections).flatMap(({ section }) => collectionsOf(section)))];
}

/** The names of the places that show a section for which `shows` holds. */
export function placesShowing(
  site: ShowingSite,
  shows: (placed: PlacedSection<Written>) => boolean,
): string[] {
  const names = showings(site)
    .filter(({ sections }) => expanded(site, sections).some(shows))
    .map((s) => s.name);
  return [...new Set(names)];
}

/** The places that show the collection `name`. */
export const placesShowingCollection = (site: ShowingSite, name: string): string[] =>
  placesShowing(site, ({ section }) => collectionsOf(section).includes(name));

/** The posts these sections list, through the blocks they include: their places in the blog. */
export function postsShownBy(site: ShowingSite, sections: readonly Written[]): number[] {
  const posts = site.blog?.posts ?? [];
  // Asked only of a type that reads the posts: the form is drawn again on every keystroke.
  const listed = expanded(site, sections)
    .filter(({ section }) => partsRead({}, [section]).has('posts'))
    .flatMap(({ section }) => postsListedBy(section, posts));
  return [...new Set(listed)];
}

/** The places that list the posts (a section whose type reads them). */
export const placesShowingPosts = (site: ShowingSite): string[] =>
  showings(site)
    .filter(({ sections }) => partsRead(site.blocks ?? {}, sections).has('posts'))
    .map((s) => s.name);

/** The places that include the block `ref`, directly or through another block. */
export const placesShowingBlock = (site: ShowingSite, ref: string): string[] =>
  placesShowing(site, ({ blocks }) => blocks.includes(ref));
