import { getIn, move, setIn } from '../../protocol/data-path';
import type { Place } from '../place';
import { sectionLabel, sectionsPath, type RawSection, type RawSite } from '../site-view';
import type { SiteChange } from './change';

// The changes to the list of sections on screen: a page's, the article template, the not-found
// page's. Each leaves that section selected (or its neighbour) with its fields showing.

const sectionsOf = (data: unknown, place: Place) =>
  (getIn(data, sectionsPath(place.target)) ?? []) as RawSection[];

const siteOf = (data: unknown) => (data ?? {}) as RawSite;

function withSections(
  data: unknown,
  place: Place,
  sections: RawSection[],
  say: string,
  selected: number | null,
): SiteChange {
  return {
    data: setIn(data, sectionsPath(place.target), sections),
    place: { ...place, selected, panel: 'section' },
    say,
  };
}

/** Moves a section to another position; none if that position is outside the list. */
export function moveSection(
  data: unknown,
  place: Place,
  from: number,
  to: number,
): SiteChange | null {
  const sections = sectionsOf(data, place);
  if (to < 0 || to >= sections.length) return null;
  const label = sectionLabel(sections[from]!, siteOf(data));
  return withSections(
    data,
    place,
    move(sections, from, to),
    `${label} moved to position ${to + 1} of ${sections.length}.`,
    to,
  );
}

/**
 * Adds a new section at `at`: by default after the selected one, or at the end when none is
 * selected. `name` is how the announcement calls it, `next` what it adds after.
 */
export function addSection(
  data: unknown,
  place: Place,
  section: RawSection,
  at?: number,
  words: { name?: string; next?: string } = {},
): SiteChange {
  const sections = sectionsOf(data, place);
  const where = at ?? (place.selected === null ? sections.length : place.selected + 1);
  return withSections(
    data,
    place,
    [...sections.slice(0, where), section, ...sections.slice(where)],
    `${words.name ?? section.type} section added at position ${where + 1}. ${words.next ?? 'Fill in its fields.'}`,
    where,
  );
}

/** Puts a copy of the selected section right after it. */
export function duplicateSection(data: unknown, place: Place): SiteChange | null {
  const { selected } = place;
  if (selected === null) return null;
  const sections = sectionsOf(data, place);
  const copy = structuredClone(sections[selected]!);
  // Two sections cannot share an anchor id.
  delete copy.id;
  return withSections(
    data,
    place,
    [...sections.slice(0, selected + 1), copy, ...sections.slice(selected + 1)],
    `${sectionLabel(copy, siteOf(data))} duplicated at position ${selected + 2}.`,
    selected + 1,
  );
}

/** Removes the selected section; the one after it is selected then, or the new last one. */
export function removeSection(data: unknown, place: Place): SiteChange | null {
  const { selected } = place;
  if (selected === null) return null;
  const sections = sectionsOf(data, place);
  const label = sectionLabel(sections[selected]!, siteOf(data));
  return withSections(
    data,
    place,
    sections.filter((_, i) => i !== selected),
    `${label} removed.`,
    Math.min(selected, sections.length - 2),
  );
}
