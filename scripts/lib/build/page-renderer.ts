/**
 * The second half of the prerender: a page resolved by the build's thread (prerender.ts) is
 * rendered, written and measured here, in the build's own thread on a small site or in a worker
 * thread (prerender-worker.ts). A renderer holds no site: what a page needs of it (its route
 * data, its language's layout, the head around it) comes worked out with the page, so a thread's
 * memory does not grow with the size of the site, and nothing of a page is kept once its files
 * are written but its report.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { dataFileFor } from '../../../src/content/paths';
import type { LayoutData } from '../../../src/content/layout-data';
import type { ResolvedPage, RouteData } from '../../../src/content/route-data';
import type { SiteLanguage } from '../../../src/base/languages';
import type { InitialData } from '../../../src/render/page-data';
import { dataRefs, fillShell, type PageShell } from '../html';
import { withSectionCode } from '../section-preloads';
import { inlineStyles, styleElements } from '../headers';
import { withPageStyles } from './page-css';
import { pageMeasurer, type RouteSize } from '../first-render';
import { unaskedTypes } from '../../../src/render/hydration-plan';
import { VARIANT_ADDRESS } from '../images/addresses';
import { Stopwatch, type StageMs } from './timings';

type RenderRoute = (url: string, data: InitialData) => Promise<string>;

export interface RouteReport {
  path: string;
  kind: string;
  /** The HTML file written, relative to the output folder. */
  file: string;
  /** The route data file written, relative to the output folder. */
  data: string;
  size: RouteSize;
}

/** What every renderer of a build is given once. */
export interface RendererSetup {
  dist: string;
  ssrEntry: string;
  /** index.html as Vite wrote it, with its markers. */
  template: string;
  /** What every page of a language shares, sent once instead of with each page, as JSON. */
  layouts: Partial<Record<SiteLanguage, string>>;
}

/**
 * One page, as the build's thread hands it over. Its data travels as the JSON its data file
 * holds: route data may be read through the localized site's proxies, which JSON reads and a
 * thread's message cannot carry, and the file is written from it as it is.
 */
export type PageJob = {
  path: string;
  kind: string;
  /** The HTML file to write, relative to the output folder. */
  file: string;
  /** The route data as JSON (for the not-found page, the page itself, as the dev server serves it). */
  json: string;
} & (
  | { lang: SiteLanguage; shell: PageShell }
  /** A page that needs no rendering: an alias's redirect. */
  | { html: string }
);

/** What a renderer found in all its pages, asked for once at the end. */
export interface RendererTotals {
  /** Every distinct inline style value in the pages, for the CSP's hashes. */
  styles: string[];
  /** Every distinct <style> element's text in the pages, for the CSP's hashes. */
  styleSheets: string[];
  /** The image variant addresses the pages and their route data ask for. */
  variants: string[];
  ms: StageMs;
}

export interface PageRenderer {
  render(job: PageJob): Promise<RouteReport>;
  totals(): RendererTotals;
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

export async function pageRenderer(setup: RendererSetup): Promise<PageRenderer> {
  const { dist, template } = setup;
  const layouts = new Map(
    Object.entries(setup.layouts).map(([lang, json]) => [lang, JSON.parse(json!) as LayoutData]),
  );
  const watch = new Stopwatch(false);
  const { renderRoute } = (await import(pathToFileURL(setup.ssrEntry).href)) as {
    renderRoute: RenderRoute;
  };
  const write = writer(dist, watch);
  const measure = pageMeasurer(dist);
  const styles = new Set<string>();
  const styleSheets = new Set<string>();
  const variants = new Set<string>();

  const renderPage = async (
    path: string,
    route: RouteData,
    lang: SiteLanguage,
    shell: PageShell,
    notFound: boolean,
  ) => {
    const started = performance.now();
    try {
      const layout = layouts.get(lang);
      if (!layout) throw new Error(`no layout was given for the language "${lang}"`);
      const data: InitialData = { layout, route };
      const app = await renderRoute(path, data);
      const html = fillShell(template, shell, dataRefs(path, notFound), app);
      return withPageStyles(withSectionCode(html, dist, route));
    } catch (error) {
      throw new Error(
        `Prerendering ${path} failed: ${error instanceof Error ? error.stack : String(error)}`,
      );
    } finally {
      watch.add('render', performance.now() - started);
    }
  };

  return {
    async render(job) {
      const { path, kind, file, json } = job;
      const parsed = JSON.parse(json) as RouteData | ResolvedPage;
      const route: RouteData =
        kind === 'not-found'
          ? { kind: 'page', page: parsed as ResolvedPage }
          : (parsed as RouteData);
      const html =
        'html' in job
          ? job.html
          : await renderPage(path, route, job.lang, job.shell, kind === 'not-found');
      const dataFile = dataFileFor(path).slice(1);
      write(file, html);
      write(dataFile, json);
      for (const style of inlineStyles(html)) styles.add(style);
      for (const sheet of styleElements(html)) styleSheets.add(sheet);
      for (const text of [html, json])
        for (const [address] of text.matchAll(VARIANT_ADDRESS)) variants.add(address);
      const types = unaskedTypes(route);
      return { path, kind, file, data: dataFile, size: measure(path, html, types) };
    },
    totals: () => ({
      styles: [...styles],
      styleSheets: [...styleSheets],
      variants: [...variants],
      ms: watch.ms,
    }),
  };
}
