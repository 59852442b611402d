import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
} from 'react-router-dom';

/** An address of the site on screen, and how it was reached. */
export interface Shown {
  location: Location;
  action: NavigationType;
}

/**
 * The page's history, which the app and each part of the page read the address from.
 *
 * Each part has a router of its own over it (PartRouter), below the Suspense boundary it is
 * hydrated in, instead of one router around the app: a boundary that has not hydrated yet (a part
 * hydrated later, or one never hydrated on the page a visitor lands on: hydration-plan.ts) must sit
 * under no context whose value changes, or React, told of the change, replaces its server HTML with
 * a client render (its intended behaviour: react/react#22692). The router's location is such a
 * context, and it changes with every address, a #fragment or a query included.
 */
export interface PageHistory {
  /** Calls `onChange` whenever the address changes; returns the function that stops it. */
  subscribe: (onChange: () => void) => () => void;
  /** The address now: the same object until it changes. */
  now: () => Shown;
  /** The address the page was served for: what a part is hydrated with. */
  served: Shown;
  /** Goes to an address of the site, adding an entry to the history or replacing the current one. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The router of one part of the page, at the address shown. */
  router: (shown: Shown, children: ReactNode) => ReactNode;
}

/**
 * The browser's history, as BrowserRouter makes it (react-router exports its maker as UNSAFE_:
 * outside its semver promise), which tells every part of a change (a history takes one listener).
 */
export function browserHistory(): PageHistory {
  const history = createBrowserHistory({ v5Compat: true });
  let shown: Shown = { location: history.location, action: history.action };
  const listeners = new Set<() => void>();
  history.listen(({ location, action }) => {
    shown = { location, action };
    for (const listener of listeners) listener();
  });
  return {
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
    now: () => shown,
    served: shown,
    navigate: (to, { replace = false } = {}) => (replace ? history.replace(to) : history.push(to)),
    router: ({ location, action }, children) => (
      // A page already loaded commits at once, with its address (use-page-navigation.ts).
      <Router
        location={location}
        navigationType={action}
        navigator={history}
        useTransitions={false}
      >
        {children}
      </Router>
    ),
  };
}

export const PageHistoryContext = createContext<PageHistory | null>(null);

/** The page's history, which <App> provides. */
export const usePageHistory = () => useContext(PageHistoryContext)!;

/** The address on screen (as served, while a part is hydrated), re-rendering when it changes. */
export function useShown(history: PageHistory): Shown {
  return useSyncExternalStore(history.subscribe, history.now, () => history.served);
}

/** The router of one part of the page, over the page's history (see PageHistory). */
export function PartRouter({ history, children }: { history: PageHistory; children: ReactNode }) {
  return history.router(useShown(history), children);
}
