import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App } from './render/App';
import { layoutDataFor } from './content/paths';
import { APP_HYDRATED_MARK, APP_START_MARK } from './render/after-first-paint';
import { startHydration } from './render/hydration';
import { whenLive, type PartKey } from './render/live-parts';
import { browserHistory } from './render/page-history';
import { nextTask } from './render/next-task';
import { loadInitialData } from './render/initial-data';
import { clearRoutes, loadRoute, primeRoute, type InitialData } from './render/page-data';

/**
 * Marks the moment the page is the app's: the parts hydrated with it, and those near the screen
 * as it started, are hydrated and every effect under them has run (a parent's effects run after
 * its children's). Hydration runs in slices after the app starts, so this can come well after
 * the app-start mark on a slow phone. Parts further down, and those that wait for a touch, are
 * hydrated later, and parts that do not answer never (hydration-plan.ts).
 */
function Hydrated({ parts, children }: { parts: Promise<PartKey[]>; children: ReactNode }) {
  useEffect(() => {
    void parts.then(whenLive).then(() => performance.mark(APP_HYDRATED_MARK));
  }, [parts]);
  return children;
}

/**
 * Hydrates as a transition: React then works in slices of a few milliseconds and answers input
 * between them. Outside one, the root's hydration is rendered in one go (header, footer and the
 * first section made a task of 40–55 ms on a phone-speed CPU).
 */
function hydrateInSlices(container: Element, children: ReactNode): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, children);
  });
  if (!root) throw new Error('startTransition did not run its callback at once.');
  return root;
}

/** Hydrates the prerendered page (or, on the dev server, renders it) and keeps it live. */
export async function startApp(): Promise<void> {
  performance.mark(APP_START_MARK);
  // Asked for by the loader as it started (entry-client.ts), usually in by now.
  const initial = await loadInitialData();
  // A path with a broken %-escape (e.g. /%ZZ) cannot be decoded by the router: escape its '%'
  // signs so it is shown, as the server did, as the not-found page of that literal address.
  try {
    decodeURI(window.location.pathname);
  } catch {
    const { pathname, search, hash } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      pathname.replace(/%/g, '%25') + search + hash,
    );
  }
  primeRoute(window.location.pathname, initial.route);
  const container = document.getElementById('root')!;
  // Prerendered HTML is hydrated; the dev server sends an empty root and renders on the client.
  const prerendered = container.hasChildNodes();
  const { withApp, code, nearAtStart } = startHydration(
    initial.route,
    prerendered ? document.getElementById('main') : null,
  );
  const parts = nearAtStart.then((near) => [...withApp, ...near]);
  // In a task of its own: making the history writes the browser's (replaceState), which held a
  // phone-speed CPU for 30 ms beside the rest of this start (4× throttled, a busy machine).
  await nextTask();
  const history = browserHistory();
  // The code of the sections hydrated with the app is in before hydration starts (its
  // modulepreloads have usually fetched it already), so they hydrate at once; the others wait,
  // as the server's HTML, for their moment, or for ever (render/hydration.ts).
  await code;
  // And hydration in a task of its own again: React's listeners on the root and its first
  // scheduling took 15-30 ms more beside the history's write (4× throttled, profiled).
  await nextTask();

  const app = (data: InitialData, version = 0) => (
    <StrictMode>
      <Hydrated parts={parts}>
        <App key={version} initial={data} history={history} />
      </Hydrated>
    </StrictMode>
  );

  const root = prerendered ? hydrateInSlices(container, app(initial)) : createRoot(container);
  if (!prerendered) root.render(app(initial));

  if (import.meta.hot) {
    let version = 0;
    // site.json changed and is still valid: swap in the new layout and page without reloading,
    // keeping the scroll position, so an editor sees each save at once.
    import.meta.hot.on('site:update', async () => {
      // The save that fixed site.json also takes its error display away.
      document
        .querySelectorAll<HTMLElement & { close(): void }>('vite-error-overlay')
        .forEach((overlay) => overlay.close());
      clearRoutes();
      const path = window.location.pathname;
      const [layout, route] = await Promise.all([
        fetch(layoutDataFor(path)).then((r) => r.json() as Promise<InitialData['layout']>),
        loadRoute(path),
      ]);
      const scroll = window.scrollY;
      root.render(app({ layout, route }, ++version));
      requestAnimationFrame(() => window.scrollTo({ top: scroll, behavior: 'instant' }));
    });
  }
}
