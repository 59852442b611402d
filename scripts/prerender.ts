/**
 * Writes every route of site.json as static HTML plus its JSON data, the 404 page, the
 * sitemap, robots.txt, the blog feed and _redirects, into dist/ (after the Vite builds).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { listRoutes } from '../src/content/routes';
import { resolveNotFound, resolveRoute } from '../src/content/route-data';
import { dataFileFor, htmlFileFor } from '../src/content/paths';
import type { Site } from '../src/schema/site';
import { fillTemplate, initialData, redirectHtml } from './lib/html';
import { robots, rss, sitemap } from './lib/feeds';
import { headersFile, inlineStyles } from './lib/headers';

type RenderRoute = (url: string, data: ReturnType<typeof initialData>) => Promise<string>;

export interface RouteReport {
  path: string;
  kind: string;
}

function write(dist: string, file: string, content: string) {
  const target = join(dist, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
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
  ) => {
    if (route.kind !== 'page') throw new Error('renderPage takes a page');
    try {
      const app = await renderRoute(url, initialData(site, route));
      return fillTemplate(template, site, route.page.head, initialData(site, route), app);
    } catch (error) {
      throw new Error(
        `Prerendering ${path} failed: ${error instanceof Error ? error.stack : String(error)}`,
      );
    }
  };

  for (const entry of listRoutes(site)) {
    const route = resolveRoute(site, entry.path);
    if (!route) throw new Error(`listRoutes gave ${entry.path}, which does not resolve`);
    const data = JSON.stringify(route);
    const html =
      route.kind === 'page'
        ? await renderPage(entry.path, entry.path, route)
        : redirectHtml(site, route.to);
    write(dist, htmlFileFor(entry.path), html);
    for (const style of inlineStyles(html)) styleValues.add(style);
    write(dist, dataFileFor(entry.path).slice(1), data);
    reports.push({ path: entry.path, kind: entry.kind });
  }

  const notFound = resolveNotFound(site);
  const notFoundHtml = await renderPage('/404', '/404', { kind: 'page', page: notFound });
  write(dist, '404.html', notFoundHtml);
  for (const style of inlineStyles(notFoundHtml)) styleValues.add(style);
  write(dist, '_data/404.json', JSON.stringify(notFound));
  reports.push({ path: '(404)', kind: 'not-found' });

  write(dist, '_headers', headersFile(site, styleValues));
  write(dist, 'sitemap.xml', sitemap(site));
  write(dist, 'robots.txt', robots(site));
  write(dist, 'rss.xml', rss(site));
  write(
    dist,
    '_redirects',
    site.aliases.map((a) => `${a.from} ${a.to} 301`).join('\n') + (site.aliases.length ? '\n' : ''),
  );
  return reports;
}
