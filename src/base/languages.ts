/**
 * The one record of the languages the site is published in: each one's code (`tag`, also the
 * key of its translations in site.json), name in its own language, BCP 47 and Open Graph
 * locales, writing direction (`<html dir>`), and where it lives. English is the default and keeps every address; another
 * language lives below its own prefix (`/hi/about`, home `/hi/`). Every other file asks here.
 * Plain data with no zod, so the schema is built from it and the browser's bundle can read it.
 */
export const SITE_LANGUAGES = {
  en: { tag: 'en', prefix: '', ownName: 'English', locale: 'en-IN', ogLocale: 'en_IN', dir: 'ltr' },
  hi: {
    tag: 'hi',
    prefix: '/hi',
    ownName: 'हिन्दी',
    locale: 'hi-IN',
    ogLocale: 'hi_IN',
    dir: 'ltr',
  },
} as const;

export type SiteLanguage = keyof typeof SITE_LANGUAGES;
export const DEFAULT_LANGUAGE: SiteLanguage = 'en';
/** Every language but the default, in the order they are published. */
export const TRANSLATED_LANGUAGES = ['hi'] as const satisfies readonly SiteLanguage[];
/** Every language, the default first. */
export const ALL_LANGUAGES = [DEFAULT_LANGUAGE, ...TRANSLATED_LANGUAGES] as const;
/** A language the English is translated into: the key of its translations in site.json. */
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** Whether a key of an object in site.json holds that object's translations into a language. */
export const isTranslatedLanguage = (key: unknown): key is TranslatedLanguage =>
  (TRANSLATED_LANGUAGES as readonly unknown[]).includes(key);

let englishNames: Intl.DisplayNames | undefined;

/**
 * A language's name in English ("Hindi"), as the check and the editor speak of it. Intl names
 * the code: a name written in the record above would travel in every visitor's bundle with it,
 * though no page shows it.
 */
export function englishName(lang: SiteLanguage): string {
  englishNames ??= new Intl.DisplayNames(['en'], { type: 'language' });
  return englishNames.of(lang) ?? lang;
}

/**
 * Files the build writes in every language (each language's blog feed): a link to one stays in
 * the page's language, as links to pages do.
 */
export const FEED_FILE = '/rss.xml';
export const FILES_IN_EVERY_LANGUAGE: readonly string[] = [FEED_FILE];

/** The language of a route and its address in the default language ("/hi/about" → hi, "/about"). */
export function splitLanguage(path: string): { lang: SiteLanguage; base: string } {
  for (const lang of TRANSLATED_LANGUAGES) {
    const { prefix } = SITE_LANGUAGES[lang];
    if (path === prefix || path === `${prefix}/`) return { lang, base: '/' };
    if (path.startsWith(`${prefix}/`)) return { lang, base: path.slice(prefix.length) };
  }
  return { lang: DEFAULT_LANGUAGE, base: path };
}

/**
 * The route of `base` in `lang`, as route data and data files name it ("/hi" for the Hindi
 * home page, which visitors see as "/hi/").
 */
export function routeIn(lang: SiteLanguage, base: string): string {
  const { prefix } = SITE_LANGUAGES[lang];
  if (!prefix) return base;
  return base === '/' ? prefix : `${prefix}${base}`;
}

/** An internal link of a page in `lang`: "/about#team" → "/hi/about#team", "/" → "/hi/". */
export function hrefIn(lang: SiteLanguage, href: string): string {
  const { prefix } = SITE_LANGUAGES[lang];
  if (!prefix || !href.startsWith('/')) return href;
  return `${prefix}${href}`;
}
