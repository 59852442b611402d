import { sectionTypes } from '../../../src/sections/registry';
import { addSection } from '../changes/sections';
import type { SiteChange } from '../changes/change';
import type { Place } from '../place';
import { sectionLabel, type RawSection, type RawSite } from '../site-view';
import { newSection, worksOnPages } from './fit';
import { sectionName } from './names';

/** The palette as it opens over a list of sections: the types that work there, and its place. */
export function paletteFor(site: RawSite, place: Place, sections: RawSection[]) {
  const inTemplate = place.target.kind === 'post';
  return {
    kind: 'palette' as const,
    types: sectionTypes.filter((type) => inTemplate || worksOnPages(type)),
    sections: sections.map((section) => sectionLabel(section, site)),
    at: place.selected === null ? sections.length : place.selected + 1,
  };
}

/** Adds a type's example, fitted to this site, at `at`; it is then selected and announced. */
export function sectionFromPalette(
  data: unknown,
  place: Place,
  type: string,
  at: number,
): SiteChange | null {
  const made = newSection(type, (data ?? {}) as RawSite);
  if (!made) return null;
  const next = made.next.length
    ? made.next.join(' ')
    : 'It shows example content: change it in its fields.';
  return addSection(data, place, made.section, at, { name: sectionName(type), next });
}
