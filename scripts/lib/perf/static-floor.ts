import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { htmlFileFor } from '../../../src/content/paths';

/** Served beside the site, so the copies load the very same CSS, images and fonts. */
export const STATIC_DIR = '.perf-static';

/**
 * The page as a browser would paint it with JavaScript off: every <script> (module, JSON-LD
 * and the hydration data) and every modulepreload removed. Its LCP is the floor the
 * prerendered HTML and CSS allow; the site's LCP over it is what the scripts cost.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>\s*/gi, '');
}

/** The URL path of a route's scriptless copy. */
export function staticPathFor(route: string): string {
  return route === '/' ? `/${STATIC_DIR}/` : `/${STATIC_DIR}${route}/`;
}

export function writeStaticCopies(dist: string, routes: readonly string[]): void {
  for (const route of routes) {
    const html = readFileSync(join(dist, htmlFileFor(route)), 'utf8');
    const target = join(dist, STATIC_DIR, htmlFileFor(route));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, stripScripts(html));
  }
}
