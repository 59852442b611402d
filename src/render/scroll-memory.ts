const STORAGE_KEY = 'scroll-positions';

/**
 * Back and Forward: the old page's position must be noted before the router hears of it (its
 * update commits the next page within the same event), and a scroll event comes only a frame
 * after the scroll. Registered when this module loads, before the router exists, this listener
 * runs first.
 */
const recording = new Set<ScrollMemory>();
if (typeof window !== 'undefined')
  window.addEventListener('popstate', () => recording.forEach((memory) => memory.leave()));

/**
 * Where each history entry was scrolled to, so Back and Forward return there. The browser's own
 * restoration is switched off while the app runs: it would scroll the old page before the
 * restored one is on screen. Positions outlive a reload of the document (session storage).
 */
export class ScrollMemory {
  private positions = new Map<string, number>();
  private current: string;
  /** Between leaving an entry and entering the next: scrolling then is the page swap's, not the visitor's. */
  private leaving = false;

  constructor(entry: string) {
    this.current = entry;
    try {
      const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<
        string,
        number
      >;
      for (const [key, y] of Object.entries(saved))
        if (typeof y === 'number') this.positions.set(key, y);
    } catch {
      // No storage (private mode, opaque origin) or a mangled value: start without memories.
    }
  }

  /** Starts recording; returns the function that stops it. */
  start(): () => void {
    const manual = () => (window.history.scrollRestoration = 'manual');
    const onScroll = () => {
      if (!this.leaving) this.remember();
    };

    // Leaving the document: keep the positions, and let the browser restore this entry itself
    // when the visitor comes back to it from another site.
    const onHide = () => {
      onScroll();
      window.history.scrollRestoration = 'auto';
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(this.positions)));
      } catch {
        // Storage full or unavailable: Back still works within this document.
      }
    };
    manual();
    window.addEventListener('scroll', onScroll, { passive: true });
    recording.add(this);
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('scroll', onScroll);
      recording.delete(this);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', manual);
      window.history.scrollRestoration = 'auto';
    };
  }

  /** Notes where the entry on screen is scrolled to now (before leaving it). */
  remember() {
    this.positions.set(this.current, window.scrollY);
  }

  /**
   * Notes where the entry on screen is scrolled to as the visitor leaves it; until the next entry
   * is entered, scrolling (the old page swapped for a shorter one) is not the visitor's.
   */
  leave() {
    if (!this.leaving) this.remember();
    this.leaving = true;
  }

  /** The entry now on screen: later scrolling belongs to it. */
  enter(entry: string) {
    this.current = entry;
    this.leaving = false;
  }

  /** Where the visitor left an entry, if they were there before. */
  saved(entry: string): number | undefined {
    return this.positions.get(entry);
  }
}

/**
 * A history entry's identity. The router's key tells apart entries the app created; every
 * document's first entry has the same placeholder key, so the path keeps those apart.
 */
export const entryOf = (location: { key: string; pathname: string; search: string }) =>
  `${location.key}${location.pathname}${location.search}`;
