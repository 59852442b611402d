import { z } from 'zod';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../base/languages';

/**
 * The mark of a text visitors or search engines read, and so one that is translated. It is a
 * check (a trim), not metadata, because zod copies a string's checks into every refinement
 * (`Text.max(200)`, `Text.regex(…)`) but not its metadata: whatever is built on a marked
 * string stays marked. `introspect.textUnitOf` is the one reader of the mark.
 */
export const TRANSLATABLE = z.trim();

/** Short text shown to visitors; never empty; translated. */
export const Text = z.string().check(TRANSLATABLE).min(1, 'must not be empty');

/** A visitor-facing text that may be empty (an image's alt, a placeholder); translated when not. */
export const OptionalText = z.string().check(TRANSLATABLE);

/**
 * A text kept as written in every language: a key, a code or a schema.org value that machines
 * read (an access key, "IN", "BusinessApplication").
 */
export const Verbatim = z.string().trim().min(1, 'must not be empty');

/**
 * A value the translated text may take: a text, a list of texts or a rich text, written as the
 * English is. Its exact shape is held to the English field's own schema by the translation
 * check, which knows which field it translates.
 */
const TranslatedValue = z.union([
  z.string(),
  z.array(z.union([z.string(), z.record(z.string(), z.unknown())])),
]);

export const TranslationSchema = z
  .strictObject({
    text: TranslatedValue.meta({
      title: 'Text',
      description: 'The text in this language, written as the English is (text, list or blocks).',
    }),
    from: TranslatedValue.meta({
      title: 'English it translates',
      description:
        'The English this text was translated from, copied as it was. When the English changes, the translation is reported stale, quoting both.',
    }),
  })
  .meta({
    title: 'Translation',
    id: 'Translation',
    description: 'One text of an object in another language, with the English it was made from.',
  });

export const TranslationsSchema = z.record(z.string(), TranslationSchema).meta({
  title: 'Translations',
  id: 'Translations',
  description: "Hindi of this object's texts, by field name (see Languages).",
});

/**
 * Spread into every object schema that holds translatable texts: a member for each language
 * its texts are translated into, named by the language's code. A unit test holds the list of
 * such objects to the schema, both ways.
 */
export const translated = Object.fromEntries(
  TRANSLATED_LANGUAGES.map((lang) => [lang, TranslationsSchema.optional()]),
  // fromEntries types its keys as any string; these are exactly the translation languages.
) as { [L in TranslatedLanguage]: z.ZodOptional<typeof TranslationsSchema> };

export type Translation = z.output<typeof TranslationSchema>;
export type Translations = z.output<typeof TranslationsSchema>;
