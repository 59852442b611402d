/** The files the build writes beside the pages, from the data: the dev server serves the same. */
import { listRoutes, postPath } from '../../src/content/routes';
import type { Site } from '../../src/schema/site';
import type { Post } from '../../src/schema/blog';
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
} from '../../src/base/languages';
import { siteIn } from '../../src/i18n/localize';
import { headVersion } from '../../src/content/versions';

function xml(value: string) {
  return escapeHtml(value).replace(/'/g, '&apos;');
}

/** The paths of the pages written as noindex: kept out of the sitemap in every language. */
export const noindexPaths = (site: Site) =>
  new Set(site.pages.filter((page) => page.seo.noindex).map((page) => page.path));

/**
 * The sitemap's `<url>` of one route in `lang`, or none for a version kept out of the index. A
 * page whose translations are complete lists each version with the same `xhtml:link` alternates
 * its head carries; an untranslated version is not listed, and its English page names no
 * alternates.
 */
export function sitemapUrl(site: Site, lang: SiteLanguage, base: string): string | undefined {
  const version = headVersion(site, lang, base);
  if (version.noindex) return undefined;
  const alternates = version.alternates.map(
    (a) => `\n    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xml(a.href)}"/>`,
  );
  const loc = xml(absoluteUrl(site, version.path));
  return `  <url><loc>${loc}</loc>${alternates.join('')}${alternates.length ? '\n  ' : ''}</url>`;
}

/** The sitemap document around its `<url>` entries. */
export const sitemapXml = (urls: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;

/** Every indexable address in every language, each route's languages together. */
export function sitemap(site: Site): string {
  const noindex = noindexPaths(site);
  const urls = listRoutes(site)
    .filter((r) => r.kind !== 'alias' && !noindex.has(r.path))
    .flatMap((r) => ALL_LANGUAGES.flatMap((lang) => sitemapUrl(site, lang, r.path) ?? []));
  return sitemapXml(urls);
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

/** Whether the blog's feed in `lang` lists a post: the SEO decision publishes it in `lang`. */
export const inFeed = (site: Site, lang: SiteLanguage, slug: string) =>
  !headVersion(site, lang, postPath(site, slug)).noindex;

/** One post's `<item>` in the feed of `lang`, from the post as the site in `lang` has it. */
export function feedItem(site: Site, lang: SiteLanguage, post: Post): string {
  const link = absoluteUrl(site, routeIn(lang, postPath(site, post.slug)));
  return `    <item>
      <title>${xml(post.title)}</title>
      <link>${xml(link)}</link>
      <guid>${xml(link)}</guid>
      <pubDate>${new Date(`${post.date}T00:00:00Z`).toUTCString()}</pubDate>
      <description>${xml(post.excerpt)}</description>
    </item>`;
}

/** What the feed of `lang` says about itself (from the site in that language). */
export const feedChannel = (site: Site, lang: SiteLanguage) => ({
  title: feedTitle(site, lang),
  description: siteIn(site, lang).description,
});

/** The feed document of `lang`: its channel and its items, newest post first. */
export function feedXml(
  site: Site,
  lang: SiteLanguage,
  channel: { title: string; description: string },
  items: readonly { date: string; xml: string }[],
): string {
  const newestFirst = [...items].sort((a, b) => b.date.localeCompare(a.date));
  // English keeps the site's locale (en-IN); another language is named by its tag.
  const language = lang === DEFAULT_LANGUAGE ? site.locale : SITE_LANGUAGES[lang].tag;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${xml(channel.title)}</title>
    <link>${xml(absoluteUrl(site, routeIn(lang, '/')))}</link>
    <description>${xml(channel.description)}</description>
    <language>${xml(language)}</language>
${newestFirst.map((item) => item.xml).join('\n')}
  </channel>
</rss>
`;
}

/**
 * The blog's RSS 2.0 feed in `lang`. A translated language lists only the posts the SEO decision
 * publishes in it (`headVersion`): a post still shown in English at its address is no news in
 * that language, and its page is kept out of search results.
 */
export function rss(site: Site, lang: SiteLanguage = DEFAULT_LANGUAGE): string {
  const items = siteIn(site, lang)
    .blog.posts.filter((post) => inFeed(site, lang, post.slug))
    .map((post) => ({ date: post.date, xml: feedItem(site, lang, post) }));
  return feedXml(site, lang, feedChannel(site, lang), items);
}
