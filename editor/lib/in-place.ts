import { SectionSchema } from '../../src/sections/registry';
import { textFieldsOf, eachTextObject, type TextUnit } from '../../src/schema/text-fields';
import { childOf, derivesFrom, unwrap, type Schema } from '../../src/schema/introspect';
import { InlineText } from '../../src/schema/primitives';
import type { Translations } from '../../src/schema/text';
import { isCurrent, isEmpty } from '../../src/i18n/state';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '../../src/base/languages';
import { expandSection } from '../../src/content/blocks';
import type { DataPath } from '../protocol/data-path';
import { listKindOf, type BlockPlace } from './rich-blocks';
import { partsOf, wordsOf } from './rich-markup';

/*
 * Which text of the preview comes from which field: editing in place. The site's components
 * only read props, so the preview cannot ask them; instead a section's texts (headings, short
 * texts, labels, card titles, list items, the paragraphs and list items of rich text) are
 * matched to what its part of the page shows, by their exact words, in order. A text drawn from
 * anything else (another page's data, words the site makes up) matches nothing and is not
 * editable in place, which the preview says. In a translation's preview the texts are those of
 * its current translations, edited where the translation is written.
 */

export interface FieldText {
  path: DataPath;
  text: string;
  /** A text with the site's marks: its markup as written, and for a rich text's paragraph or
   *  list item, where it stands among its blocks (for the list buttons and Enter). */
  rich?: { source: string; blocks?: { root: DataPath; value: unknown[]; place: BlockPlace } };
}

/** Spaces as a page shows them: runs collapsed, ends trimmed. */
export const shown = (text: string) => text.replace(/\s+/g, ' ').trim();

// A picture's words are read by screen readers, not shown: matched, they could take the place
// of a caption with the same words.
const UNSEEN = 'alt';

const isInline = (schema: Schema | undefined) =>
  schema !== undefined && derivesFrom(unwrap(schema).inner, InlineText);

/** A text of the page: plain words, or markup whose words the page shows. */
function textAt(path: DataPath, value: unknown, inline: boolean): FieldText[] {
  if (typeof value !== 'string') return [];
  const text = shown(inline ? wordsOf(partsOf(value)) : value);
  if (!text) return [];
  return [inline ? { path, text, rich: { source: value } } : { path, text }];
}

/** The paragraphs, headings and list items of a rich text, each with its place. */
function blockTexts(root: DataPath, blocks: unknown[]): FieldText[] {
  return blocks.flatMap((block, i): FieldText[] => {
    const within = (place: BlockPlace) => ({ root, value: blocks, place });
    if (typeof block === 'string')
      return textAt([...root, i], block, true).map((t) => ({
        ...t,
        rich: { source: block, blocks: within({ block: i }) },
      }));
    const kind = listKindOf(block);
    if (!kind) {
      const [key, heading] = Object.entries(block as object)[0] ?? [];
      return key ? textAt([...root, i, key], heading, false) : [];
    }
    const items = (block as Record<string, unknown[]>)[kind] ?? [];
    return items.flatMap((item, j) =>
      textAt([...root, i, kind, j], item, true).map((t) => ({
        ...t,
        rich: { source: item as string, blocks: within({ block: i, item: j }) },
      })),
    );
  });
}

function unitTexts(unit: TextUnit, field: Schema, value: unknown, path: DataPath): FieldText[] {
  if (unit === 'text') return textAt(path, value, isInline(field));
  if (!Array.isArray(value)) return [];
  if (unit === 'rich') return blockTexts(path, value);
  const inline = isInline(childOf(field, 0));
  return value.flatMap((item, i) => textAt([...path, i], item, inline));
}

/**
 * The texts of one written section in the data, in order, with their paths: in English, or
 * the current translations of `lang` (a text not yet translated shows in English there).
 */
function textsOf(section: unknown, at: DataPath, lang: SiteLanguage): FieldText[] {
  const found: FieldText[] = [];
  eachTextObject(SectionSchema, section, (path, object, schema) => {
    const translations = object[lang] as Translations | undefined;
    for (const { name, unit, schema: field } of textFieldsOf(schema)) {
      if (name === UNSEEN) continue;
      const english = object[name];
      if (lang === DEFAULT_LANGUAGE) {
        found.push(...unitTexts(unit, field, english, [...at, ...path, name]));
        continue;
      }
      const entry = translations?.[name];
      if (!entry || isEmpty(english) || !isCurrent(field, entry, english)) continue;
      found.push(...unitTexts(unit, field, entry.text, [...at, ...path, lang, name, 'text']));
    }
  });
  return found;
}

type Expandable = { type?: string; ref?: string };

/**
 * The texts a written section shows from its own fields: a block reference shows its block's
 * sections (and theirs), edited where the block is (every page that uses it changes).
 */
export function sectionTexts(
  data: unknown,
  sectionAt: DataPath,
  section: unknown,
  lang: SiteLanguage = DEFAULT_LANGUAGE,
): FieldText[] {
  if (!section || typeof section !== 'object') return [];
  const blocks = (data as { blocks?: Record<string, Expandable[]> } | undefined)?.blocks ?? {};
  return expandSection(blocks, section as Expandable, sectionAt, () => {}).flatMap((placed) =>
    textsOf(placed.section, [...placed.at], lang),
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
