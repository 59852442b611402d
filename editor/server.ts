import { watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { basename, dirname, join, resolve } from 'node:path';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { checkSiteFile, ROOT } from '../scripts/lib/site-file';
import type {
  CheckResponse,
  DiffResponse,
  DiskEvent,
  EditorProblem,
  LoadResponse,
  SaveResponse,
} from './api-types';
import { listImages } from './lib/images';
import { writeMinimal } from './lib/minimal-diff';
import { fileVersion, saveSiteFile } from './lib/save';
import { unifiedDiff } from './lib/text-diff';
import { parseProblemPath } from './problem-path';

export interface EditorOptions {
  /** The site.json to edit. */
  file: string;
  port: number;
  host?: string;
  /** Folder of the site's images (public/). */
  publicDir?: string;
}

export interface RunningEditor {
  url: string;
  close(): Promise<void>;
}

const LIMIT = 20 * 1024 * 1024;

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > LIMIT) throw new Error('request too large');
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}

/**
 * The editor: its UI and the preview through Vite (middleware mode), and a small JSON API over
 * one site.json. Only the local machine can reach it; it has no accounts and stores nothing else.
 */
export async function startEditor(options: EditorOptions): Promise<RunningEditor> {
  const file = resolve(options.file);
  const label = basename(file);
  const publicDir = options.publicDir ?? join(ROOT, 'public');
  const host = options.host ?? '127.0.0.1';

  // Problems are located in the text that saving would write, so their lines match the file.
  const check = (text: string): EditorProblem[] =>
    checkSiteFile(label, text).problems.map((p) => ({
      line: p.line,
      column: p.column,
      path: p.path,
      at: parseProblemPath(p.path),
      message: p.message,
      severity: p.severity,
    }));
  const intendedText = async (data: unknown) => {
    const disk = await readFile(file, 'utf8');
    return { disk, written: writeMinimal(disk, data) };
  };

  const clients = new Set<ServerResponse>();
  let lastVersion = fileVersion(await readFile(file, 'utf8'));
  const announce = async () => {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      return; // mid-rename: the next event reads the new file
    }
    const version = fileVersion(text);
    if (version === lastVersion) return;
    lastVersion = version;
    const event: DiskEvent = { version };
    for (const client of clients) client.write(`event: disk\ndata: ${JSON.stringify(event)}\n\n`);
  };
  let debounce: NodeJS.Timeout | undefined;
  // The folder, not the file: editors and git replace files by renaming, which ends a file watch.
  const watcher: FSWatcher = watch(dirname(file), (_event, name) => {
    if (name && name !== label) return;
    clearTimeout(debounce);
    debounce = setTimeout(() => void announce(), 50);
  });

  const api = async (req: IncomingMessage, res: ServerResponse, route: string) => {
    if (route === 'events') {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      res.write(`event: hello\ndata: ${JSON.stringify({ version: lastVersion })}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    if (route === 'load' && req.method === 'GET') {
      const text = await readFile(file, 'utf8');
      let data: unknown = null;
      try {
        data = JSON.parse(text);
      } catch {
        // The problems say where the syntax breaks; the UI waits for a readable file.
      }
      const body: LoadResponse = {
        file: label,
        text,
        data,
        version: fileVersion(text),
        problems: check(text),
        images: await listImages(publicDir),
      };
      return send(res, 200, body);
    }
    if (req.method !== 'POST') return send(res, 404, { error: `no API route ${route}` });
    const body = await readJson(req);
    if (route === 'check') {
      const { written } = await intendedText(body.data);
      return send(res, 200, { problems: check(written.text) } satisfies CheckResponse);
    }
    if (route === 'diff') {
      const { disk, written } = await intendedText(body.data);
      const out: DiffResponse = {
        lines: unifiedDiff(disk, written.text),
        minimal: written.minimal,
        ...(written.note ? { note: written.note } : {}),
      };
      return send(res, 200, out);
    }
    if (route === 'save') {
      const { written } = await intendedText(body.data);
      const problems = check(written.text);
      if (problems.some((p) => p.severity === 'error'))
        return send(res, 200, { ok: false, reason: 'invalid', problems } satisfies SaveResponse);
      const outcome = await saveSiteFile(file, String(body.baseVersion), body.data);
      if (!outcome.ok)
        return send(res, 200, {
          ok: false,
          reason: 'changed-on-disk',
          diskVersion: outcome.diskVersion,
        } satisfies SaveResponse);
      lastVersion = outcome.version;
      return send(res, 200, {
        ok: true,
        version: outcome.version,
        minimal: outcome.minimal,
        ...(outcome.note ? { note: outcome.note } : {}),
        problems,
      } satisfies SaveResponse);
    }
    return send(res, 404, { error: `no API route ${route}` });
  };

  const http = createServer();
  const vite: ViteDevServer = await createViteServer({
    configFile: join(import.meta.dirname, 'vite.config.ts'),
    configLoader: 'runner',
    logLevel: 'warn',
    server: { middlewareMode: true, ws: { server: http } },
  });
  http.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = /^\/api\/([a-z]+)$/.exec(url.pathname);
    if (!match) return vite.middlewares(req, res);
    api(req, res, match[1]!).catch((error: unknown) =>
      send(res, 500, { error: error instanceof Error ? error.message : String(error) }),
    );
  });

  await new Promise<void>((done, fail) => {
    http.once('error', fail);
    http.listen(options.port, host, () => done());
  });
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${host}:${port}/`,
    async close() {
      watcher.close();
      clearTimeout(debounce);
      for (const client of clients) client.end();
      await vite.close();
      await new Promise<void>((done) => http.close(() => done()));
    },
  };
}
