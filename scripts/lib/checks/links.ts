/**
 * The broken-link gate as a function: serve a build folder with scripts/lib/static-server.ts (the same
 * static host as `npm run preview`) on a free port, crawl it from `/` and request every internal
 * URL the pages reference: href (<a>, <link>, canonical included), src, srcset/imagesrcset,
 * poster, data, form action, the redirect of alias pages, and og:image on the site's own origin.
 *
 * - Every page found implies the route data its client fetches (`/_data/<route>.json`); that
 *   data is read too, and every site-relative string in it (but a page's own `path`) is a link
 *   or an asset the client may render (the hero video's address lives only there).
 * - A link with a #fragment must land on an element with that id.
 * - The crawl also starts at /404.html and /robots.txt; XML answers (the sitemap robots.txt
 *   names, rss.xml) are read for <loc>/<link> addresses on the site's origin.
 * - Other hosts and schemes (mailto:, tel:) are only counted; javascript: URLs are reported.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { dataFileFor, DATA_NOT_FOUND } from '../../../src/content/paths';
import { startServer } from '../static-server';
import { referencedUrls, scanTags } from './html-scan';

export interface BrokenLink {
  /** The internal URL as requested (path and query). */
  url: string;
  /** HTTP status, 0 when the server gave no answer; or a reason for a link that is refused. */
  status: number;
  reason: string;
  /** Pages (paths) that reference it. */
  referrers: string[];
}

export interface LinkReport {
  /** Internal HTML pages fetched (status 200), by path (queries folded). */
  pages: string[];
  /** Every internal URL requested, with its status. */
  checked: Map<string, number>;
  /** External URLs (other hosts, mailto:, tel:) seen and skipped. */
  external: Set<string>;
  broken: BrokenLink[];
  /** The site's production origin, read from the home page's canonical link (if any). */
  siteOrigin?: string;
}

interface Reference {
  from: string;
  raw: string;
}

const CONCURRENCY = 8;

/** The route a page path answers for: `/about/` and `/about/index.html` are `/about`. */
function routeOfPath(pathname: string): string {
  const bare = pathname.replace(/\/index\.html$/, '/');
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : '/';
}

export async function checkLinks(dir: string): Promise<LinkReport> {
  const dist = resolve(dir);
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`${dist} has no index.html: is it a build folder?`);
  if (!existsSync(join(dist, '404.html')))
    throw new Error(`${dist} has no 404.html: the static server answers unknown paths with it`);

  const server = await startServer(dist, 0);
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const report: LinkReport = { pages: [], checked: new Map(), external: new Set(), broken: [] };
  /** path+query → references to it */
  const references = new Map<string, Reference[]>();
  /** page path → ids it holds (for fragment checks) */
  const ids = new Map<string, Set<string>>();
  const fragments: { page: string; fragment: string; from: string; raw: string }[] = [];
  const refused: BrokenLink[] = [];
  const queue: string[] = [];
  const seen = new Set<string>();

  const enqueue = (target: string, reference?: Reference) => {
    if (reference) {
      const list = references.get(target) ?? [];
      list.push(reference);
      references.set(target, list);
    }
    if (!seen.has(target)) {
      seen.add(target);
      queue.push(target);
    }
  };

  /** Sorts one reference found on page `from` into internal, external or refused. */
  const follow = (raw: string, from: string) => {
    const value = raw.trim();
    if (value === '' || value.startsWith('data:') || value.startsWith('blob:')) return;
    let url: URL;
    try {
      url = new URL(value, `${origin}${from}`);
    } catch {
      refused.push({ url: value, status: 0, reason: 'not a valid URL', referrers: [from] });
      return;
    }
    if (url.protocol === 'javascript:' || url.protocol === 'vbscript:') {
      refused.push({ url: value, status: 0, reason: 'script URL', referrers: [from] });
      return;
    }
    const own =
      url.origin === origin ||
      (report.siteOrigin !== undefined && url.origin === report.siteOrigin);
    if (!own || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      report.external.add(url.href);
      return;
    }
    const target = `${url.pathname}${url.search}`;
    // A fragment on the same page (`#main`) needs no request, only the id.
    if (url.hash.length > 1)
      fragments.push({
        page: routeOfPath(url.pathname),
        fragment: decodeURIComponentSafe(url.hash.slice(1)),
        from,
        raw: value,
      });
    if (url.pathname === new URL(from, origin).pathname && value.startsWith('#')) return;
    enqueue(target, { from, raw: value });
  };

  const visit = async (target: string) => {
    let response: Response;
    try {
      response = await fetch(`${origin}${target}`, { redirect: 'manual' });
    } catch {
      report.checked.set(target, 0); // no answer: reported as broken below
      return;
    }
    report.checked.set(target, response.status);
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200) {
      await response.body?.cancel();
      return;
    }
    const pathname = target.split('?')[0]!;
    if (type.startsWith('text/html')) {
      const html = await response.text();
      const page = routeOfPath(pathname);
      if (!report.pages.includes(pathname)) report.pages.push(pathname);
      const tags = scanTags(html);
      const pageIds = new Set<string>();
      for (const tag of tags) {
        const id = tag.attrs.get('id');
        if (id) pageIds.add(id);
        if (tag.name === 'a' && tag.attrs.has('name')) pageIds.add(tag.attrs.get('name')!);
      }
      ids.set(page, pageIds);
      if (report.siteOrigin === undefined && page === '/') {
        const canonical = tags.find(
          (t) => t.name === 'link' && t.attrs.get('rel')?.split(/\s+/).includes('canonical'),
        );
        try {
          if (canonical) report.siteOrigin = new URL(canonical.attrs.get('href')!).origin;
        } catch {
          // A canonical that is not absolute names no origin.
        }
      }
      // <link rel="canonical"> names the page's production address: its path is checked here.
      for (const tag of tags) for (const { url } of referencedUrls(tag)) follow(url, pathname);
      // The client fetches a route's data on navigation; every page implies its data file.
      if (pathname !== '/404.html')
        enqueue(dataFileFor(page), { from: pathname, raw: `(route data of ${page})` });
    } else if (pathname === '/robots.txt') {
      const text = await response.text();
      for (const match of text.matchAll(/^\s*sitemap:\s*(\S+)/gim)) follow(match[1]!, pathname);
    } else if (type.startsWith('application/json') && pathname.startsWith('/_data/')) {
      // Route data: what the client renders after a navigation (the hero video's address lives
      // only here). Every site-relative string is a link or an asset, except a page's own path.
      const walk = (value: unknown, key: string) => {
        if (typeof value === 'string') {
          if (key !== 'path' && /^\/(?!\/)/.test(value)) follow(value, pathname);
        } else if (Array.isArray(value)) for (const item of value) walk(item, key);
        else if (value && typeof value === 'object')
          for (const [k, v] of Object.entries(value)) walk(v, k);
      };
      try {
        walk(await response.json(), '');
      } catch {
        refused.push({ url: target, status: 200, reason: 'route data is not JSON', referrers: [] });
      }
    } else if (type.includes('xml')) {
      const xml = await response.text();
      for (const match of xml.matchAll(/<(loc|link)>\s*([^<\s]+)\s*<\/\1>/g))
        follow(match[2]!.replace(/&amp;/g, '&'), pathname);
    } else {
      await response.body?.cancel();
    }
  };

  try {
    enqueue('/');
    // The home page first, alone: its canonical link names the site's own origin.
    await visit(queue.shift()!);
    // What visitors and crawlers reach without a link: the not-found page and robots.txt.
    enqueue('/404.html');
    if (existsSync(join(dist, 'robots.txt'))) enqueue('/robots.txt');
    // The not-found page's data, fetched by the client for any unknown address.
    enqueue(DATA_NOT_FOUND, { from: '/404.html', raw: '(not-found data)' });
    while (queue.length > 0) {
      const batch = queue.splice(0, CONCURRENCY);
      await Promise.all(batch.map(visit));
    }
  } finally {
    await new Promise<void>((done) => server.close(() => done()));
  }

  for (const [target, status] of report.checked) {
    if (status === 200) continue;
    const refs = references.get(target) ?? [];
    report.broken.push({
      url: target,
      status,
      reason: status === 0 ? 'no answer' : `HTTP ${status}`,
      referrers: [...new Set(refs.map((r) => r.from))].sort(),
    });
  }
  for (const { page, fragment, from, raw } of fragments) {
    const pageIds = ids.get(page);
    if (!pageIds || pageIds.has(fragment)) continue; // a missing page is reported above
    const url = raw.startsWith('#') ? `${from}#${fragment}` : raw;
    const existing = report.broken.find((b) => b.url === url && b.reason.startsWith('no element'));
    if (existing) {
      if (!existing.referrers.includes(from)) existing.referrers.push(from);
    } else {
      report.broken.push({
        url,
        status: 200,
        reason: `no element with id "${fragment}" on ${page}`,
        referrers: [from],
      });
    }
  }
  for (const item of refused) {
    const existing = report.broken.find((b) => b.url === item.url && b.reason === item.reason);
    if (existing)
      existing.referrers.push(...item.referrers.filter((r) => !existing.referrers.includes(r)));
    else report.broken.push(item);
  }
  report.pages.sort();
  report.broken.sort((a, b) => a.url.localeCompare(b.url));
  return report;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function formatLinkReport(report: LinkReport): string {
  const lines: string[] = [];
  for (const broken of report.broken) {
    lines.push(`BROKEN ${broken.url}  (${broken.reason})`);
    lines.push(`  referenced by: ${broken.referrers.join(', ') || '(the crawl start)'}`);
  }
  const internal = report.checked.size;
  lines.push(
    `${lines.length ? '\n' : ''}check-links: ${report.pages.length} pages, ${internal} internal URLs requested, ${report.external.size} external URLs skipped; ${report.broken.length} broken.`,
  );
  return lines.join('\n');
}
