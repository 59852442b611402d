import { sectionSchemas } from '../../src/sections/registry';
import { BlockRefSchema } from '../../src/sections/Block/schema';
import {
  choicesOf,
  fieldAt,
  schemaAt,
  type Choice,
  type Schema,
} from '../../src/schema/introspect';
import { shownChoiceTitleOf as choiceTitleOf, shownTitleOf as titleOf } from './schema-words';
import type { JsonPath } from '../../src/base/problem';
import { SiteSchema } from '../../src/schema/site';

/**
 * The words the editor labels things with, taken from the schema's titles so a non-programmer
 * never reads `images[0].src`. A name without a title (a record entry the author chose) is
 * turned into words rather than shown as code.
 */

/** "closeLabel" → "Close label": the last resort when the schema has no title. */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_.[\]]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}

/** The label of a field: its title, or its name in words. */
export const fieldLabel = (name: string, schema: Schema): string =>
  titleOf(schema) ?? humanise(name);

/** "email" → "Email address": a value of a closed list by the words its schema gives it. */
export const choiceLabel = (schema: Schema, value: Choice): string =>
  choiceTitleOf(schema, value) ?? humanise(String(value));

/**
 * A field's default as its control shows it ("Filled", "not ticked", "15000"), not as stored
 * ("primary", false); none for a list or an object, which the form shows whole.
 */
export function defaultInWords(schema: Schema, value: unknown): string | undefined {
  if (value === undefined || value === null || typeof value === 'object') return undefined;
  if (typeof value === 'boolean') return value ? 'ticked' : 'not ticked';
  return choicesOf(schema) ? choiceLabel(schema, value as Choice) : String(value);
}

/** The label of the field at `path` of site.json, for a form the editor builds by hand. */
export function titleAt(path: JsonPath): string {
  const schema = schemaAt(SiteSchema, path, undefined);
  const name = String(path[path.length - 1]);
  return schema ? fieldLabel(name, schema) : humanise(name);
}

const typeNames = new Map(
  [...sectionSchemas, BlockRefSchema].map((schema) => [
    schema.shape.type.value as string,
    titleOf(schema),
  ]),
);

/** "card-grid" → "Cards in a grid". */
export const sectionTypeName = (type: string): string => typeNames.get(type) ?? humanise(type);

/** The first words of a value worth naming it by: a title, heading, label, quote or alt text. */
const NAMING_KEYS = ['title', 'heading', 'label', 'name', 'question', 'quote', 'text', 'alt'];

export function summaryOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  for (const key of NAMING_KEYS) {
    const text = record[key];
    if (typeof text === 'string' && text.trim()) return text.trim();
  }
  return undefined;
}

export const clip = (text: string, length = 50): string =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;

/**
 * "Pictures" → "Picture", "Other addresses" → "Other address", "Keywords in Hindi" → "Keyword
 * in Hindi": the noun of one item when the item's schema has no title.
 */
export function singular(label: string): string {
  const at = label.indexOf(' in ');
  if (at > 0) return `${singular(label.slice(0, at))}${label.slice(at)}`;
  if (/ies$/.test(label)) return label.replace(/ies$/, 'y');
  if (/(ss|sh|ch|x)es$/.test(label)) return label.slice(0, -2);
  if (/s$/.test(label) && !/ss$/.test(label)) return label.slice(0, -1);
  return label;
}

/** "Spam protection" → "spam protection" inside a sentence; "IVR line" and "Hindi" kept. */
export const inSentence = (label: string): string =>
  /^[A-Z][a-z]/.test(label) ? `${label[0]!.toLowerCase()}${label.slice(1)}` : label;

/** What one item of a list is called: its schema's title, else the list's title made singular. */
export const itemNoun = (listLabel: string, item: Schema): string =>
  titleOf(item) ?? singular(listLabel);

/** "Picture 1: Our team discussing a project…": a list item by its place and its content. */
export function itemLabel(
  listLabel: string,
  item: Schema,
  index: number,
  value: unknown,
): { noun: string; label: string } {
  const noun = `${itemNoun(listLabel, item)} ${index + 1}`;
  const summary = summaryOf(value);
  return { noun, label: summary ? `${noun}: ${clip(summary)}` : noun };
}

/**
 * The words of each step of a place: "Pages", "Page 1", "Sections"… with numbers folded into the
 * item they count ("Page 1"). `data` picks a section's own fields by its type.
 */
export function placeWords(
  at: readonly (string | number)[],
  root: Schema,
  data?: unknown,
): string[] {
  const words: string[] = [];
  at.forEach((part, k) => {
    const schema = schemaAt(root, at.slice(0, k + 1), data);
    if (typeof part === 'number') {
      const list = words.pop() ?? 'Item';
      words.push(`${schema ? itemNoun(list, schema) : singular(list)} ${part + 1}`);
      return;
    }
    // A field's title may sit on its optional wrapper, which `schemaAt` looks through.
    const field = fieldAt(root, at.slice(0, k + 1), data);
    words.push((field && titleOf(field)) ?? (schema ? fieldLabel(part, schema) : humanise(part)));
  });
  return words;
}

/** "Page 1 › Section 1 › Heading": where a problem is, for the Problems list. */
export const placeInWords = (at: readonly (string | number)[], root: Schema): string =>
  placeWords(at, root).join(' › ');

/** How the check names a file that does not parse, before saying what is out of place. */
const SYNTAX_PREFIX = 'invalid JSON: ';

/**
 * A syntax problem as the editor says it, under a heading that already says the file has a
 * typing mistake: what is out of place and how to mend it, without the "invalid JSON" that
 * `npm run validate` starts it with.
 */
export function syntaxInWords(message: string): string {
  const said = message.startsWith(SYNTAX_PREFIX) ? message.slice(SYNTAX_PREFIX.length) : message;
  return said.charAt(0).toUpperCase() + said.slice(1);
}
