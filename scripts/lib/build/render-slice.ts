/**
 * One slice of the prerender: the pages of some routes, each resolved, rendered, written and
 * measured, then dropped, so no thread holds every page's HTML. A worker thread runs one slice
 * (prerender-worker.ts); a one-core machine runs the only slice in the build's own thread.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { dataFileFor, htmlFileFor } from '../../../src/content/paths';
import { DEFAULT_LANGUAGE, splitLanguage, type SiteLanguage } from '../../../src/i18n/languages';
import { siteIn } from '../../../src/i18n/localize';
import { resolveLocalizedNotFound, resolveLocalizedRoute } from '../../../src/i18n/versions';
import type { ResolvedPage, RouteData } from '../../../src/content/route-data';
import type { Site } from '../../../src/schema/site';
import { fillTemplate, initialData, redirectHtml } from '../html';
import { withSectionCode } from '../section-preloads';
import { inlineStyles } from '../headers';
import { pageMeasurer, type RouteSize } from '../first-render';
import { feedChannel, feedItem, inFeed, noindexPaths, sitemapUrl } from '../feeds';
import { VARIANT_ADDRESS } from '../images/addresses';
import { Stopwatch, type StageMs } from './timings';

type RenderRoute = (url: string, data: ReturnType<typeof initialData>) => Promise<string>;

export interface RouteReport {
  path: string;
  kind: string;
  /** The HTML file written, relative to the output folder. */
  file: string;
  /** The route data file written, relative to the output folder. */
  data: string;
  size: RouteSize;
}

export interface SliceJob {
  dist: string;
  ssrEntry: string;
  template: string;
  site: Site;
  /** `post`: the post's index in the blog, for its feed item; `page`: the page's index. */
  routes: { path: string; kind: string; lang: SiteLanguage; post?: number; page?: number }[];
  /** The languages whose not-found page this slice renders. */
  notFound: SiteLanguage[];
}

export interface SliceResult {
  reports: RouteReport[];
  notFound: Partial<Record<SiteLanguage, RouteReport>>;
  /** Every distinct inline style value in the slice's pages, for the CSP's hashes. */
  styles: string[];
  /** The image variant addresses the slice's pages and route data ask for. */
  variants: string[];
  /** Each indexable route's sitemap entry, by `<lang> <English path>`. */
  sitemap: [string, string][];
  /** The feed items of the posts published in their language, in blog order. */
  feedItems: { lang: SiteLanguage; date: string; xml: string }[];
  /** Each feed's channel, from the slice that renders that language's not-found page. */
  feeds: Partial<Record<SiteLanguage, ReturnType<typeof feedChannel>>>;
  ms: StageMs;
}

/** Writes files, making each folder once (a mkdir per file is a syscall per file). */
function writer(dist: string, watch: Stopwatch) {
  const made = new Set<string>();
  return (file: string, content: string) =>
    watch.time('write', () => {
      const target = join(dist, file);
      const folder = dirname(target);
      if (!made.has(folder)) {
        mkdirSync(folder, { recursive: true });
        made.add(folder);
      }
      writeFileSync(target, content);
    });
}

export async function renderSlice(job: SliceJob): Promise<SliceResult> {
  const { dist, site, template } = job;
  const watch = new Stopwatch(false);
  const { renderRoute } = (await import(pathToFileURL(job.ssrEntry).href)) as {
    renderRoute: RenderRoute;
  };
  const write = writer(dist, watch);
  const measure = pageMeasurer(dist);
  const styles = new Set<string>();
  const variants = new Set<string>();
  const noindex = noindexPaths(site);
  const sitemap: SliceResult['sitemap'] = [];
  const feedItems: SliceResult['feedItems'] = [];

  const renderPage = async (path: string, route: RouteData, lang: SiteLanguage) => {
    if (route.kind !== 'page') throw new Error('renderPage takes a page');
    const started = performance.now();
    try {
      const data = initialData(site, route, lang);
      const app = await renderRoute(path, data);
      return withSectionCode(fillTemplate(template, site, route.page.head, data, app), dist, route);
    } catch (error) {
      throw new Error(
        `Prerendering ${path} failed: ${error instanceof Error ? error.stack : String(error)}`,
      );
    } finally {
      watch.add('render', performance.now() - started);
    }
  };
  const page = (
    path: string,
    kind: string,
    file: string,
    html: string,
    data: unknown,
    shown?: ResolvedPage,
  ) => {
    const json = JSON.stringify(data);
    const dataFile = dataFileFor(path).slice(1);
    write(file, html);
    write(dataFile, json);
    for (const style of inlineStyles(html)) styles.add(style);
    for (const text of [html, json])
      for (const [address] of text.matchAll(VARIANT_ADDRESS)) variants.add(address);
    const types = shown?.sections.map((section) => section.type) ?? [];
    return { path, kind, file, data: dataFile, size: measure(path, html, types) };
  };
  // The feeds and the sitemap ask what resolving the route has just decided (and cached).
  const listings = (entry: SliceJob['routes'][number]) =>
    watch.time('files', () => {
      const { base } = splitLanguage(entry.path);
      if (entry.kind === 'alias' || noindex.has(base)) return;
      const url = sitemapUrl(site, entry.lang, base);
      if (url) sitemap.push([`${entry.lang} ${base}`, url]);
      const post =
        entry.post === undefined ? undefined : siteIn(site, entry.lang).blog.posts[entry.post];
      if (post && inFeed(site, entry.lang, post.slug))
        feedItems.push({
          lang: entry.lang,
          date: post.date,
          xml: feedItem(site, entry.lang, post),
        });
    });

  const reports: RouteReport[] = [];
  for (const entry of job.routes) {
    const route = watch.time('resolve', () => resolveLocalizedRoute(site, entry.path));
    if (!route) throw new Error(`listRoutes gave ${entry.path}, which does not resolve`);
    const html =
      route.kind === 'page'
        ? await renderPage(entry.path, route, entry.lang)
        : redirectHtml(site, route.to);
    const shown = route.kind === 'page' ? route.page : undefined;
    reports.push(page(entry.path, entry.kind, htmlFileFor(entry.path), html, route, shown));
    listings(entry);
  }

  // Static hosts serve the nearest 404.html for an unknown address: hi/404.html below /hi/.
  const notFound: SliceResult['notFound'] = {};
  const feeds: SliceResult['feeds'] = {};
  for (const lang of job.notFound) {
    const found = watch.time('resolve', () => resolveLocalizedNotFound(site, lang));
    const html = await renderPage(found.path, { kind: 'page', page: found }, lang);
    const label = lang === DEFAULT_LANGUAGE ? '(404)' : `(404 ${lang})`;
    const file = `${found.path.slice(1)}.html`;
    const report = page(found.path, 'not-found', file, html, found, found);
    notFound[lang] = { ...report, path: label, size: { ...report.size, route: label } };
    feeds[lang] = watch.time('files', () => feedChannel(site, lang));
  }
  return {
    reports,
    notFound,
    styles: [...styles],
    variants: [...variants],
    sitemap,
    feedItems,
    feeds,
    ms: watch.ms,
  };
}
