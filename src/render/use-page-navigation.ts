import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { parsePath } from 'react-router-dom';
import { applyHead } from '../seo/apply-head';
import { loadDestination, loadRoute, peekRoute, type Loaded } from './page-data';
import { ScrollMemory, entryOf } from './scroll-memory';
import { usePageHistory, useShown } from './page-history';

/** The element id a #fragment names; a malformed escape is taken as written. */
function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

const pathOf = (href: string) => parsePath(href).pathname || '/';

/**
 * Navigation that waits for its page. A followed link keeps the current page on screen (marked
 * busy) until the next page's data is in; then address, content, title, scroll and focus change
 * in one commit. Back and Forward, which the browser moves at once, show the old page busy while
 * an unloaded page arrives, and return to where the visitor was.
 */
export function usePageNavigation(initial: Loaded) {
  const history = usePageHistory();
  const { location, action: navigationType } = useShown(history);
  const { navigate } = history;
  const entry = entryOf(location);

  // The page for the current address if its data is in hand; else the last page shown stays.
  // The prerender has no loaded routes: there the first page is the one in hand, as the client's
  // is once primed, so the static HTML is not marked busy and hydrates without a mismatch.
  const ready =
    peekRoute(location.pathname) ?? (typeof document === 'undefined' ? initial : undefined);
  const [shown, setShown] = useState(initial);
  if (ready && ready !== shown) setShown(ready);
  const data = ready ?? shown;

  const [, arrived] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    const { pathname, search, hash } = location;
    loadRoute(pathname).then(
      () => !cancelled && arrived(),
      // Data unreachable (offline, a deploy in between): let the server answer instead.
      () => !cancelled && window.location.assign(pathname + search + hash),
    );
    return () => {
      cancelled = true;
    };
  }, [location, ready]);

  const [memory] = useState(() => new ScrollMemory(entry));

  // A followed link whose page is still loading, and the entry it was followed from.
  const [pending, setPending] = useState<{ href: string; from: string } | null>(null);
  const latest = useRef(0);
  const current = useRef(entry);
  useLayoutEffect(() => {
    current.current = entry;
  }, [entry]);

  const follow = useCallback(
    (href: string) => {
      const id = ++latest.current;
      const from = current.current;
      const arrive = (to: string) => {
        // A later click, or Back/Forward meanwhile, has taken over.
        if (id !== latest.current || from !== current.current) return;
        memory.leave();
        const { pathname, search, hash } = window.location;
        const same = to === pathname + search + hash;
        flushSync(() => {
          setPending(null);
          // A link to the address already shown adds no history entry, as the router's own do.
          navigate(to, { replace: same });
        });
        // Following a link to the page on screen goes back to its top, as a reload would.
        if (same && !hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      };
      const path = pathOf(href);
      // The same page (a #fragment or query of it), or a page already loaded: switch at once.
      if (path === window.location.pathname || peekRoute(path)?.kind === 'page') {
        arrive(href);
        return;
      }
      setPending({ href, from });
      loadDestination(path).then(
        (destination) => arrive(destination.path === path ? href : destination.path),
        () => id === latest.current && from === current.current && window.location.assign(href),
      );
    },
    [navigate, memory],
  );

  const prefetch = useCallback((href: string) => {
    const path = pathOf(href);
    // A failure is not reported here: following the link tries again, then loads the page.
    if (path !== window.location.pathname) loadDestination(path).catch(() => {});
  }, []);

  const handled = useRef(entry);
  const pagePath = useRef(location.pathname);
  useEffect(() => {
    const stop = memory.start();
    // Back to this document from another site, with its own scroll restoration off.
    const [load] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const saved = memory.saved(handled.current);
    if (load?.type === 'back_forward' && window.scrollY === 0 && saved)
      window.scrollTo({ top: saved, left: 0, behavior: 'instant' });
    return stop;
  }, [memory]);

  // Once the page for a new address is committed, before it is painted: its head, its scroll
  // position (where the visitor left it, the linked anchor, or the top) and focus.
  useLayoutEffect(() => {
    if (!ready || handled.current === entry) return;
    handled.current = entry;
    memory.enter(entry);
    if (ready.kind !== 'page') return;
    const newPage = pagePath.current !== location.pathname;
    pagePath.current = location.pathname;
    if (newPage) applyHead(ready.page.head);
    const saved = navigationType === 'POP' ? memory.saved(entry) : undefined;
    const target = location.hash ? document.getElementById(decodeHash(location.hash)) : null;
    // A new page starts at its place at once (no smooth scroll from the old page's position);
    // an anchor on the same page is scrolled to as the browser would.
    if (saved !== undefined) window.scrollTo({ top: saved, left: 0, behavior: 'instant' });
    else if (target) target.scrollIntoView(newPage ? { behavior: 'instant' } : undefined);
    else if (newPage) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Move focus to the new content for screen-reader and keyboard users.
    if (newPage) document.getElementById('main')?.focus({ preventScroll: true });
  }, [entry, ready, location, navigationType, memory]);

  const waiting = pending?.from === entry ? pending.href : ready ? null : entry;
  return { data, waiting, follow, prefetch };
}
