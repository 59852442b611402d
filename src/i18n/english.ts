import { SiteSchema, type Site } from '../schema/site';
import { viewOf } from './view';

/**
 * The site as its English pages render it: every translation set aside, so no English page or
 * route data file carries a byte of Hindi. A view of the site, not a copy (view.ts).
 */
export function englishSite(site: Site): Site {
  return { ...viewOf(SiteSchema, site, {}) };
}
