import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { join, resolve } from 'node:path';
import { createServer as createViteServer, type Plugin, type ViteDevServer } from 'vite';
import { ROOT } from '../scripts/lib/site-file';
import type { Person } from './git/types';
import { createApi, send } from './http/api';
import { checkApiRequest, checkHost, ownOrigin, type Admission } from './http/guard';
import { IMAGE_CACHE, imageVariantsPlugin } from '../scripts/lib/images/variants';
import { ownHosts } from './http/loopback';
import { EditorStartRefused, Refusal } from './refusal';
import { openAccess } from './accounts/open';
import { signedInAccount } from './accounts/signed-in';

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

/** Gives the session token to the editor's own page, and to nothing a page elsewhere can read. */
function tokenInPage(token: string): Plugin {
  return {
    name: 'editor-session-token',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'editor-token', content: token }, injectTo: 'head' },
    ],
  };
}

function portOf(server: Server): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

function refuse(res: ServerResponse, refusal: Refusal) {
  send(res, refusal.status, { error: refusal.message }, refusal.headers);
}

/**
 * The editor: its UI and the preview through Vite (middleware mode), and a small JSON API over
 * one site.json. It listens on this machine only and answers only requests addressed to it by
 * its own name; anything that changes the file must come from its own page with this session's
 * token.
 */
export async function startEditor(options: EditorOptions): Promise<RunningEditor> {
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
  const token = randomBytes(32).toString('base64url');

  const http = createServer();
  const vite: ViteDevServer = await createViteServer({
    configFile: join(import.meta.dirname, 'vite.config.ts'),
    configLoader: 'runner',
    logLevel: 'warn',
    // The preview shows this editor's public/ (uploads included) and its photos' variants.
    publicDir,
    plugins: [tokenInPage(token), imageVariantsPlugin(publicDir, join(ROOT, IMAGE_CACHE))],
    server: { middlewareMode: true, ws: { server: http } },
  });

  // The port is known once listening (0 asks for a free one); the answer is the same all along.
  const admission = (): Admission => ({
    hosts: new Set([...ownHosts(host, portOf(http)), ...hosts]),
    token,
    origins,
  });
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const route = /^\/api\/([a-z]+)$/.exec(url.pathname)?.[1];
    const answer = async () => {
      checkHost(req, admission());
      if (await access.admit(req, res, admission())) return;
      if (route === undefined) return vite.middlewares(req, res);
      checkApiRequest(req, admission(), route);
      if (route === 'account') return send(res, 200, { account: signedInAccount(req) ?? null });
      return api.handle(req, res, route);
    };
    answer().catch((error: unknown) => {
      if (res.headersSent) return void res.end();
      if (error instanceof Refusal) {
        // An oversized body is not read on: the connection closes once the answer is out. (Node
        // reads and drops the rest of any other refused body, so the browser sees the answer.)
        if (error.status === 413) res.setHeader('connection', 'close');
        return refuse(res, error);
      }
      send(res, 500, { error: error instanceof Error ? error.message : String(error) });
    });
  });
  // Vite's hot-update socket is checked like any request before Vite sees it.
  const upgrades = http.listeners('upgrade') as ((...args: unknown[]) => void)[];
  http.removeAllListeners('upgrade');
  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    try {
      checkHost(req, admission());
      const origin = req.headers.origin;
      if (origin !== undefined && origin !== ownOrigin(req, admission()))
        throw new Refusal(403, 'Cross-origin socket.');
      if (!access.allowsSocket(req)) throw new Refusal(401, 'Not signed in.');
    } catch (error) {
      const status = error instanceof Refusal ? error.status : 400;
      socket.end(`HTTP/1.1 ${status} Refused\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
      return;
    }
    for (const listener of upgrades) listener.call(http, req, socket, head);
  });

  await new Promise<void>((done, fail) => {
    http.once('error', fail);
    http.listen(options.port, host, () => done());
  });
  const port = portOf(http);
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shown}:${port}/`,
    async close() {
      api.close();
      await vite.close();
      http.closeAllConnections();
      await new Promise<void>((done) => http.close(() => done()));
    },
  };
}
