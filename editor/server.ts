import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { ROOT } from '../scripts/lib/site-file';
import type { Person } from './git/types';
import { createApi, send } from './http/api';
import { checkApiRequest, checkHost, type Admission } from './http/guard';
import { isBuilt, serveBuilt } from './http/files';
import { PREVIEW_HEADERS, SECURITY_HEADERS, setHeaders } from './http/headers';
import { ownHosts } from '../scripts/lib/loopback';
import { EditorStartRefused, Refusal } from './refusal';
import { openAccess } from './accounts/open';
import { signedInAccount } from './accounts/signed-in';
import { ensureEditorBuild } from './build/build';
import { editorRoutes, routeFor, type Handler, type Route } from './routes';

export interface EditorOptions {
  /** The site.json to edit. */
  file: string;
  port: number;
  /** The address to listen on: 127.0.0.1 by default; beyond loopback only with accounts. */
  host?: string;
  /** Where accounts are kept (default: .editor/accounts.json beside the site file). */
  accountsFile?: string;
  /** The address people open the editor at through a reverse proxy, like https://edit.example.org. */
  publicOrigin?: string;
  /** A reverse proxy in front: believe its X-Forwarded-Proto and X-Forwarded-For. */
  trustProxy?: boolean;
  /** Folder of the site's images (public/). */
  publicDir?: string;
  /** The largest request body accepted, in bytes. */
  maxBodyBytes?: number;
  /**
   * Who a publish is authored by: by default the signed-in person; without accounts, the local
   * git identity.
   */
  author?: (req: IncomingMessage) => Person | undefined;
  /** The live site's address, asked after a publish whether it is out (default: site.json's `url`). */
  liveUrl?: string;
}

export interface RunningEditor {
  url: string;
  close(): Promise<void>;
}

export { EditorStartRefused };

/** What serves the editor's page, its preview and their code: the build, or Vite (edit:dev). */
export interface FrontEnd {
  /** The page's HTML as served, before the token goes in. */
  html(name: 'index' | 'preview', req: IncomingMessage): Promise<string>;
  /** Its own files (the build's assets), taken before any other route. */
  routes: Route[];
  /** For what no route takes: Vite's modules, in development only. */
  fallback?: Handler;
  /** The headers every answer starts from, and those the preview page replaces them with. */
  headers: { every: Record<string, string>; preview: Record<string, string> };
  close(): Promise<void>;
}

function portOf(server: Server): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * The editor's server over one site.json, with the front end `frontEnd` makes: one route table
 * (routes.ts), every request first checked for its Host, then for a session where one is
 * needed; an API call must come from the editor's own page, and a change carry its token.
 */
export async function serveEditor(
  options: EditorOptions,
  frontEnd: (http: Server) => Promise<FrontEnd>,
): Promise<RunningEditor> {
  const host = options.host ?? '127.0.0.1';
  const file = resolve(options.file);
  const { access, hosts, origins } = await openAccess({ ...options, file, host });
  const publicDir = options.publicDir ?? join(ROOT, 'public');
  const api = await createApi({
    file,
    publicDir,
    ...(options.maxBodyBytes ? { maxBodyBytes: options.maxBodyBytes } : {}),
    // A publish is authored by whoever is signed in; a test may name someone else.
    author: options.author ?? signedInAccount,
    liveUrl: options.liveUrl,
  });
  const http = createServer();
  const front = await frontEnd(http);

  // The port is known once listening (0 asks for a free one); the answer is the same all along.
  const admission = (req: IncomingMessage): Admission => ({
    hosts: new Set([...ownHosts(host, portOf(http)), ...hosts]),
    token: access.tokenOf(req),
    origins,
  });
  const page =
    (name: 'index' | 'preview'): Handler =>
    async (req, res) => {
      const html = await front.html(name, req);
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        ...(name === 'preview' ? front.headers.preview : {}),
      });
      // Only the editor's page sends changes: the token goes there, and nowhere else.
      if (name === 'preview') return void res.end(html);
      const token = `  <meta name="editor-token" content="${access.tokenOf(req)}" />\n  </head>`;
      res.end(html.replace('</head>', token));
    };
  const routes = [...front.routes, ...editorRoutes({ api, access, publicDir, admission, page })];

  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    setHeaders(res, front.headers.every);
    const answer = async () => {
      checkHost(req, admission(req));
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      let route: Route;
      try {
        route = routeFor(routes, req.method, path);
      } catch (refusal) {
        if (!(refusal instanceof Refusal && refusal.status === 404 && front.fallback))
          throw refusal;
        return access.admit(req, res) && front.fallback(req, res);
      }
      if (!route.open && !access.admit(req, res)) return;
      if (route.api) checkApiRequest(req, admission(req), route.api);
      await route.handler(req, res);
    };
    answer().catch((error: unknown) => {
      if (res.headersSent) return void res.end();
      if (error instanceof Refusal) {
        // An oversized body is not read on: the connection closes once the answer is out. (Node
        // reads and drops the rest of any other refused body, so the browser sees the answer.)
        if (error.status === 413) res.setHeader('connection', 'close');
        return send(res, error.status, { error: error.message }, error.headers);
      }
      send(res, 500, { error: error instanceof Error ? error.message : String(error) });
    });
  });

  await new Promise<void>((done, fail) => {
    http.once('error', fail);
    http.listen(options.port, host, () => done());
  });
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shown}:${portOf(http)}/`,
    async close() {
      api.close();
      await front.close();
      http.closeAllConnections();
      await new Promise<void>((done) => http.close(() => done()));
    },
  };
}

/**
 * The editor as `npm run edit` serves it: its page and preview built once into hashed files
 * (editor/build/: rebuilt only when their sources change) and served as they are; no module is
 * transformed at run time.
 */
export async function startEditor(options: EditorOptions): Promise<RunningEditor> {
  return serveEditor(options, async () => {
    const { dir } = await ensureEditorBuild();
    const read = (name: string) => readFile(join(dir, `${name}.html`), 'utf8');
    const pages = { index: await read('index'), preview: await read('preview') };
    return {
      html: async (name) => pages[name],
      routes: [
        {
          method: 'GET',
          path: isBuilt,
          handler: (req, res) => serveBuilt(req, res, dir),
        },
      ],
      headers: { every: SECURITY_HEADERS, preview: PREVIEW_HEADERS },
      close: async () => {},
    };
  });
}
