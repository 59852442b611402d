import { readFileSync } from 'node:fs';
import type { Plugin, ViteDevServer } from 'vite';
import { resolveLayout } from '../src/content/layout-data';
import { resolveNotFound, resolveRoute, type RouteData } from '../src/content/route-data';
import { routeOf } from '../src/content/paths';
import { formatProblem } from '../src/content/validate-source';
import type { Site } from '../src/schema/site';
import { fillTemplate, initialData } from './lib/html';
import { loadSiteFile, SITE_FILE } from './lib/site-file';

function load(): { site?: Site; report: string } {
  const { site, problems } = loadSiteFile('site.json', readFileSync(SITE_FILE, 'utf8'));
  return { site, report: problems.map(formatProblem).join('\n') };
}

function routeFor(site: Site, path: string): RouteData {
  return resolveRoute(site, path) ?? { kind: 'page', page: resolveNotFound(site, path) };
}

/**
 * Connects site.json to Vite: the build fails on an invalid site.json with every located
 * problem; the dev server serves each route's data from memory, shows errors in the overlay,
 * and keeps the last valid site up while an edit is broken.
 */
export function sitePlugin(): Plugin {
  let current: Site | undefined;
  let server: ViteDevServer | undefined;

  const reload = () => {
    const { site, report } = load();
    if (report) server?.config.logger.warn(report, { timestamp: true });
    if (site) {
      current = site;
      server?.ws.send({ type: 'custom', event: 'site:update' });
    } else {
      server?.ws.send({
        type: 'error',
        err: {
          message: `site.json has errors; showing the last valid version.\n\n${report}`,
          stack: '',
          plugin: 'site-json',
          id: SITE_FILE,
        },
      });
    }
  };

  return {
    name: 'site-json',
    buildStart() {
      if (server) return;
      const { site, report } = load();
      if (!site) this.error(`site.json is invalid:\n${report}`);
    },
    configureServer(devServer) {
      server = devServer;
      const { site, report } = load();
      if (!site) throw new Error(`site.json is invalid:\n${report}`);
      current = site;
      devServer.watcher.add(SITE_FILE);
      devServer.watcher.on('change', (file) => file === SITE_FILE && reload());
      devServer.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const match = /^\/_data(\/.*)\.json$/.exec(url.pathname);
        if (!match || !current) return next();
        const path = match[1] === '/index' ? '/' : (match[1] ?? '/');
        const data =
          path === '/_layout'
            ? resolveLayout(current)
            : path === '/404'
              ? resolveNotFound(current)
              : resolveRoute(current, path);
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
        if (!server || !current) return html;
        const path = routeOf(new URL(ctx.originalUrl ?? ctx.path, 'http://localhost').pathname);
        const route = routeFor(current, path);
        const head = route.kind === 'page' ? route.page.head : [];
        return fillTemplate(html, current, head, initialData(current, route));
      },
    },
  };
}
