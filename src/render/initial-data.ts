import type { InitialData } from './page-data';
import type { ResolvedPage, RouteData } from '../content/route-data';
import type { LayoutData } from '../content/layout-data';
import { nextTask } from './next-task';

/**
 * What a prerendered page carries for its app: not its data, but where its data is. The page's
 * route and its language's layout are files of their own (`/_data/…`, the same files a navigation
 * fetches), asked for by the loader after the first paint, beside the app's code. Inline, they
 * added 3–5 KB gzip to every page, which pushed pages such as /about past the first round trip
 * of a slow connection (a TCP window of about 14.6 KB) that the same page without scripts fits
 * in: its largest paint came a round trip later (docs/performance.md).
 */
export interface DataRefs {
  /** The route's data file: for the not-found page, that page itself, as the build writes it. */
  route: string;
  notFound?: true;
  /** The layout of the page's language. */
  layout: string;
}

export const INITIAL_DATA_ID = 'site-data';

/**
 * A data file; offline between the page and its data, it is asked for again once the phone is
 * back online, the page staying as served meanwhile. (Not ui/load-when-online.ts: that lives in
 * the app's chunk, which the loader must not pull in before React.)
 */
function fetchJson<T>(url: string): Promise<T> {
  return fetch(url).then(
    (response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json() as Promise<T>;
    },
    () =>
      new Promise<T>((resolve) =>
        window.addEventListener('online', () => resolve(fetchJson(url)), { once: true }),
      ),
  );
}

async function read(): Promise<InitialData> {
  const element = document.getElementById(INITIAL_DATA_ID);
  if (!element?.textContent)
    throw new Error(`The page has no #${INITIAL_DATA_ID} data: it was not prerendered.`);
  const refs = JSON.parse(element.textContent) as DataRefs;
  // Each request in a task of its own: sending one costs a phone-speed CPU 10 ms or more.
  const [route, layout] = await Promise.all([
    fetchJson<RouteData | ResolvedPage>(refs.route),
    nextTask().then(() => fetchJson<LayoutData>(refs.layout)),
  ]);
  return {
    layout,
    route: refs.notFound ? { kind: 'page', page: route as ResolvedPage } : (route as RouteData),
  };
}

let loading: Promise<InitialData> | undefined;

/** The page's data, fetched once: the loader asks first, the app's start takes the same. */
export function loadInitialData(): Promise<InitialData> {
  return (loading ??= read());
}
