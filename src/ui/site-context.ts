import { createContext, useContext } from 'react';
import type { LayoutData } from '../content/layout-data';
import { WORDS_DEFAULTS, type Words } from '../schema/words';
import { DEFAULT_LANGUAGE, hrefIn, type SiteLanguage } from '../base/languages';

export const SiteContext = createContext<LayoutData | null>(null);

/** The site-wide data (layout, constants); throws when used outside <SiteProvider>. */
export function useSite(): LayoutData {
  const site = useContext(SiteContext);
  if (!site)
    throw new Error(
      'useSite() must be used inside <SiteContext.Provider>: render the page through <App>.',
    );
  return site;
}

/**
 * How an internal link of this page is written: in the page's language ("/about" on a Hindi
 * page is "/hi/about"), so navigation stays in the language the visitor chose.
 */
export function useHrefIn(): (href: string) => string {
  const lang = useLanguage();
  return (href) => hrefIn(lang, href);
}

/** The language of this page; the default outside a page (tests). */
export function useLanguage(): SiteLanguage {
  return useContext(SiteContext)?.lang ?? DEFAULT_LANGUAGE;
}

/** The site's own words (layout.words); the schema's defaults outside a page, e.g. in tests. */
export function useWords(): Words {
  return useContext(SiteContext)?.layout.words ?? WORDS_DEFAULTS;
}
