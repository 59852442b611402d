import { isCurrent, isEmpty, type TextState, type TextStatus } from '../../src/i18n/state';
import type { Schema } from '../../src/schema/introspect';
import type { Translation, Translations } from '../../src/schema/text';
import type { TranslatedLanguage } from '../../src/base/languages';
import type { DataPath } from '../protocol/data-path';

/*
 * The editor's side of translations: the state of one field beside its English, the edits a
 * translator makes (each one keeps the record of the English it was made from), and the texts
 * of the whole site grouped by the page a translator would open to fix them.
 */

export interface FieldTranslation {
  /** `none` when the English is empty: there is nothing to translate. */
  state: TextState | 'none';
  entry?: Translation;
  english: unknown;
}

const entriesOf = (parent: Record<string, unknown>, lang: TranslatedLanguage) =>
  (parent[lang] ?? undefined) as Translations | undefined;

/** The translation of `parent[name]` in `lang`, and its state as the check sees it. */
export function translationOf(
  parent: Record<string, unknown>,
  name: string,
  field: Schema,
  lang: TranslatedLanguage,
): FieldTranslation {
  const english = parent[name];
  const entry = entriesOf(parent, lang)?.[name];
  if (isEmpty(english)) return { state: 'none', english, ...(entry ? { entry } : {}) };
  if (!entry) return { state: 'missing', english };
  return { state: isCurrent(field, entry, english) ? 'current' : 'stale', entry, english };
}

/** An object's translations with one entry set or removed; none left leaves the member out. */
export function withEntry(
  translations: Translations | undefined,
  name: string,
  entry: Translation | undefined,
): Translations | undefined {
  const next = { ...translations };
  if (entry) next[name] = entry;
  else delete next[name];
  return Object.keys(next).length > 0 ? next : undefined;
}

function setAt(data: unknown, path: DataPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...DataPath];
  const copy = (Array.isArray(data) ? data.slice() : { ...(data as object) }) as Record<
    string | number,
    unknown
  >;
  const next = setAt(copy[head], rest, value);
  if (next === undefined && !Array.isArray(copy)) delete copy[head];
  else copy[head] = next;
  return copy;
}

/**
 * A translation after an edit at `at` inside its text. A new translation records the English
 * it is made from now; an existing one keeps its record, so a stale text stays stale until
 * the translator says it follows the new English. An emptied text removes the translation.
 */
export function editedEntry(
  entry: Translation | undefined,
  english: unknown,
  at: DataPath,
  value: unknown,
): Translation | undefined {
  const start = entry?.text ?? (typeof english === 'string' ? '' : []);
  const text = setAt(start, at, value) as Translation['text'];
  if (isEmpty(text)) return undefined;
  return { text, from: entry ? entry.from : (structuredClone(english) as Translation['from']) };
}

/** Where a text lives for a translator: the page that shows it, or the parts every page shares. */
export interface TranslationPlace {
  key: string;
  /** Its name, as the person knows it (a page's title). */
  label: string;
  /** A page's or post's English address: whether that is published in the translation. */
  address?: string;
  /** Data under this path belongs here; the first place that matches wins. */
  prefix: DataPath;
}

export interface PlaceCoverage extends TranslationPlace {
  current: number;
  stale: number;
  missing: number;
  /** Texts that need a translator, in the order of the file. */
  todo: TextStatus[];
}

const within = (path: readonly (string | number)[], prefix: DataPath) =>
  prefix.length <= path.length && prefix.every((part, i) => part === path[i]);

/** The site's texts by place, each place with its coverage and its missing or stale texts. */
export function coverageByPlace(texts: TextStatus[], places: TranslationPlace[]): PlaceCoverage[] {
  const groups = places.map((place) => ({
    ...place,
    current: 0,
    stale: 0,
    missing: 0,
    todo: [] as TextStatus[],
  }));
  for (const text of texts) {
    const group = groups.find((g) => within(text.path, g.prefix));
    if (!group) continue;
    group[text.state] += 1;
    if (text.state !== 'current') group.todo.push(text);
  }
  return groups.filter((g) => g.current + g.stale + g.missing > 0);
}

/** Where a text's translation is edited: the `text` of `<lang>.<field>` beside the English. */
export const translationPath = (english: DataPath, lang: TranslatedLanguage): DataPath => [
  ...english.slice(0, -1),
  lang,
  english[english.length - 1] as string,
  'text',
];
