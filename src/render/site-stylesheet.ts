/**
 * A prerendered page carries only the rules of the site's stylesheet that can match it (the
 * build leaves out every rule naming a class the page does not use: scripts/lib/build/
 * page-css.ts), and names the whole stylesheet's file in this attribute of its <style>. Whole,
 * the stylesheet was over half of every page (7.7 KB of /about's 14.1 KB gzip), and pushed pages
 * past the first round trip of a slow connection.
 */
export const SHEET_ATTRIBUTE = 'data-sheet';

/**
 * The whole stylesheet, linked once the page is on screen, before the app starts: what the app
 * renders that the page did not show (a menu opened, a message, the sections of the next page)
 * is styled by it. Where it cannot be had (the phone went offline after the page came), the page
 * stays as served, whole without it, and it is asked for again once the phone is back online (as
 * the page's data is, initial-data.ts): the app starts then. Resolves at once where the page has
 * no such note (the dev server's page, whose styles Vite injects whole).
 */
export function loadSiteStylesheet(): Promise<unknown> {
  const style = document.querySelector(`style[${SHEET_ATTRIBUTE}]`);
  if (!style) return Promise.resolve();
  return new Promise((loaded) => {
    const link = Object.assign(document.createElement('link'), {
      rel: 'stylesheet',
      href: style.getAttribute(SHEET_ATTRIBUTE),
      onload: loaded,
      onerror: () => {
        link.remove();
        addEventListener('online', () => loaded(loadSiteStylesheet()), { once: true });
      },
    });
    // After the page's own rules: the same rules again, in the same order, and the rest.
    style.after(link);
  });
}
