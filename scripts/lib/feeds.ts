/** The files the build writes beside the pages, from the data: the dev server serves the same. */
import { listRoutes, postPath } from '../../src/content/routes';
import type { Site } from '../../src/schema/site';
import { absoluteUrl, escapeHtml } from '../../src/seo/head';
import { fill } from '../../src/content/fill';
import {
  ALL_LANGUAGES,
  DEFAULT_LANGUAGE,
  FEED_FILE,
  SITE_LANGUAGES,
  hrefIn,
  routeIn,
  type SiteLanguage,
} from '../../src/i18n/languages';
import { siteIn } from '../../src/i18n/localize';
import { headVersion } from '../../src/i18n/versions';

function xml(value: string) {
  return escapeHtml(value).replace(/'/g, '&apos;');
}

/**
 * Every indexable address in every language. A page whose translations are complete lists each
 * version with the same `xhtml:link` alternates its head carries; an untranslated version is
 * not listed (it is noindex), and its English page names no alternates.
 */
export function sitemap(site: Site): string {
  const urls = listRoutes(site)
    .filter((r) => r.kind !== 'alias')
    .filter((r) => !site.pages.find((p) => p.path === r.path)?.seo.noindex)
    .flatMap((r) =>
      ALL_LANGUAGES.flatMap((lang) => {
        const version = headVersion(site, lang, r.path);
        if (version.noindex) return [];
        const alternates = version.alternates.map(
          (a) =>
            `\n    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xml(a.href)}"/>`,
        );
        const loc = xml(absoluteUrl(site, version.path));
        return [
          `  <url><loc>${loc}</loc>${alternates.join('')}${alternates.length ? '\n  ' : ''}</url>`,
        ];
      }),
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robots(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`;
}

/** Where the blog's feed of `lang` lives: /rss.xml, /hi/rss.xml. */
export const feedPath = (lang: SiteLanguage) => hrefIn(lang, FEED_FILE);

/** The feed's title in `lang`, as its channel and every page's head link name it. */
export const feedTitle = (site: Site, lang: SiteLanguage) =>
  fill(siteIn(site, lang).layout.words.feedTitle, { name: siteIn(site, lang).name });

/** The feed link of a page in `lang`, beside the page's own head tags. */
export function feedLink(site: Site, lang: SiteLanguage): string {
  return `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feedTitle(site, lang))}" href="${feedPath(lang)}" />`;
}

/**
 * The blog's RSS 2.0 feed in `lang`. A translated language lists only the posts the SEO decision
 * publishes in it (`headVersion`): a post still shown in English at its address is no news in
 * that language, and its page is kept out of search results.
 */
export function rss(site: Site, lang: SiteLanguage = DEFAULT_LANGUAGE): string {
  const content = siteIn(site, lang);
  const posts = [...content.blog.posts]
    .filter((post) => !headVersion(site, lang, postPath(site, post.slug)).noindex)
    .sort((a, b) => b.date.localeCompare(a.date));
  const items = posts.map((post) => {
    const link = absoluteUrl(site, routeIn(lang, postPath(site, post.slug)));
    return `    <item>
      <title>${xml(post.title)}</title>
      <link>${xml(link)}</link>
      <guid>${xml(link)}</guid>
      <pubDate>${new Date(`${post.date}T00:00:00Z`).toUTCString()}</pubDate>
      <description>${xml(post.excerpt)}</description>
    </item>`;
  });
  // English keeps the site's locale (en-IN); another language is named by its tag.
  const language = lang === DEFAULT_LANGUAGE ? site.locale : SITE_LANGUAGES[lang].tag;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${xml(feedTitle(site, lang))}</title>
    <link>${xml(absoluteUrl(site, routeIn(lang, '/')))}</link>
    <description>${xml(content.description)}</description>
    <language>${xml(language)}</language>
${items.join('\n')}
  </channel>
</rss>
`;
}
