import type { JsonPath, Report } from '../base/problem';

/** What expansion needs of a section: its type and, for a block reference, the block's name. */
interface Expandable {
  type?: string;
  ref?: string;
}

/** One section to render (never a block reference), with where it is written in site.json. */
export interface PlacedSection<S extends Expandable> {
  section: Exclude<S, { type: 'block' }>;
  at: JsonPath;
  /** The shared blocks it comes through, outermost first; empty for a page's own section. */
  blocks: readonly string[];
}

/**
 * Replaces every block reference by the block's sections, in place and recursively. A missing
 * block or one that includes itself is reported and left out. Typed loosely enough for the
 * editor's data, which may be mid-edit.
 */
export function expandBlocks<S extends Expandable>(
  blocks: Readonly<Record<string, readonly S[]>>,
  sections: readonly S[],
  at: JsonPath,
  report: Report,
  openBlocks: readonly string[] = [],
): PlacedSection<S>[] {
  return sections.flatMap((section, index) =>
    expandSection(blocks, section, [...at, index], report, openBlocks),
  );
}

/**
 * The sections one written section (at `at`) shows: itself, or, for a block reference, its
 * block's sections, expanded the same way; none for a missing or self-including block.
 */
export function expandSection<S extends Expandable>(
  blocks: Readonly<Record<string, readonly S[]>>,
  section: S,
  at: JsonPath,
  report: Report,
  openBlocks: readonly string[] = [],
): PlacedSection<S>[] {
  // A generic is not narrowed by its discriminant: this is a section, not a reference.
  if (section.type !== 'block')
    return [{ section: section as Exclude<S, { type: 'block' }>, at, blocks: openBlocks }];
  const ref = section.ref ?? '';
  const block = Object.hasOwn(blocks, ref) ? blocks[ref] : undefined;
  if (!block) {
    const names = Object.keys(blocks).map((n) => `"${n}"`);
    report({
      path: [...at, 'ref'],
      message: `no block named "${ref}"${names.length ? ` — blocks: ${names.join(', ')}` : ''}`,
    });
    return [];
  }
  if (openBlocks.includes(ref)) {
    report({
      path: [...at, 'ref'],
      message: `block "${ref}" includes itself (${[...openBlocks, ref].join(' → ')})`,
    });
    return [];
  }
  return expandBlocks(blocks, block, ['blocks', ref], report, [...openBlocks, ref]);
}
