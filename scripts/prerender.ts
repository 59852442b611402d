/**
 * Writes every route of site.json as static HTML plus its JSON data, the 404 page, the
 * sitemap, robots.txt, the blog feed of each language and _redirects, into dist/ (after the Vite builds).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { TRANSLATED_LANGUAGES, hrefIn, ALL_LANGUAGES } from '../src/i18n/languages';
import { listLocalizedRoutes } from '../src/i18n/versions';
import type { Site } from '../src/schema/site';
import { feedPath, robots, rss, sitemap } from './lib/feeds';
import { headersFile } from './lib/headers';
import type { RouteReport } from './lib/build/render-slice';
import { renderSlices } from './lib/build/workers';
import type { Stopwatch } from './lib/build/timings';

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

/** Prerenders the site the build has already checked (a site with errors never gets here). */
export async function prerender(
  dist: string,
  ssrEntry: string,
  site: Site,
  watch: Stopwatch,
): Promise<{ reports: RouteReport[]; workers: number }> {
  const started = performance.now();
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  rmSync(join(dist, '_data'), { recursive: true, force: true });
  const routes = listLocalizedRoutes(site).map(({ path, kind, lang }) => ({ path, kind, lang }));
  const results = await renderSlices({ dist, ssrEntry, template, site }, routes);
  const styleValues = new Set<string>();
  for (const result of results) {
    watch.addAll(result.ms);
    for (const style of result.styles) styleValues.add(style);
  }
  watch.add('prerender', performance.now() - started);

  watch.time('files', () => {
    write(dist, '_headers', headersFile(site, styleValues));
    write(dist, 'sitemap.xml', sitemap(site));
    write(dist, 'robots.txt', robots(site));
    for (const lang of ALL_LANGUAGES) write(dist, feedPath(lang).slice(1), rss(site, lang));
    write(dist, '_redirects', redirectsFile(site));
  });
  // Route order, then each language's not-found page: what one thread would have reported.
  const notFound = ALL_LANGUAGES.map(
    (lang) => results.find((r) => r.notFound[lang])!.notFound[lang]!,
  );
  return { reports: [...results.flatMap((r) => r.reports), ...notFound], workers: results.length };
}
