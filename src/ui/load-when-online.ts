/**
 * Loads a chunk the page can live without (the animations, the carousel). When it cannot be
 * fetched — a phone that lost its connection — it is tried again once the browser is back
 * online, instead of failing with an error while the page itself keeps working.
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        window.addEventListener('online', () => resolve(loadWhenOnline(load)), { once: true });
      }),
  );
}
