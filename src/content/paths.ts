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
