import type { Site } from '../../src/schema/site';
import type { RouteData } from '../../src/content/route-data';
import { DEFAULT_LANGUAGE, SITE_LANGUAGES, type SiteLanguage } from '../../src/base/languages';
import { layoutIn } from '../../src/content/versions';
import { feedLink } from './feeds';
import {
  escapeHtml,
  renderHeadHtml,
  serializeJsonForScript,
  type HeadTag,
} from '../../src/seo/head';
import type { InitialData } from '../../src/render/page-data';
import { INITIAL_DATA_ID, type DataRefs } from '../../src/render/initial-data';
import { dataFileFor, layoutDataFor, notFoundDataFor } from '../../src/content/paths';

export function initialData(
  site: Site,
  route: RouteData,
  lang: SiteLanguage = DEFAULT_LANGUAGE,
): InitialData {
  return { layout: layoutIn(site, lang), route };
}

/**
 * What a page's HTML needs of the site around its app and data: the language named on `<html>`
 * and the head (the feed link of its language, then its own tags). Worked out where the site is
 * held, so the page itself can be filled anywhere (`fillShell`).
 */
export interface PageShell {
  lang: string;
  dir: string;
  head: string;
}

export function pageShell(site: Site, head: readonly HeadTag[], lang: SiteLanguage): PageShell {
  return {
    // English pages keep the site's locale (en-IN); another language is named by its tag.
    lang: lang === DEFAULT_LANGUAGE ? site.locale : lang,
    dir: SITE_LANGUAGES[lang].dir,
    // The feed of the page's language stays through client navigation, which keeps the language.
    head: [feedLink(site, lang), renderHeadHtml(head)].join('\n    '),
  };
}

/**
 * Where the data of the page at `path` is served, for its loader to fetch after the first paint:
 * its route's file (for a not-found page, that page itself) and its language's layout.
 */
export function dataRefs(path: string, notFound = false): DataRefs {
  return notFound
    ? { route: notFoundDataFor(path), notFound: true, layout: layoutDataFor(path) }
    : { route: dataFileFor(path), layout: layoutDataFor(path) };
}

/**
 * Fills the HTML template: the language, the head, the app's HTML and where its data is (as inert
 * JSON, escaped so no content can close the element).
 */
export function fillShell(
  template: string,
  shell: PageShell,
  refs: DataRefs,
  appHtml = '',
): string {
  for (const marker of ['%LANG%', '%DIR%', '<!--head-->', '<!--app-->', '<!--data-->']) {
    if (!template.includes(marker)) throw new Error(`index.html has lost its ${marker} marker`);
  }
  return template
    .replace('%LANG%', () => shell.lang)
    .replace('%DIR%', () => shell.dir)
    .replace('<!--head-->', () => shell.head)
    .replace('<!--app-->', () => appHtml)
    .replace(
      '<!--data-->',
      () =>
        `<script type="application/json" id="${INITIAL_DATA_ID}">${serializeJsonForScript(refs)}</script>`,
    );
}

/** `fillShell` with the shell of the page's language worked out from the site. */
export function fillTemplate(
  template: string,
  site: Site,
  head: readonly HeadTag[],
  lang: SiteLanguage,
  refs: DataRefs,
  appHtml = '',
): string {
  return fillShell(template, pageShell(site, head, lang), refs, appHtml);
}

/** A static page that sends visitors (and crawlers, via canonical) on to an alias's target. */
export function redirectHtml(site: Site, to: string): string {
  const url = `${site.url}${to}`;
  return `<!doctype html>
<html lang="${site.locale}" dir="${SITE_LANGUAGES[DEFAULT_LANGUAGE].dir}">
  <head>
    <meta charset="utf-8" />
    <title>Redirecting to ${escapeHtml(to)}</title>
    <meta http-equiv="refresh" content="0; url=${escapeHtml(to)}" />
    <link rel="canonical" href="${escapeHtml(url)}" />
    <meta name="robots" content="noindex" />
  </head>
  <body>
    <p>This page has moved to <a href="${escapeHtml(to)}">${escapeHtml(url)}</a>.</p>
  </body>
</html>
`;
}
