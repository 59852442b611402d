/**
 * `npm run edit:dev`: the editor with its page and preview served by Vite's development server
 * (middleware mode), for working on the editor's own code: each module transformed when asked
 * for and replaced in place when saved. Vite serves the repository's files by design (`/@fs/`),
 * so this one listens on this machine only, and never where accounts exist.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import { createServer as createViteServer, searchForWorkspaceRoot } from 'vite';
import { ROOT } from '../scripts/lib/site-file';
import { isExposed, parsePublicOrigin } from './accounts/exposure';
import { accountsFileFor, readAccounts } from './accounts/store';
import { checkHost } from './http/guard';
import { ownHosts } from '../scripts/lib/loopback';
import { EditorStartRefused, Refusal } from './refusal';
import type { Handler } from './routes';
import { serveEditor, type EditorOptions, type RunningEditor } from './server';

export const DEV_EXPOSED =
  "npm run edit:dev serves the editor's source through Vite's development server, which reads the repository's files: it listens on this machine only (HOST 127.0.0.1, ::1 or localhost, no EDITOR_ORIGIN). To share the editor, use npm run edit.";
export const DEV_WITH_ACCOUNTS =
  "npm run edit:dev is for working on the editor's own code on a machine without accounts, and this site has some (.editor/accounts.json): Vite's development server would serve around their sign-in. Use npm run edit.";

/** What Vite may never serve, even here: its defaults, and the accounts beside the site. */
const DENIED = ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.editor/**'];
/** Vite's own route that starts a program on this machine: never reachable from a page. */
const LAUNCHES = /^\/__open-in-editor/;

/** Refuses, saying why, to start where the development server could be reached or signed in. */
export async function refuseExposedDev(options: EditorOptions): Promise<void> {
  const origin =
    options.publicOrigin === undefined ? undefined : parsePublicOrigin(options.publicOrigin);
  if (typeof origin === 'string') throw new EditorStartRefused(origin);
  if (options.publicOrigin !== undefined || isExposed(options.host ?? '127.0.0.1', origin))
    throw new EditorStartRefused(DEV_EXPOSED);
  const accountsFile = options.accountsFile ?? accountsFileFor(resolve(options.file));
  if ((await readAccounts(accountsFile)).length > 0)
    throw new EditorStartRefused(DEV_WITH_ACCOUNTS);
}

export async function startDevEditor(options: EditorOptions): Promise<RunningEditor> {
  await refuseExposedDev(options);
  const host = options.host ?? '127.0.0.1';
  return serveEditor(options, async (http: Server) => {
    const vite = await createViteServer({
      configFile: join(import.meta.dirname, 'vite.config.ts'),
      configLoader: 'runner',
      logLevel: 'warn',
      server: {
        middlewareMode: true,
        ws: { server: http },
        cors: false,
        fs: { allow: [searchForWorkspaceRoot(ROOT)], deny: DENIED },
      },
    });
    // The hot-update socket is checked like any request before Vite sees it: its own name and
    // page only.
    const upgrades = http.listeners('upgrade') as ((...args: unknown[]) => void)[];
    http.removeAllListeners('upgrade');
    http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      try {
        // The host is all checkHost reads; a socket carries no change.
        checkHost(req, { hosts: ownHosts(host, (http.address() as AddressInfo).port), token: '' });
        const origin = req.headers.origin;
        if (origin !== undefined && origin !== `http://${req.headers.host}`)
          throw new Refusal(403, 'Cross-origin socket.');
      } catch (error) {
        const status = error instanceof Refusal ? error.status : 400;
        socket.end(`HTTP/1.1 ${status} Refused\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
        return;
      }
      for (const listener of upgrades) listener.call(http, req, socket, head);
    });
    const source = (name: string) => readFile(join(import.meta.dirname, `${name}.html`), 'utf8');
    const viteAnswers: Handler = (req, res) => vite.middlewares(req, res);
    return {
      html: async (name, req) => vite.transformIndexHtml(req.url ?? '/', await source(name)),
      // Vite's own addresses and the palette's pictures, which would look like the site's.
      routes: [
        {
          method: 'GET',
          path: (path) => /^\/(@[\w-]+|palette)\//.test(path),
          handler: viteAnswers,
        },
      ],
      fallback: (req, res) => {
        if (LAUNCHES.test(new URL(req.url ?? '/', 'http://x').pathname))
          throw new Refusal(404, 'There is nothing here.');
        viteAnswers(req, res);
      },
      // Vite's page runs inline scripts (React's refresh) and opens its socket: no CSP here,
      // the frame rules stay.
      headers: {
        every: { 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff' },
        preview: { 'x-frame-options': 'SAMEORIGIN' },
      },
      close: () => vite.close(),
    };
  });
}
