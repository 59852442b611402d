/**
 * Writes every route of site.json as static HTML plus its JSON data, the 404 page, the
 * sitemap, robots.txt, the blog feed of each language and _redirects, into dist/ (after the Vite builds).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { dataFileFor, htmlFileFor } from '../src/content/paths';
import {
  DEFAULT_LANGUAGE,
  TRANSLATED_LANGUAGES,
  hrefIn,
  type SiteLanguage,
  ALL_LANGUAGES,
} from '../src/i18n/languages';
import {
  listLocalizedRoutes,
  resolveLocalizedNotFound,
  resolveLocalizedRoute,
} from '../src/i18n/versions';
import type { Site } from '../src/schema/site';
import { fillTemplate, initialData, redirectHtml } from './lib/html';
import { feedPath, robots, rss, sitemap } from './lib/feeds';
import { headersFile, inlineStyles } from './lib/headers';
import { withSectionCode } from './lib/section-preloads';

type RenderRoute = (url: string, data: ReturnType<typeof initialData>) => Promise<string>;

export interface RouteReport {
  path: string;
  kind: string;
  /** The HTML file written, relative to the output folder. */
  file: string;
}

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
): Promise<RouteReport[]> {
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const { renderRoute } = (await import(pathToFileURL(ssrEntry).href)) as {
    renderRoute: RenderRoute;
  };
  rmSync(join(dist, '_data'), { recursive: true, force: true });

  const reports: RouteReport[] = [];
  const styleValues = new Set<string>();
  const renderPage = async (
    path: string,
    url: string,
    route: Parameters<typeof initialData>[1],
    lang: SiteLanguage,
  ) => {
    if (route.kind !== 'page') throw new Error('renderPage takes a page');
    try {
      const data = initialData(site, route, lang);
      const app = await renderRoute(url, data);
      return withSectionCode(fillTemplate(template, site, route.page.head, data, app), dist, route);
    } catch (error) {
      throw new Error(
        `Prerendering ${path} failed: ${error instanceof Error ? error.stack : String(error)}`,
      );
    }
  };

  for (const entry of listLocalizedRoutes(site)) {
    const route = resolveLocalizedRoute(site, entry.path);
    if (!route) throw new Error(`listRoutes gave ${entry.path}, which does not resolve`);
    const data = JSON.stringify(route);
    const html =
      route.kind === 'page'
        ? await renderPage(entry.path, entry.path, route, entry.lang)
        : redirectHtml(site, route.to);
    write(dist, htmlFileFor(entry.path), html);
    for (const style of inlineStyles(html)) styleValues.add(style);
    write(dist, dataFileFor(entry.path).slice(1), data);
    reports.push({ path: entry.path, kind: entry.kind, file: htmlFileFor(entry.path) });
  }

  // Static hosts serve the nearest 404.html for an unknown address: hi/404.html below /hi/.
  for (const lang of ALL_LANGUAGES) {
    const notFound = resolveLocalizedNotFound(site, lang);
    const page = { kind: 'page' as const, page: notFound };
    const notFoundHtml = await renderPage(notFound.path, notFound.path, page, lang);
    write(dist, `${notFound.path.slice(1)}.html`, notFoundHtml);
    for (const style of inlineStyles(notFoundHtml)) styleValues.add(style);
    write(dist, dataFileFor(notFound.path).slice(1), JSON.stringify(notFound));
    reports.push({
      path: lang === DEFAULT_LANGUAGE ? '(404)' : `(404 ${lang})`,
      kind: 'not-found',
      file: `${notFound.path.slice(1)}.html`,
    });
  }

  write(dist, '_headers', headersFile(site, styleValues));
  write(dist, 'sitemap.xml', sitemap(site));
  write(dist, 'robots.txt', robots(site));
  for (const lang of ALL_LANGUAGES) write(dist, feedPath(lang).slice(1), rss(site, lang));
  write(dist, '_redirects', redirectsFile(site));
  return reports;
}
