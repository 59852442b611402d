import { englishName, type TranslatedLanguage } from '../base/languages';
import type { JsonPath, Problem } from '../base/problem';
import type { Coverage, TextStatus, TranslationState } from './state';

/** A text as a block of rich text holds it: a paragraph, {h2}, {ul: [...]}. */
export const plain = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? value.map(plain).join(' / ')
      : value && typeof value === 'object'
        ? Object.values(value).map(plain).join(' / ')
        : String(value);

const quote = (value: unknown) => JSON.stringify(plain(value));
/** A missing text is found by its place; a long one is quoted only far enough to recognise. */
const shortQuote = (value: unknown) => {
  const text = plain(value);
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 59)}…` : text);
};

/** What changed between the English a translation was made from and the English now. */
export function englishChange(from: unknown, now: unknown): string {
  if (!Array.isArray(from) || !Array.isArray(now))
    return `translated from ${quote(from)}, and the English is now ${quote(now)}`;
  const i = now.findIndex((item, n) => JSON.stringify(item) !== JSON.stringify(from[n]));
  const at = i === -1 ? now.length : i;
  const lengths =
    from.length === now.length ? '' : ` (${from.length} items then, ${now.length} now)`;
  return `item ${at + 1} was translated from ${at < from.length ? quote(from[at]) : 'nothing'}, and the English is now ${at < now.length ? quote(now[at]) : 'nothing'}${lengths}`;
}

const fieldOf = (path: JsonPath) => String(path[path.length - 1]);
const translationPath = (lang: TranslatedLanguage, path: JsonPath): JsonPath => [
  ...path.slice(0, -1),
  lang,
  fieldOf(path),
];

/**
 * The located problems of a language's translation state. Stale and unused translations are
 * warnings; with `strict`, stale and missing texts are errors (what CI demands of the shipped
 * site). A translation that does not fit its field is always an error.
 */
export function translationProblems(
  state: TranslationState,
  lang: TranslatedLanguage,
  strict = false,
): Problem[] {
  const name = englishName(lang);
  const severity = strict ? 'error' : 'warning';
  const text = (t: TextStatus): Problem[] => {
    if (t.state === 'stale')
      return [
        {
          path: [...translationPath(lang, t.path), 'text'],
          message: `stale ${name}: ${englishChange(t.from, t.english)}; update the ${name} (editing the file, also copy the new English into "from"; the editor does that itself)`,
          severity,
        },
      ];
    if (t.state === 'missing' && strict)
      return [
        {
          path: t.path,
          message: `no ${name} for ${shortQuote(t.english)}: add "${lang}": {"${fieldOf(t.path)}": {"text": …, "from": …}} to this object`,
          severity: 'error',
        },
      ];
    return [];
  };
  return [
    ...state.invalid.map((p) => ({ ...p, severity: 'error' as const })),
    ...state.texts.flatMap(text),
    ...state.unused.map((path) => ({
      path,
      message: `unused ${name}: this object has no English "${fieldOf(path)}" any more; remove the translation`,
      severity: 'warning' as const,
    })),
  ];
}

/** `hi (Hindi): 120 of 431 texts current, 2 stale, 309 missing` */
export function formatCoverage({ lang, current, stale, missing }: Coverage): string {
  const total = current + stale + missing;
  return `${lang} (${englishName(lang)}): ${current} of ${total} texts current, ${stale} stale, ${missing} missing`;
}
