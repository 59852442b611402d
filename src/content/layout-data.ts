import type { Site } from '../schema/site';
import type { Constants, Layout } from '../schema/layout';
import { shownContact, type ShownContact } from './reach';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '../base/languages';

/** What every page shares: sent once with the first page, kept across navigations. */
export interface LayoutData {
  /** The language of the pages this layout frames: their internal links stay in it. */
  lang: SiteLanguage;
  name: string;
  locale: string;
  contact: ShownContact;
  layout: Layout;
  constants: Constants;
}

export function resolveLayout(site: Site, lang: SiteLanguage = DEFAULT_LANGUAGE): LayoutData {
  return {
    lang,
    name: site.name,
    locale: site.locale,
    contact: shownContact(site.contact),
    layout: site.layout,
    constants: site.constants,
  };
}
