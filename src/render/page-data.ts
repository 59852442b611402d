import type { LayoutData } from '../content/layout-data';
import type { ResolvedPage, RouteData } from '../content/route-data';
import { DATA_NOT_FOUND, dataFileFor } from '../content/paths';

/** What the prerendered HTML carries for hydration: the layout and the current route. */
export interface InitialData {
  layout: LayoutData;
  route: RouteData;
}

export const INITIAL_DATA_ID = 'site-data';

export type Loaded = RouteData & { notFound?: boolean };

const cache = new Map<string, Promise<Loaded>>();

async function fetchJson(url: string): Promise<Response> {
  return fetch(url, { headers: { accept: 'application/json' } });
}

/** The data of a route, fetched once per visit; an unknown path gets the not-found page. */
export function loadRoute(path: string): Promise<Loaded> {
  let pending = cache.get(path);
  if (!pending) {
    pending = (async (): Promise<Loaded> => {
      const response = await fetchJson(dataFileFor(path));
      if (response.ok) return (await response.json()) as RouteData;
      if (response.status === 404) {
        const missing = await fetchJson(DATA_NOT_FOUND);
        if (missing.ok)
          return { kind: 'page', page: (await missing.json()) as ResolvedPage, notFound: true };
      }
      throw new Error(`Could not load ${path}: HTTP ${response.status}`);
    })();
    pending.catch(() => cache.delete(path));
    cache.set(path, pending);
  }
  return pending;
}

export function primeRoute(path: string, data: Loaded) {
  cache.set(path, Promise.resolve(data));
}

/** Forget every loaded route (the dev server calls this when site.json changes). */
export function clearRoutes() {
  cache.clear();
}
