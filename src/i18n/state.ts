import type { z } from 'zod';
import { unwrap, type Schema } from '../schema/introspect';
import { SiteSchema } from '../schema/site';
import { textFieldsOf, eachTextObject, type TextUnit } from '../schema/text-fields';
import type { Translations } from '../schema/text';
import type { TranslatedLanguage } from '../base/languages';
import type { JsonPath, Problem } from '../base/problem';
import { didYouMean } from '../base/suggest';

/**
 * The state of every translatable text of a site in one language, read from the file alone:
 * each translation records the English it was made from, so no history is needed.
 */

export type TextState = 'current' | 'stale' | 'missing';

export interface TextStatus {
  /** The English text's path; its translation is at the parent's `<language>.<field>`. */
  path: JsonPath;
  unit: TextUnit;
  state: TextState;
  english: unknown;
  /** What the translation was made from (stale and current only). */
  from?: unknown;
}

export interface TranslationState {
  texts: TextStatus[];
  /** Translations whose English field is absent or empty: the paths of their entries. */
  unused: JsonPath[];
  /** Translations that do not fit their field (wrong shape, empty, unknown field). */
  invalid: Problem[];
}

/** A text with nothing to translate (an empty alt of a decorative picture). */
export const isEmpty = (value: unknown) =>
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The value as its field's schema reads it (trimmed), so a copied `from` compares equal. */
function normal(schema: Schema, value: unknown): string {
  const parsed = (unwrap(schema).inner as z.ZodType).safeParse(value);
  return JSON.stringify(parsed.success ? parsed.data : value);
}

/** Whether a translation was made from the English its field holds now. */
export function isCurrent(field: Schema, entry: { from: unknown }, english: unknown): boolean {
  // Equal as written needs no parse (nearly every text): only a difference is normalised.
  return (
    JSON.stringify(entry.from) === JSON.stringify(english) ||
    normal(field, entry.from) === normal(field, english)
  );
}

export function translationState(site: unknown, lang: TranslatedLanguage): TranslationState {
  const state: TranslationState = { texts: [], unused: [], invalid: [] };
  eachTextObject(SiteSchema, site, (path, object, schema) => {
    const fields = textFieldsOf(schema);
    const translations = (object[lang] ?? {}) as Translations;
    for (const { name, unit, schema: field } of fields) {
      const english = object[name];
      const entry = translations[name];
      const at = [...path, lang, name];
      if (isEmpty(english)) {
        if (entry) state.unused.push(at);
        continue;
      }
      if (!entry) {
        state.texts.push({ path: [...path, name], unit, state: 'missing', english });
        continue;
      }
      const fits = (unwrap(field).inner as z.ZodType).safeParse(entry.text);
      if (!fits.success)
        for (const issue of fits.error.issues)
          state.invalid.push({
            path: [...at, 'text', ...(issue.path as (string | number)[])],
            message: issue.message,
          });
      const current = isCurrent(field, entry, english);
      state.texts.push({
        path: [...path, name],
        unit,
        state: current ? 'current' : 'stale',
        english,
        from: entry.from,
      });
    }
    const names = fields.map((f) => f.name);
    for (const key of Object.keys(translations))
      if (!names.includes(key))
        state.invalid.push({
          path: [...path, lang, key],
          message: `"${key}" is not a text of this object${didYouMean(key, names)}`,
        });
  });
  return state;
}

export interface Coverage {
  lang: TranslatedLanguage;
  current: number;
  stale: number;
  missing: number;
}

export function coverageOf(state: TranslationState, lang: TranslatedLanguage): Coverage {
  const count = (s: TextState) => state.texts.filter((t) => t.state === s).length;
  return { lang, current: count('current'), stale: count('stale'), missing: count('missing') };
}
