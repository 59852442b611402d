import { SiteSchema, type Site } from '../schema/site';
import { eachTextObject } from '../schema/text-fields';

/**
 * The site as its English pages render it: every translation set aside, so no English page or
 * route data file carries a byte of Hindi.
 */
export function englishSite(site: Site): Site {
  const copy = structuredClone(site);
  eachTextObject(SiteSchema, copy, (_path, object) => {
    delete object.hi;
  });
  return copy;
}
