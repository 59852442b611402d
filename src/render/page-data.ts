import type { LayoutData } from '../content/layout-data';
import type { ResolvedPage, RouteData } from '../content/route-data';
import { dataFileFor, notFoundDataFor } from '../content/paths';
import { loadSectionComponents } from '../sections/components';

/** What the prerendered HTML carries for hydration: the layout and the current route. */
export interface InitialData {
  layout: LayoutData;
  route: RouteData;
}

export type Loaded = RouteData & { notFound?: boolean };

/** Loads the code of the section types a route shows (a redirect shows none). */
export function loadCodeOf(data: RouteData): Promise<void> {
  return loadSectionComponents(
    data.kind === 'page' ? data.page.sections.map((section) => section.type) : [],
  );
}

const pending = new Map<string, Promise<Loaded>>();
// Data already in hand, readable during a render: a navigation to it can switch in one commit.
const settled = new Map<string, Loaded>();

async function fetchJson(url: string): Promise<Response> {
  return fetch(url, { headers: { accept: 'application/json' } });
}

/** The data of a route, fetched once per visit; an unknown path gets the not-found page. */
export function loadRoute(path: string): Promise<Loaded> {
  let load = pending.get(path);
  if (!load) {
    const fetchData = async (): Promise<Loaded> => {
      const response = await fetchJson(dataFileFor(path));
      if (response.ok) return (await response.json()) as RouteData;
      if (response.status === 404) {
        const missing = await fetchJson(notFoundDataFor(path));
        if (missing.ok)
          return { kind: 'page', page: (await missing.json()) as ResolvedPage, notFound: true };
      }
      throw new Error(`Could not load ${path}: HTTP ${response.status}`);
    };
    // A route counts as loaded once the code of its sections is in too, so the switch to it
    // renders at once, with nothing left to suspend on.
    load = fetchData().then(async (data) => {
      await loadCodeOf(data);
      return data;
    });
    const loading = load;
    loading.then(
      (data) => pending.get(path) === loading && settled.set(path, data),
      // A failed load is forgotten, so the next attempt asks the network again.
      () => pending.get(path) === loading && pending.delete(path),
    );
    pending.set(path, load);
  }
  return load;
}

/** The data of a route if it has already arrived. */
export function peekRoute(path: string): Loaded | undefined {
  return settled.get(path);
}

/** The page a path ends on (a redirect followed once) and its data. */
export async function loadDestination(path: string): Promise<{ path: string; data: Loaded }> {
  const data = await loadRoute(path);
  if (data.kind !== 'redirect') return { path, data };
  return { path: data.to, data: await loadRoute(data.to) };
}

export function primeRoute(path: string, data: Loaded) {
  pending.set(path, Promise.resolve(data));
  settled.set(path, data);
}

/** Forget every loaded route (the dev server calls this when site.json changes). */
export function clearRoutes() {
  pending.clear();
  settled.clear();
}
