/**
 * A static server that answers the way the site's hosts do (`npm run preview`, the link crawl and
 * the performance runs all use it):
 * /about → about/index.html, unknown paths → 404.html with status 404, headers from _headers
 * applied as Netlify and Cloudflare Pages do (every matching rule; a header set by several rules
 * gets their values joined with commas), and their default Cache-Control where none is set.
 */
import { routeIn, splitLanguage } from '../../src/base/languages';
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { OUT_DIR } from './site-file';

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

export function startServer(
  dist = OUT_DIR,
  port = Number(process.env.PORT ?? 4173),
  host = '127.0.0.1',
): Promise<Server> {
  const headersFile = join(dist, '_headers');
  const rules = existsSync(headersFile) ? parseHeaders(readFileSync(headersFile, 'utf8')) : [];
  const server = createServer((req, res) => {
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
      file = existsSync(local) ? local : join(dist, '404.html');
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
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
