import type { Plugin } from 'vite';

/**
 * The page's module script, asked for at low priority. Chromium fetches a module script at high
 * priority, beside the stylesheet the first paint waits for, though the page needs it only after
 * that paint (entry-client.ts waits for the paint and the load); Lighthouse's simulation, which
 * counts a high-priority script as render-blocking, put the first paint 150–200 ms later than
 * the scriptless copy's on every route whose largest paint is that first paint (LCP 1.11–1.33 ×
 * the scriptless copy's on `/about`, `/services`, `/web-development`, `/apply` and `/blogs`,
 * 2026-11-27).
 */
export function lowPriorityEntry(html: string): string {
  return html.replace(
    /<script type="module"(?![^>]*fetchpriority)/g,
    '<script type="module" fetchpriority="low"',
  );
}

/** Applies `lowPriorityEntry` to the built page template (the dev server's page has no entry chunk). */
export function entryPriorityPlugin(): Plugin {
  return {
    name: 'entry-priority',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: lowPriorityEntry },
  };
}
