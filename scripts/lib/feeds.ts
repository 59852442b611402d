/** The files the build writes beside the pages, from the data: the dev server serves the same. */
import { listRoutes, postPath } from '../../src/content/routes';
import type { Site } from '../../src/schema/site';
import { absoluteUrl, escapeHtml } from '../../src/seo/head';
import { ALL_LANGUAGES } from '../../src/i18n/languages';
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

export function rss(site: Site): string {
  const posts = [...site.blog.posts].sort((a, b) => b.date.localeCompare(a.date));
  const items = posts.map((post) => {
    const link = `${site.url}${postPath(site, post.slug)}`;
    return `    <item>
      <title>${xml(post.title)}</title>
      <link>${xml(link)}</link>
      <guid>${xml(link)}</guid>
      <pubDate>${new Date(`${post.date}T00:00:00Z`).toUTCString()}</pubDate>
      <description>${xml(post.excerpt)}</description>
    </item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${xml(site.name)} Blog</title>
    <link>${xml(`${site.url}/`)}</link>
    <description>${xml(site.description)}</description>
    <language>${xml(site.locale)}</language>
${items.join('\n')}
  </channel>
</rss>
`;
}
