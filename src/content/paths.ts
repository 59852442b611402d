import { DEFAULT_LANGUAGE, routeIn, splitLanguage } from '../base/languages';

/** Where the prerendered data of a route lives, relative to the site root. */
export function dataFileFor(path: string): string {
  return path === '/' ? '/_data/index.json' : `/_data${path}.json`;
}

/** Where the prerendered HTML of a route lives, relative to the output folder. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** The route part of an internal link: no query, no hash, no trailing slash. */
export function routeOf(href: string): string {
  const bare = href.split(/[?#]/, 1)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare || '/';
}

export const DATA_NOT_FOUND = '/_data/404.json';

/** The data of the not-found page in the language of `path` ("/hi/x" → the Hindi one). */
export function notFoundDataFor(path: string): string {
  const { lang } = splitLanguage(path);
  return lang === DEFAULT_LANGUAGE ? DATA_NOT_FOUND : dataFileFor(routeIn(lang, '/404'));
}

/** Where the layout data of the pages in the language of `path` is served (dev server). */
export function layoutDataFor(path: string): string {
  const { lang } = splitLanguage(path);
  return dataFileFor(routeIn(lang, '/_layout'));
}
