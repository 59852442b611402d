/**
 * A static server that answers the way the site's hosts do (`npm run preview`, the link crawl and
 * the performance runs all use it):
 * /about → about/index.html, unknown paths → 404.html with status 404, headers from _headers
 * applied as Netlify and Cloudflare Pages do (every matching rule; a header set by several rules
 * gets their values joined with commas), and their default Cache-Control where none is set.
 */
import { routeIn, splitLanguage } from '../../src/base/languages';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { OUT_DIR } from './site-file';
import { ownHosts } from './loopback';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

/** Netlify/Cloudflare-style _headers: a path pattern, then indented "Name: value" lines. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
    } else {
      const [name, ...rest] = line.trim().split(':');
      rules.at(-1)?.headers.push([name!.trim(), rest.join(':').trim()]);
    }
  }
  return rules;
}

/** What a static host sends for a path: every matching rule, repeated headers joined. */
export function headersFor(rules: readonly HeaderRule[], path: string): [string, string][] {
  const merged = new Map<string, [string, string]>();
  for (const rule of rules)
    if (rule.pattern.test(path))
      for (const [name, value] of rule.headers) {
        const key = name.toLowerCase();
        const earlier = merged.get(key);
        merged.set(key, earlier ? [earlier[0], `${earlier[1]}, ${value}`] : [name, value]);
      }
  if (!merged.has('cache-control'))
    merged.set('cache-control', ['Cache-Control', HOST_DEFAULT_CACHE_CONTROL]);
  return [...merged.values()];
}

/** What Netlify and Cloudflare Pages send when _headers sets no Cache-Control. */
export const HOST_DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** A refusal: a short plain-text answer, nothing read or served. */
function refuse(res: ServerResponse, status: number, message: string, headers = {}) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  res.end(`${message}\n`);
}

/**
 * Starts serving `dist`. It answers only to its own address (a page of another site that
 * points a name at this machine gets a 421, nothing served) and only GET and HEAD (405 with
 * `Allow`), as the files it serves are all it has. Resolves once listening; rejects, saying
 * which port, when the port is taken.
 */
export function startServer(
  dist = OUT_DIR,
  port = Number(process.env.PORT ?? 4173),
  host = '127.0.0.1',
): Promise<Server> {
  const headersFile = join(dist, '_headers');
  const rules = existsSync(headersFile) ? parseHeaders(readFileSync(headersFile, 'utf8')) : [];
  let hosts = new Set<string>();
  const server = createServer((req, res) => {
    if (!hosts.has(req.headers.host?.toLowerCase() ?? ''))
      return refuse(res, 421, `This server answers only at http://${[...hosts][0]}/.`);
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return refuse(res, 405, `Only GET and HEAD: this server serves files.`, {
        allow: 'GET, HEAD',
      });
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      pathname = '/\u0000invalid';
    }
    const safe = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
    const candidates = [join(dist, safe), join(dist, safe, 'index.html')];
    let file = candidates.find(
      (c) =>
        c.startsWith(dist) && !safe.includes('\u0000') && existsSync(c) && statSync(c).isFile(),
    );
    let status = 200;
    if (!file || safe.startsWith('/_headers') || safe.startsWith('/_redirects')) {
      // As static hosts do: the nearest 404.html (hi/404.html below /hi/).
      const { lang } = splitLanguage(safe);
      const local = join(dist, routeIn(lang, '/404.html'));
      file = [local, join(dist, '404.html')].find((c) => existsSync(c));
      if (!file) return refuse(res, 404, `Not found: ${dist} has no such file, nor a 404.html.`);
      status = 404;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    for (const [name, value] of headersFor(rules, pathname)) res.setHeader(name, value);
    res.setHeader(
      'content-type',
      status === 404 && pathname.startsWith('/_data/') ? 'text/html; charset=utf-8' : type,
    );
    res.statusCode = status;
    res.end(req.method === 'HEAD' ? undefined : readFileSync(file));
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on ${host} is in use: stop what serves there, or set PORT.`)
          : error,
      ),
    );
    server.listen(port, host, () => {
      hosts = ownHosts(host, (server.address() as AddressInfo).port);
      resolve(server);
    });
  });
}
