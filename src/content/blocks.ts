import type { Site } from '../schema/site';
import type { Section } from '../sections/registry';
import type { JsonPath, Report } from './resolve-context';

type Rendered = Exclude<Section, { type: 'block' }>;

/** One section to render, with where it is written in site.json. */
export interface PlacedSection {
  section: Rendered;
  at: JsonPath;
  /** From a shared block: the same section may then appear more than once on a page. */
  shared: boolean;
}

/**
 * Replaces every block reference by the block's sections, in place and recursively. A missing
 * block or one that includes itself is reported and left out.
 */
export function expandBlocks(
  site: Site,
  sections: readonly Section[],
  at: JsonPath,
  report: Report,
  openBlocks: readonly string[] = [],
): PlacedSection[] {
  return sections.flatMap((section, index): PlacedSection[] => {
    const sectionAt = [...at, index];
    if (section.type !== 'block')
      return [{ section, at: sectionAt, shared: openBlocks.length > 0 }];
    const block = site.blocks[section.ref];
    if (!block) {
      const names = Object.keys(site.blocks).map((n) => `"${n}"`);
      report({
        path: [...sectionAt, 'ref'],
        message: `no block named "${section.ref}"${names.length ? ` — blocks: ${names.join(', ')}` : ''}`,
      });
      return [];
    }
    if (openBlocks.includes(section.ref)) {
      report({
        path: [...sectionAt, 'ref'],
        message: `block "${section.ref}" includes itself (${[...openBlocks, section.ref].join(' → ')})`,
      });
      return [];
    }
    return expandBlocks(site, block, ['blocks', section.ref], report, [...openBlocks, section.ref]);
  });
}
