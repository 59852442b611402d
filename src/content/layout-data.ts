import type { Site } from '../schema/site';
import type { Constants, Layout } from '../schema/layout';
import type { ContactDetails } from '../schema/contact';

/** What every page shares: sent once with the first page, kept across navigations. */
export interface LayoutData {
  name: string;
  locale: string;
  contact: ContactDetails;
  layout: Layout;
  constants: Constants;
}

export function resolveLayout(site: Site): LayoutData {
  return {
    name: site.name,
    locale: site.locale,
    contact: site.contact,
    layout: site.layout,
    constants: site.constants,
  };
}
