import { resolveLayout, type LayoutData } from './layout-data';
import {
  resolveRoute,
  resolveWritten,
  type ResolvedPage,
  type ResolvedWritten,
  type RouteData,
  type WrittenPage,
} from './route-data';
import type { Report } from '../base/problem';
import { listRoutes, type RouteEntry } from './routes';
import type { Site } from '../schema/site';
import { absoluteUrl, type HeadVersion } from '../seo/head';
import {
  DEFAULT_LANGUAGE,
  SITE_LANGUAGES,
  hrefIn,
  routeIn,
  splitLanguage,
  type SiteLanguage,
  ALL_LANGUAGES,
} from '../base/languages';
import { UNTRANSLATED, siteIn } from '../i18n/localize';

const complete = new WeakMap<Site, Map<string, boolean>>();
const layoutComplete = new WeakMap<Site, Map<SiteLanguage, boolean>>();

/** Whether the header, footer and words every page of `lang` shares are translated: once a site. */
function layoutTranslated(site: Site, lang: SiteLanguage): boolean {
  let bySite = layoutComplete.get(site);
  if (!bySite) layoutComplete.set(site, (bySite = new Map()));
  let known = bySite.get(lang);
  if (known === undefined) {
    known = !JSON.stringify(resolveLayout(siteIn(site, lang, true), lang)).includes(UNTRANSLATED);
    bySite.set(lang, known);
  }
  return known;
}

/**
 * Whether every text a visitor reads on `base` in `lang` — its sections, its head and the header,
 * footer and words around it — has a current translation: resolved from the site with every
 * English text left in marked, the page is complete when no mark reaches its data.
 */
export function isTranslated(site: Site, lang: SiteLanguage, base: string): boolean {
  if (lang === DEFAULT_LANGUAGE) return true;
  let bySite = complete.get(site);
  if (!bySite) complete.set(site, (bySite = new Map()));
  const key = `${lang}:${base}`;
  let known = bySite.get(key);
  if (known === undefined) {
    const route = resolveRoute(siteIn(site, lang, true), base);
    known =
      route !== undefined &&
      layoutTranslated(site, lang) &&
      !JSON.stringify(route).includes(UNTRANSLATED);
    bySite.set(key, known);
  }
  return known;
}

/**
 * The one decision of what search engines are told about a page's languages. A page whose
 * every translation is complete is paired: each version names itself canonical and all of them
 * (x-default: English) as alternates. A version shown in English for want of a translation is
 * kept out of the index and paired with nothing, and no complete version points to it.
 */
export function headVersion(site: Site, lang: SiteLanguage, base: string): HeadVersion {
  const paired = ALL_LANGUAGES.every((l) => isTranslated(site, l, base));
  const others = ALL_LANGUAGES.filter((l) => l !== lang);
  return {
    path: routeIn(lang, base),
    noindex: !isTranslated(site, lang, base),
    alternates: paired
      ? [
          ...ALL_LANGUAGES.map((l) => ({
            hreflang: SITE_LANGUAGES[l].tag,
            href: absoluteUrl(site, routeIn(l, base)),
          })),
          { hreflang: 'x-default', href: absoluteUrl(site, routeIn(DEFAULT_LANGUAGE, base)) },
        ]
      : [],
    alternateLocales: paired ? others.map((l) => SITE_LANGUAGES[l].ogLocale) : [],
  };
}

/** Every address in every language: the English routes, then each language's twins. */
export function listLocalizedRoutes(site: Site): (RouteEntry & { lang: SiteLanguage })[] {
  const routes = listRoutes(site);
  return ALL_LANGUAGES.flatMap((lang) =>
    routes.map((route) => ({ ...route, lang, path: routeIn(lang, route.path) })),
  );
}

/** What every page in `lang` shares. */
export function layoutIn(site: Site, lang: SiteLanguage): LayoutData {
  return resolveLayout(siteIn(site, lang), lang);
}

/**
 * One route in any language: a translated page from the site in that language, an untranslated
 * one in English with the notice of that language above it.
 */
export function resolveLocalizedRoute(
  site: Site,
  path: string,
  report?: Report,
): RouteData | undefined {
  const { lang, base } = splitLanguage(path);
  const translated = isTranslated(site, lang, base);
  const content = siteIn(site, translated ? lang : DEFAULT_LANGUAGE);
  const route = resolveRoute(content, base, report, headVersion(site, lang, base));
  if (!route || lang === DEFAULT_LANGUAGE) return route;
  if (route.kind === 'redirect') return { kind: 'redirect', to: hrefIn(lang, route.to) };
  return { kind: 'page', page: relocated(site, route.page, lang, translated) };
}

function relocated(
  site: Site,
  page: ResolvedPage,
  lang: SiteLanguage,
  translated: boolean,
): ResolvedPage {
  const moved = { ...page, path: routeIn(lang, page.path) };
  if (translated) return moved;
  const notice = siteIn(site, lang).layout.words.notTranslated;
  return { ...moved, untranslated: { notice, contentLang: SITE_LANGUAGES[DEFAULT_LANGUAGE].tag } };
}

/** The page shown for an unknown address below a language's prefix (or anywhere, in English). */
export function resolveLocalizedNotFound(site: Site, lang: SiteLanguage): ResolvedPage {
  return resolveWrittenIn(site, lang, { kind: 'not-found' })!.page;
}

/**
 * A written page at its address in `lang`, each text in that language where its translation is
 * current and in English where not (the not-found page of every language, and the editor's
 * preview of a page whose translation is under way); undefined when it is not there.
 */
export function resolveWrittenIn(
  site: Site,
  lang: SiteLanguage,
  written: WrittenPage,
): ResolvedWritten | undefined {
  const content = siteIn(site, lang);
  if (written.kind === 'not-found')
    return resolveWritten(content, {
      kind: 'not-found',
      path: routeIn(lang, written.path ?? '/404'),
    });
  const resolved = resolveWritten(content, written);
  return (
    resolved && { ...resolved, page: { ...resolved.page, path: routeIn(lang, resolved.page.path) } }
  );
}
