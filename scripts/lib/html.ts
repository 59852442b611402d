import type { Site } from '../../src/schema/site';
import type { RouteData } from '../../src/content/route-data';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '../../src/i18n/languages';
import { layoutIn } from '../../src/i18n/versions';
import { feedLink } from './feeds';
import {
  escapeHtml,
  renderHeadHtml,
  serializeJsonForScript,
  type HeadTag,
} from '../../src/seo/head';
import { INITIAL_DATA_ID, type InitialData } from '../../src/render/page-data';

export function initialData(
  site: Site,
  route: RouteData,
  lang: SiteLanguage = DEFAULT_LANGUAGE,
): InitialData {
  return { layout: layoutIn(site, lang), route };
}

/**
 * Fills the HTML template: language, the feed link and head tags of that language, the app's HTML and the hydration data (as inert
 * JSON, escaped so no content can close the element).
 */
export function fillTemplate(
  template: string,
  site: Site,
  head: readonly HeadTag[],
  data: InitialData,
  appHtml = '',
): string {
  for (const marker of ['%LANG%', '<!--head-->', '<!--app-->', '<!--data-->']) {
    if (!template.includes(marker)) throw new Error(`index.html has lost its ${marker} marker`);
  }
  return (
    template
      // English pages keep the site's locale (en-IN); another language is named by its tag.
      .replace('%LANG%', data.layout.lang === DEFAULT_LANGUAGE ? site.locale : data.layout.lang)
      // The feed of the page's language stays through client navigation, which keeps the language.
      .replace('<!--head-->', () =>
        [feedLink(site, data.layout.lang), renderHeadHtml(head)].join('\n    '),
      )
      .replace('<!--app-->', () => appHtml)
      .replace(
        '<!--data-->',
        () =>
          `<script type="application/json" id="${INITIAL_DATA_ID}">${serializeJsonForScript(data)}</script>`,
      )
  );
}

/** A static page that sends visitors (and crawlers, via canonical) on to an alias's target. */
export function redirectHtml(site: Site, to: string): string {
  const url = `${site.url}${to}`;
  return `<!doctype html>
<html lang="${site.locale}">
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
