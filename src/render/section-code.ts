/**
 * The code of a page's first sections, named in its HTML as inert JSON (not as modulepreload
 * links, which the browser would fetch before the first paint): the loader asks for it once the
 * page is on screen, beside the app itself, so hydration does not wait for a second round trip.
 */
export const SECTION_CODE_ID = 'section-code';

/** Starts fetching the section chunks the page names, without running them. */
export function preloadSectionCode(doc: Document = document): void {
  const listed = doc.getElementById(SECTION_CODE_ID)?.textContent;
  if (!listed) return;
  for (const href of JSON.parse(listed) as string[]) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}
