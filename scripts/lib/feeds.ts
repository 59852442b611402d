/** The files the build writes beside the pages, from the data: the dev server serves the same. */
import { listRoutes, postPath } from '../../src/content/routes';
import type { Site } from '../../src/schema/site';
import { escapeHtml } from '../../src/seo/head';

function xml(value: string) {
  return escapeHtml(value).replace(/'/g, '&apos;');
}

export function sitemap(site: Site): string {
  const urls = listRoutes(site)
    .filter((r) => r.kind !== 'alias')
    .filter((r) => !site.pages.find((p) => p.path === r.path)?.seo.noindex)
    .map(
      (r) =>
        `  <url><loc>${xml(r.path === '/' ? `${site.url}/` : `${site.url}${r.path}`)}</loc></url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
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
