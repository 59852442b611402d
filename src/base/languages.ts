/**
 * The languages the site is published in and where each lives. English is the default and
 * keeps every address; another language lives below its own prefix (`/hi/about`, home `/hi/`).
 * Plain data with no zod, so the browser's bundle can read it.
 */
export const SITE_LANGUAGES = {
  en: { tag: 'en', prefix: '', ownName: 'English', locale: 'en-IN', ogLocale: 'en_IN' },
  hi: { tag: 'hi', prefix: '/hi', ownName: 'हिन्दी', locale: 'hi-IN', ogLocale: 'hi_IN' },
} as const;

export type SiteLanguage = keyof typeof SITE_LANGUAGES;
export const DEFAULT_LANGUAGE: SiteLanguage = 'en';
/** Every language but the default, in the order they are published. */
export const TRANSLATED_LANGUAGES = ['hi'] as const satisfies readonly SiteLanguage[];
/** Every language, the default first. */
export const ALL_LANGUAGES = [DEFAULT_LANGUAGE, ...TRANSLATED_LANGUAGES] as const;

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
