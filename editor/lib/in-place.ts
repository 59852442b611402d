import { SectionSchema } from '../../src/sections/registry';
import { textFieldsOf, eachTextObject } from '../../src/schema/text-fields';
import { expandSection } from '../../src/content/blocks';
import type { DataPath } from '../protocol/data-path';

/*
 * Which text of the preview comes from which field: editing in place. The site's components
 * only read props, so the preview cannot ask them; instead a section's single texts (headings,
 * short texts, labels, card titles, list items) are matched to what its part of the page shows,
 * by their exact words, in order. A text drawn from anything else — rich text with its marks and
 * links, another page's data, words the site makes up — matches nothing and is not editable
 * in place, which the preview says.
 */

export interface FieldText {
  path: DataPath;
  text: string;
}

/** Spaces as a page shows them: runs collapsed, ends trimmed. */
export const shown = (text: string) => text.replace(/\s+/g, ' ').trim();

// A picture's words are read by screen readers, not shown: matched, they could take the place
// of a caption with the same words.
const UNSEEN = 'alt';

/** The single texts of one written section in the data, in order, with their paths. */
function textsOf(section: unknown, at: DataPath): FieldText[] {
  const found: FieldText[] = [];
  eachTextObject(SectionSchema, section, (path, object, schema) => {
    for (const { name, unit } of textFieldsOf(schema)) {
      const value = object[name];
      if (name === UNSEEN) continue;
      if (unit === 'text' && typeof value === 'string' && shown(value))
        found.push({ path: [...at, ...path, name], text: shown(value) });
      if (unit === 'list' && Array.isArray(value))
        value.forEach((item, i) => {
          if (typeof item === 'string' && shown(item))
            found.push({ path: [...at, ...path, name, i], text: shown(item) });
        });
    }
  });
  return found;
}

type Expandable = { type?: string; ref?: string };

/**
 * The texts a written section shows from its own fields: a block reference shows its block's
 * sections (and theirs), edited where the block is (every page that uses it changes).
 */
export function sectionTexts(data: unknown, sectionAt: DataPath, section: unknown): FieldText[] {
  if (!section || typeof section !== 'object') return [];
  const blocks = (data as { blocks?: Record<string, Expandable[]> } | undefined)?.blocks ?? {};
  return expandSection(blocks, section as Expandable, sectionAt, () => {}).flatMap((placed) =>
    textsOf(placed.section, [...placed.at]),
  );
}

/**
 * For each text the page shows (in document order), the field it comes from, if any: the n-th
 * time a text appears belongs to the n-th field holding those words.
 */
export function matchTexts(fields: FieldText[], onPage: string[]): (FieldText | undefined)[] {
  const waiting = new Map<string, FieldText[]>();
  for (const field of fields) waiting.set(field.text, [...(waiting.get(field.text) ?? []), field]);
  return onPage.map((text) => waiting.get(shown(text))?.shift());
}
