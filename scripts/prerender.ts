/**
 * Writes every route of site.json as static HTML plus its JSON data, the 404 page, the
 * sitemap, robots.txt, the blog feed of each language and _redirects, into dist/ (after the Vite builds).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { htmlFileFor, layoutDataFor } from '../src/content/paths';
import type { ResolvedPage } from '../src/content/route-data';
import {
  ALL_LANGUAGES,
  DEFAULT_LANGUAGE,
  TRANSLATED_LANGUAGES,
  hrefIn,
  routeIn,
  type SiteLanguage,
} from '../src/base/languages';
import {
  layoutIn,
  listLocalizedRoutes,
  resolveLocalizedNotFound,
  resolveLocalizedRoute,
} from '../src/content/versions';
import type { Site } from '../src/schema/site';
import { feedPath, robots, rss, sitemap } from './lib/feeds';
import { headersFile } from './lib/headers';
import { pageShell, redirectHtml } from './lib/html';
import type { PageJob, RouteReport } from './lib/build/page-renderer';
import { renderAll, renderers, workerCount } from './lib/build/workers';
import type { Stopwatch } from './lib/build/timings';
import type { PagesRead } from './lib/images/variants';

export type { RouteReport } from './lib/build/page-renderer';

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
 * Every page of the site, each resolved here (where the site is held) and handed to a renderer
 * with what it needs of the site worked out: its route data, and the head around it. Made one
 * at a time, as a renderer has room for the next.
 */
function* pageJobs(
  site: Site,
  routes: readonly { path: string; kind: string; lang: SiteLanguage }[],
  watch: Stopwatch,
): Generator<PageJob> {
  const resolved = <T>(work: () => T) => watch.time('resolve', work);
  const shellOf = (page: ResolvedPage, lang: SiteLanguage) =>
    resolved(() => pageShell(site, page.head, lang));
  for (const { path, kind, lang } of routes) {
    const route = resolved(() => resolveLocalizedRoute(site, path));
    if (!route) throw new Error(`listRoutes gave ${path}, which does not resolve`);
    const file = htmlFileFor(path);
    const json = JSON.stringify(route);
    yield route.kind === 'page'
      ? { path, kind, file, json, lang, shell: shellOf(route.page, lang) }
      : { path, kind, file, json, html: redirectHtml(site, route.to) };
  }
  // Static hosts serve the nearest 404.html for an unknown address: hi/404.html below /hi/.
  for (const lang of ALL_LANGUAGES) {
    const page = resolved(() => resolveLocalizedNotFound(site, lang));
    const file = `${page.path.slice(1)}.html`;
    // Its data file is the page itself, as the dev server serves it.
    const json = JSON.stringify(page);
    yield { path: page.path, kind: 'not-found', file, json, lang, shell: shellOf(page, lang) };
  }
}

/** How a not-found page is listed in the build's summary: (404), (404 hi). */
const notFoundLabel = (report: RouteReport, lang: SiteLanguage) => {
  const label = lang === DEFAULT_LANGUAGE ? '(404)' : `(404 ${lang})`;
  return { ...report, path: label, size: { ...report.size, route: label } };
};

/** Prerenders the site the build has already checked (a site with errors never gets here). */
export async function prerender(dist: string, ssrEntry: string, site: Site, watch: Stopwatch) {
  const started = performance.now();
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  rmSync(join(dist, '_data'), { recursive: true, force: true });
  const layouts = Object.fromEntries(
    ALL_LANGUAGES.map((lang) => [lang, JSON.stringify(layoutIn(site, lang))]),
  );
  // Each language's layout, which its pages' loader fetches with the page's own data.
  for (const lang of ALL_LANGUAGES)
    write(dist, layoutDataFor(routeIn(lang, '/')).slice(1), layouts[lang]!);
  const routes = listLocalizedRoutes(site);
  const pool = await renderers(workerCount(routes.length), {
    dist,
    ssrEntry,
    template,
    layouts,
  });
  const written = await renderAll(pool, pageJobs(site, routes, watch));
  const totals = await Promise.all(pool.map((renderer) => renderer.finish()));
  const styleValues = new Set<string>();
  const styleSheets = new Set<string>();
  for (const total of totals) {
    watch.addAll(total.ms);
    for (const style of total.styles) styleValues.add(style);
    for (const sheet of total.styleSheets) styleSheets.add(sheet);
  }
  watch.end('prerender', performance.now() - started);

  watch.time('files', () => {
    write(dist, '_headers', headersFile(site, styleValues, styleSheets));
    write(dist, 'sitemap.xml', sitemap(site));
    write(dist, 'robots.txt', robots(site));
    for (const lang of ALL_LANGUAGES) write(dist, feedPath(lang).slice(1), rss(site, lang));
    write(dist, '_redirects', redirectsFile(site));
  });
  // Route order, then each language's not-found page.
  const reports: RouteReport[] = [
    ...written.slice(0, routes.length),
    ...ALL_LANGUAGES.map((lang, i) => notFoundLabel(written[routes.length + i]!, lang)),
  ];
  const pages: PagesRead = {
    variants: totals.flatMap((total) => total.variants),
    files: new Set(reports.flatMap((r) => [r.file, r.data])),
  };
  return { reports, workers: pool.length, pages };
}
