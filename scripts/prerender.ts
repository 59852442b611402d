/**
 * Writes every route of site.json as static HTML plus its JSON data, the 404 page, the
 * sitemap, robots.txt, the blog feed of each language and _redirects, into dist/ (after the Vite builds).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { listRoutes } from '../src/content/routes';
import { TRANSLATED_LANGUAGES, hrefIn, ALL_LANGUAGES } from '../src/i18n/languages';
import { listLocalizedRoutes } from '../src/i18n/versions';
import type { Site } from '../src/schema/site';
import { feedPath, feedXml, noindexPaths, robots, sitemapXml } from './lib/feeds';
import { headersFile } from './lib/headers';
import type { RouteReport, SliceResult } from './lib/build/render-slice';
import { inRouteOrder, renderSlices } from './lib/build/workers';
import type { Stopwatch } from './lib/build/timings';
import type { PagesRead } from './lib/images/variants';

export type { RouteReport } from './lib/build/render-slice';

function write(dist: string, file: string, content: string) {
  const target = join(dist, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}

/**
 * `_redirects` (Netlify and Cloudflare Pages): each alias in every language, and the not-found
 * page of each translated language for unknown addresses below its prefix (Cloudflare finds the
 * nearest 404.html by itself; Netlify needs the rule).
 */
function redirectsFile(site: Site): string {
  const lines = ALL_LANGUAGES.flatMap((lang) =>
    site.aliases.map((a) => `${hrefIn(lang, a.from)} ${hrefIn(lang, a.to)} 301`),
  );
  for (const lang of TRANSLATED_LANGUAGES)
    lines.push(`${hrefIn(lang, '/*')} ${hrefIn(lang, '/404.html')} 404`);
  return lines.map((line) => `${line}\n`).join('');
}

/**
 * The sitemap and each language's feed from the slices' entries: every route's languages
 * together, in the order the site lists its routes; each feed's items in blog order.
 */
function listings(dist: string, site: Site, results: readonly SliceResult[]) {
  const urls = new Map(results.flatMap((r) => r.sitemap));
  const noindex = noindexPaths(site);
  const sitemap = listRoutes(site)
    .filter((r) => r.kind !== 'alias' && !noindex.has(r.path))
    .flatMap((r) => ALL_LANGUAGES.flatMap((lang) => urls.get(`${lang} ${r.path}`) ?? []));
  write(dist, 'sitemap.xml', sitemapXml(sitemap));
  write(dist, 'robots.txt', robots(site));
  const items = results.flatMap((r) => r.feedItems);
  for (const lang of ALL_LANGUAGES) {
    const channel = results.find((r) => r.feeds[lang])!.feeds[lang]!;
    const feed = feedXml(
      site,
      lang,
      channel,
      items.filter((item) => item.lang === lang),
    );
    write(dist, feedPath(lang).slice(1), feed);
  }
}

/** Prerenders the site the build has already checked (a site with errors never gets here). */
export async function prerender(dist: string, ssrEntry: string, site: Site, watch: Stopwatch) {
  const started = performance.now();
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  rmSync(join(dist, '_data'), { recursive: true, force: true });
  const routes = listLocalizedRoutes(site).map(({ path, kind, lang, at }) => ({
    path,
    kind,
    lang,
    post: kind === 'post' ? Number(at[2]) : undefined,
    page: at[0] === 'pages' ? Number(at[1]) : undefined,
  }));
  const results = await renderSlices({ dist, ssrEntry, template, site }, routes);
  const styleValues = new Set<string>();
  for (const result of results) {
    watch.addAll(result.ms);
    for (const style of result.styles) styleValues.add(style);
  }
  watch.end('prerender', performance.now() - started);

  watch.time('files', () => {
    write(dist, '_headers', headersFile(site, styleValues));
    listings(dist, site, results);
    write(dist, '_redirects', redirectsFile(site));
  });
  // Route order, then each language's not-found page: what one thread would have reported.
  const notFound = ALL_LANGUAGES.map(
    (lang) => results.find((r) => r.notFound[lang])!.notFound[lang]!,
  );
  const reports: RouteReport[] = [
    ...inRouteOrder(
      results.map((r) => r.reports),
      ALL_LANGUAGES.length,
    ),
    ...notFound,
  ];
  const pages: PagesRead = {
    variants: results.flatMap((r) => r.variants),
    files: new Set(reports.flatMap((r) => [r.file, r.data])),
  };
  return { reports, workers: results.length, pages };
}
