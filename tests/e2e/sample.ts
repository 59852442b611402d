import { ALL_LANGUAGES, type SiteLanguage } from '../../src/base/languages';
import type { ResolvedPage } from '../../src/content/route-data';
import { listLocalizedRoutes, resolveLocalizedRoute } from '../../src/content/versions';
import { sectionSchemas } from '../../src/sections/registry';
import { childOf, choicesOf, keysOf, variantsOf } from '../../src/schema/introspect';
import type { Site } from '../../src/schema/site';

const schemaOf = new Map<string, (typeof sectionSchemas)[number]>(
  sectionSchemas.map((schema) => [schema.shape.type.value, schema]),
);

/**
 * What a page shows that its look can depend on, read from the schema, so that a new section
 * type, a new choice of one (a hero's size, a grid's columns, look and tone) or a new form is
 * named here without a word of this file changed: each section's type, the value of each of its
 * closed choices and of each kind of its own (a hero's video or picture), the form it holds; and
 * the page's own layout (the header over a hero, the notice of a page not yet translated).
 */
export function looksOf(page: ResolvedPage): string[] {
  const looks = new Set<string>();
  if (page.overHero) looks.add('header over the hero');
  if (page.untranslated) looks.add('not yet translated');
  for (const { type, props } of page.sections) {
    const schema = schemaOf.get(type);
    const values = props as Record<string, unknown>;
    looks.add(type);
    for (const key of schema ? keysOf(schema) : []) {
      const field = childOf(schema!, key)!;
      if (key !== 'type' && choicesOf(field)) looks.add(`${type} ${key}=${String(values[key])}`);
      const kinds = variantsOf(field);
      const value = values[key] as Record<string, unknown> | undefined;
      if (kinds && value) looks.add(`${type} ${key}=${String(value[kinds.discriminator])}`);
    }
    const form = (values.form as { id?: string } | undefined)?.id;
    if (form) looks.add(`${type} form=${form}`);
  }
  return [...looks];
}

export interface SampledRoute {
  lang: SiteLanguage;
  /** The address in its language. */
  path: string;
  looks: string[];
}

/** Every page of the site in every language (aliases are redirects, with no page of their own). */
export function everyPage(site: Site): SampledRoute[] {
  return listLocalizedRoutes(site)
    .filter((route) => route.kind !== 'alias')
    .map((route) => {
      const data = resolveLocalizedRoute(site, route.path);
      if (data?.kind !== 'page') throw new Error(`${route.path} is not a page`);
      return { lang: route.lang, path: route.path, looks: looksOf(data.page) };
    });
}

/**
 * In each language, the fewest routes in the site's order whose pages show every look of the
 * pages of that language: each kind of section and each of its choices once, every form, every
 * layout of a page.
 */
export function sample(pages: SampledRoute[]): SampledRoute[] {
  return ALL_LANGUAGES.flatMap((lang) => {
    const seen = new Set<string>();
    return pages.filter((page) => {
      if (page.lang !== lang) return false;
      const fresh = page.looks.filter((look) => !seen.has(look));
      for (const look of fresh) seen.add(look);
      return fresh.length > 0;
    });
  });
}

/**
 * Addresses one page visits in turn (each a new document): a fresh page for each spent much of
 * its time starting.
 */
const PER_PAGE = 4;
export const batches = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / PER_PAGE) }, (_, i) =>
    items.slice(i * PER_PAGE, (i + 1) * PER_PAGE),
  );
