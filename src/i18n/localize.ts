import { SiteSchema, type Site } from '../schema/site';
import { englishSite } from './english';
import { DEFAULT_LANGUAGE, SITE_LANGUAGES, type SiteLanguage } from '../base/languages';
import { translatedText, viewOf } from './view';

/**
 * Put before every text a page in another language would show in English (missing or stale),
 * so a page whose resolved data holds it is known to be incomplete. A private-use character:
 * site.json cannot hold it unnoticed, and no stage transforms it away.
 */
export const UNTRANSLATED = '\u{F0000}';

function deepMapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => deepMapStrings(item, map));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, deepMapStrings(item, map)]),
    );
  return value;
}

function translate(site: Site, lang: SiteLanguage, mark: boolean): Site {
  if (lang === DEFAULT_LANGUAGE) return englishSite(site);
  const marked = mark
    ? (english: unknown) => deepMapStrings(english, (t) => UNTRANSLATED + t)
    : undefined;
  const view = viewOf(SiteSchema, site, { text: translatedText(lang, marked) });
  return { ...view, locale: SITE_LANGUAGES[lang].locale };
}

const cache = new WeakMap<Site, Map<string, Site>>();

/**
 * The site as its pages in `lang` render it: every text that has a current translation in that
 * language, the English elsewhere, no translation data left (so no English page carries Hindi
 * and no Hindi page the English it was made from). `marked` puts UNTRANSLATED before each
 * English text left in. A view made as it is read (view.ts), one per site and language.
 */
export function siteIn(site: Site, lang: SiteLanguage, marked = false): Site {
  let bySite = cache.get(site);
  if (!bySite) cache.set(site, (bySite = new Map()));
  const key = `${lang}:${marked}`;
  let found = bySite.get(key);
  if (!found) bySite.set(key, (found = translate(site, lang, marked)));
  return found;
}
