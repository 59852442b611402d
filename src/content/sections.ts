import type { Site } from '../schema/site';
import type { Section } from '../sections/registry';
import { definitionOf, sectionDefinitions, type ResolvedSection } from '../sections/definitions';
import type { JsonPath, Report } from '../base/problem';
import type { SitePart } from './resolve-context';
import { expandBlocks, expandSection } from './blocks';
import { contextFor, type Scope } from './context';
import { withResponsiveImages, type ShownImage } from './images/responsive';

/**
 * Expands block references and resolves every section to its component's props, by written
 * section: a block reference gives its block's sections, a missing block none.
 */
export function resolveWrittenSections(
  site: Site,
  sections: readonly Section[],
  at: JsonPath,
  report: Report,
  scope: Scope,
): ResolvedSection[][] {
  let i = 0;
  return sections.map((written, w) =>
    expandSection(site.blocks, written, [...at, w], report).map(
      ({ section, at: sectionAt, blocks }) => {
        const { resolve, traits } = definitionOf(section.type);
        const resolved = resolve(section, contextFor(site, report, sectionAt, scope));
        const slots = traits.imageSlots?.(section);
        const props = slots
          ? withResponsiveImages(resolved, slots, traits.zoomSlots?.(section))
          : resolved;
        // A shared block may appear twice on a page, so its sections' ids cannot be their keys.
        const key = (blocks.length === 0 && section.id) || `${i}-${section.type}`;
        i++;
        const answers = traits.answers(props);
        return {
          type: section.type,
          key,
          props,
          ...(answers !== 'none' && { answers }),
        } as ResolvedSection;
      },
    ),
  );
}

/** The parts of the site these sections read, through the blocks they include. */
export function partsRead(
  blocks: Readonly<Record<string, readonly { type?: string; ref?: string }[]>>,
  sections: readonly { type?: string; ref?: string }[],
): Set<SitePart> {
  // Typed loosely, as the block expansion is, for the editor's data, which may be mid-edit: a
  // type not (yet) known reads nothing.
  return new Set(
    expandBlocks(blocks, sections, [], () => {}).flatMap(
      ({ section }) => sectionDefinitions.find((d) => d.type === section.type)?.reads ?? [],
    ),
  );
}

/** The picture a page's first section paints first, if any: worth fetching before anything else. */
export function leadImageOf(sections: readonly ResolvedSection[]): ShownImage | undefined {
  const first = sections[0];
  return first && definitionOf(first.type).traits.leadImage?.(first.props);
}

/** Whether a page opens with a section that lies under the header (transparent over it). */
export function opensUnderHeader(sections: readonly ResolvedSection[]): boolean {
  const first = sections[0];
  return first !== undefined && definitionOf(first.type).traits.underHeader === true;
}
