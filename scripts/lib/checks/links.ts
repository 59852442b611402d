/**
 * The broken-link gate as a function. linkinator crawls the build, served by the same static
 * host as `npm run preview` (so `/about` and the 404 status behave as on the real host), from
 * `/` and `/404.html`, requests every internal URL a page references and checks every `#fragment`
 * against the ids of its page. Absolute links to the site's own origin (read from the home
 * page's canonical link) are checked on the build; other hosts and schemes are only counted.
 *
 * What no crawler knows is ours: every page implies the route data its client fetches on
 * navigation (`/_data/<route>.json`), whose site-relative strings are links or assets the client
 * may render (the hero video's address lives only there); the sitemap named in robots.txt and
 * each language's feed (rss.xml, hi/rss.xml) list addresses too. Those are given to the same crawl as extra start URLs, with the
 * file that names them as referrer. A `javascript:` link is reported, not skipped.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { dataFileFor, notFoundDataFor } from '../../../src/content/paths';
import { dataRefsOf } from '../first-render';
import { wholeSheetOf } from '../build/page-css';
import { startServer } from '../static-server';
import { filesUnder } from './files';
import { ALL_LANGUAGES } from '../../../src/base/languages';
import { feedPath } from '../feeds';

export interface BrokenLink {
  /** The internal URL as requested (path, query and fragment). */
  url: string;
  /** HTTP status, 0 when there was no answer or no request. */
  status: number;
  reason: string;
  /** Pages or files (paths) that reference it. */
  referrers: string[];
}

export interface LinkReport {
  /** Internal HTML pages crawled, by path. */
  pages: string[];
  /** Internal URLs checked. */
  checked: number;
  /** External URLs (other hosts, mailto:, tel:) seen and skipped. */
  external: Set<string>;
  broken: BrokenLink[];
  /** The site's production origin, read from the home page's canonical link (if any). */
  siteOrigin?: string;
}

const SCRIPT_URL = /^\s*(javascript|vbscript):/i;

/** The route a built HTML file answers for: `about/index.html` is `/about`. */
const routeOfFile = (file: string) => `/${file.replace(/(^|\/)index\.html$/, '')}`;

/** Internal URLs named outside the HTML, by the file that names them; files that cannot be read. */
function impliedUrls(
  dist: string,
  add: (url: string, from: string) => void,
  refuse: (file: string, reason: string) => void,
): void {
  const read = (file: string) =>
    existsSync(join(dist, file)) ? readFileSync(join(dist, file), 'utf8') : undefined;
  for (const file of filesUnder(dist, '.html')) {
    if (file.endsWith('404.html')) add(notFoundDataFor(`/${file}`), `/${file}`);
    else add(dataFileFor(routeOfFile(file)), routeOfFile(file));
    // The data a page's loader fetches: its route's and its language's layout.
    const html = read(file) ?? '';
    const refs = dataRefsOf(html);
    if (refs) for (const url of [refs.route, refs.layout]) add(url, `/${file}`);
    // The whole stylesheet, which its loader links.
    const sheet = wholeSheetOf(html);
    if (sheet) add(sheet, `/${file}`);
  }
  for (const file of filesUnder(dist, '.json').filter((f) => f.startsWith('_data/'))) {
    const walk = (value: unknown, key: string): void => {
      if (typeof value === 'string') {
        if (key !== 'path' && /^\/(?!\/)/.test(value)) add(value, `/${file}`);
      } else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
      else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) walk(v, k);
    };
    try {
      walk(JSON.parse(read(file)!), '');
    } catch {
      refuse(`/${file}`, 'route data is not JSON');
    }
  }
  for (const match of read('robots.txt')?.matchAll(/^\s*sitemap:\s*(\S+)/gim) ?? [])
    add(match[1]!, '/robots.txt');
  for (const file of ['sitemap.xml', ...ALL_LANGUAGES.map((lang) => feedPath(lang).slice(1))])
    for (const match of read(file)?.matchAll(/<(loc|link)>\s*([^<\s]+)\s*<\/\1>/g) ?? [])
      add(match[2]!.replace(/&amp;/g, '&'), `/${file}`);
}

function idOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

export async function checkLinks(dir: string): Promise<LinkReport> {
  const dist = resolve(dir);
  for (const file of ['index.html', '404.html'])
    if (!existsSync(join(dist, file)))
      throw new Error(`${dist} has no ${file}: is it a build folder?`);
  const home = readFileSync(join(dist, 'index.html'), 'utf8');
  const canonical = /<link\b[^>]*\brel="canonical"[^>]*\bhref="(https?:\/\/[^/"]+)/i.exec(home);
  const siteOrigin = canonical?.[1];

  const server = await startServer(dist, 0);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const local = (url: string) => (siteOrigin ? url.replace(siteOrigin, origin) : url);
  const pathOf = (url: string) => (url.startsWith(origin) ? url.slice(origin.length) : url);

  const named = new Map<string, Set<string>>();
  const unreadable: BrokenLink[] = [];
  impliedUrls(
    dist,
    (url, from) => {
      const key = new URL(local(url), origin + from).href;
      named.set(key, (named.get(key) ?? new Set()).add(from));
    },
    (url, reason) => unreadable.push({ url, status: 200, reason, referrers: [] }),
  );

  const started = new Set<string>();
  const crawl = async (path: string[]) =>
    path.length === 0
      ? []
      : (
          await new LinkChecker()
            .on('pagestart', (url) => started.add(String(url)))
            .check({
              path,
              recurse: true,
              checkFragments: true,
              // The host serves clean URLs: `/about` is a page, `#main` on it is `/about#main`.
              cleanUrls: true,
              concurrency: 8,
              timeout: 10_000,
              urlRewriteExpressions: siteOrigin
                ? [
                    {
                      pattern: new RegExp(`^${siteOrigin.replace(/[.]/g, '\\.')}`),
                      replacement: origin,
                    },
                  ]
                : [],
              linksToSkip: async (href) => !href.startsWith(`${origin}/`),
            })
        ).links;
  let links: LinkResult[];
  try {
    // Links first, so a page is reached, and its fragments judged, from a page that links it.
    links = await crawl([`${origin}/`, `${origin}/404.html`]);
    const seen = new Set(links.map((l) => l.url));
    links.push(...(await crawl([...named.keys()].filter((url) => !seen.has(url)))));
  } finally {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  }

  const external = new Set<string>();
  const broken = new Map<string, BrokenLink>();
  const report = (url: string, status: number, reason: string, referrers: Iterable<string>) => {
    const entry = broken.get(url) ?? { url, status, reason, referrers: [] };
    for (const from of referrers) if (!entry.referrers.includes(from)) entry.referrers.push(from);
    broken.set(url, entry);
  };
  for (const link of links) {
    const parents = [...(link.parent ? [pathOf(link.parent)] : []), ...(named.get(link.url) ?? [])];
    if (link.state === LinkState.SKIPPED) {
      if (SCRIPT_URL.test(link.url)) report(link.url, 0, 'script URL', parents);
      // linkinator also tries <meta content> that parses as a URL ("Blog: …"): not a link.
      else if (/^(https?:\/\/|mailto:|tel:)/.test(link.url)) external.add(link.url);
    } else if (link.state === LinkState.BROKEN) {
      const fragment = link.url.includes('#') && link.status === 200;
      const status = link.status ?? 0;
      const reason = fragment
        ? `no element with id "${idOf(new URL(link.url).hash)}" on ${new URL(link.url).pathname}`
        : status
          ? `HTTP ${status}`
          : (link.failureDetails?.map(String).join('; ') ?? 'no answer');
      report(pathOf(link.url), status, reason, parents);
    }
  }
  return {
    // linkinator also reads the HTML of an error answer (the 404 page): only found pages count.
    pages: [
      ...new Set(
        links
          .filter((l) => l.state === LinkState.OK && started.has(l.url))
          .map((l) => new URL(l.url).pathname),
      ),
    ].sort(),
    checked: new Set(links.filter((l) => l.state !== LinkState.SKIPPED).map((l) => l.url)).size,
    external,
    broken: [...broken.values(), ...unreadable]
      .map((b) => ({ ...b, referrers: b.referrers.sort() }))
      .sort((a, b) => a.url.localeCompare(b.url)),
    ...(siteOrigin ? { siteOrigin } : {}),
  };
}

export function formatLinkReport(report: LinkReport): string {
  const lines = report.broken.flatMap((broken) => [
    `BROKEN ${broken.url}  (${broken.reason})`,
    `  referenced by: ${broken.referrers.join(', ') || '(the crawl start)'}`,
  ]);
  lines.push(
    `${lines.length ? '\n' : ''}check-links: ${report.pages.length} pages, ${report.checked} internal URLs checked, ${report.external.size} external URLs skipped; ${report.broken.length} broken.`,
  );
  return lines.join('\n');
}
