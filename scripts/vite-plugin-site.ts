import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Plugin, ViteDevServer } from 'vite';
import { formatProblem, type CheckResult, type LocatedProblem } from '../src/content/check';
import type { RouteData } from '../src/content/route-data';
import { ALL_LANGUAGES, routeIn, splitLanguage } from '../src/base/languages';
import { layoutIn, resolveLocalizedNotFound, resolveLocalizedRoute } from '../src/content/versions';
import { routeOf } from '../src/content/paths';
import type { Site } from '../src/schema/site';
import { escapeHtml } from '../src/seo/head';
import { dataRefs, fillTemplate } from './lib/html';
import { BUILD_CHECKS_SITE_JSON, checkSiteFile, SITE_FILE, siteFileName } from './lib/site-file';
import { feedPath, robots, rss, sitemap } from './lib/feeds';

/** How long a save must stay unchanged before it is read as complete. */
const SETTLE_MS = 60;
/**
 * A save that does not parse right after a change may be one still being written (editors and
 * scripts that write in pieces): it is shown only if it is still the same this long after.
 */
const SYNTAX_GRACE_MS = 700;

function notFoundRoute(site: Site, path: string): RouteData {
  return { kind: 'page', page: resolveLocalizedNotFound(site, splitLanguage(path).lang) };
}

const read = () => {
  try {
    return readFileSync(SITE_FILE, 'utf8');
  } catch {
    return ''; // Replaced by a rename, or deleted: the next change event reads it again.
  }
};

/** Reads the file once it has stopped changing. */
async function settledText(isStale: () => boolean): Promise<string | undefined> {
  let text = read();
  for (;;) {
    await sleep(SETTLE_MS);
    if (isStale()) return undefined;
    const again = read();
    if (again === text) return text;
    text = again;
  }
}

/** A page that lists the problems, served while no valid site.json has been read yet. */
function problemsPage(problems: LocatedProblem[]): string {
  const errorsFirst = [...problems].sort(
    (a, b) => Number(a.severity === 'warning') - Number(b.severity === 'warning'),
  );
  const items = errorsFirst.map(
    (p) => `<li class="${p.severity}"><code>${escapeHtml(formatProblem(p))}</code></li>`,
  );
  const errors = problems.filter((p) => p.severity === 'error').length;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>site.json has errors</title>
    <style>
      body { font: 1rem/1.5 system-ui, sans-serif; color: #1b2a3a; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; }
      h1 { color: #0b2545; }
      ul { padding: 0; list-style: none; }
      li { margin: 0 0 0.75rem; padding: 0.5rem 0.75rem; border-left: 4px solid #b42318; background: #fdf3f2; }
      li.warning { border-color: #8a6100; background: #fdf8ec; }
      code { white-space: pre-wrap; overflow-wrap: anywhere; }
    </style>
  </head>
  <body>
    <main>
      <h1>site.json has errors</h1>
      <p>${errors} error${errors === 1 ? '' : 's'} to fix. Save the file when they are fixed: this page then shows the site by itself.</p>
      <ul>${items.join('')}</ul>
    </main>
  </body>
</html>`;
}

/**
 * Connects site.json to Vite. A build checks it, unless `npm run build` runs it (which checks it
 * itself). The dev
 * server checks every complete save once: a valid one is swapped in without a reload (and
 * closes the error display); an invalid one shows its located problems in the overlay while the
 * last valid site stays up. Started on an invalid file, it serves a page listing the problems.
 */
export function sitePlugin(): Plugin {
  let current: Site | undefined;
  let problems: LocatedProblem[] = [];
  let server: ViteDevServer | undefined;
  let generation = 0;

  const errorPayload = () => ({
    type: 'error' as const,
    err: {
      message: `${siteFileName()} has errors${current ? '; showing the last valid version' : ''}.\n\n${problems
        .filter((p) => p.severity === 'error')
        .map(formatProblem)
        .join('\n')}`,
      stack: '',
      plugin: 'site-json',
      id: SITE_FILE,
    },
  });

  const apply = (result: CheckResult) => {
    problems = result.problems;
    if (problems.length > 0)
      server?.config.logger.warn(problems.map(formatProblem).join('\n'), { timestamp: true });
    if (!result.site) return server?.ws.send(errorPayload());
    const wasBroken = current === undefined;
    current = result.site;
    server?.config.logger.info(`${siteFileName()} updated`, { timestamp: true });
    server?.ws.send(wasBroken ? { type: 'full-reload' } : { type: 'custom', event: 'site:update' });
  };

  const onChange = async () => {
    const mine = ++generation;
    const isStale = () => mine !== generation;
    let text = await settledText(isStale);
    if (text === undefined) return;
    let result = checkSiteFile(siteFileName(), text);
    if (result.problems.some((p) => p.path === '(syntax)')) {
      await sleep(SYNTAX_GRACE_MS);
      if (isStale()) return;
      const again = await settledText(isStale);
      if (again === undefined) return;
      if (again !== text) {
        text = again;
        result = checkSiteFile(siteFileName(), text);
      }
    }
    if (!isStale()) apply(result);
  };

  return {
    name: 'site-json',
    buildStart() {
      // npm run build checks the file itself, right after its bundles are made (bundle.ts).
      if (server || process.env[BUILD_CHECKS_SITE_JSON]) return;
      const { site, problems: found } = checkSiteFile(
        siteFileName(),
        readFileSync(SITE_FILE, 'utf8'),
      );
      if (!site)
        this.error(`${siteFileName()} is invalid:\n${found.map(formatProblem).join('\n')}`);
    },
    configureServer(devServer) {
      server = devServer;
      const text = read();
      const first = checkSiteFile(siteFileName(), text);
      problems = first.problems;
      current = first.site;
      if (problems.length > 0)
        devServer.config.logger.warn(problems.map(formatProblem).join('\n'), { timestamp: true });
      devServer.watcher.add(SITE_FILE);
      devServer.watcher.on('change', (file) => file === SITE_FILE && void onChange());
      devServer.watcher.on('add', (file) => file === SITE_FILE && void onChange());
      // A page opened while the file is broken shows the problems at once.
      devServer.ws.on('connection', () => {
        if (problems.some((p) => p.severity === 'error')) devServer.ws.send(errorPayload());
      });
      devServer.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const generated: Record<string, [string, (site: Site) => string]> = {
          '/sitemap.xml': ['application/xml', sitemap],
          '/robots.txt': ['text/plain', robots],
          ...Object.fromEntries(
            ALL_LANGUAGES.map((lang) => [
              feedPath(lang),
              ['application/rss+xml', (site: Site) => rss(site, lang)],
            ]),
          ),
        };
        const file = generated[url.pathname];
        if (file && current) {
          res.setHeader('content-type', `${file[0]}; charset=utf-8`);
          return res.end(file[1](current));
        }
        const match = /^\/_data(\/.*)\.json$/.exec(url.pathname);
        if (!match || !current) return next();
        const path = match[1] === '/index' ? '/' : (match[1] ?? '/');
        const { lang, base } = splitLanguage(path);
        const data =
          base === '/_layout'
            ? layoutIn(current, lang)
            : path === routeIn(lang, '/404')
              ? resolveLocalizedNotFound(current, lang)
              : resolveLocalizedRoute(current, path);
        res.setHeader('content-type', 'application/json');
        res.statusCode = data ? 200 : 404;
        res.end(JSON.stringify(data ?? { error: 'not found' }));
      });
    },
    handleHotUpdate({ file }) {
      // site.json is not a module: the watcher above handles it without a full reload.
      if (file === SITE_FILE) return [];
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        if (!server) return html;
        if (!current) return problemsPage(problems);
        const path = routeOf(new URL(ctx.originalUrl ?? ctx.path, 'http://localhost').pathname);
        const found = resolveLocalizedRoute(current, path);
        const route = found ?? notFoundRoute(current, path);
        const head = route.kind === 'page' ? route.page.head : [];
        const { lang } = splitLanguage(path);
        return fillTemplate(html, current, head, lang, dataRefs(path, !found));
      },
    },
  };
}
