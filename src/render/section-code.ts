import { nextTask } from './next-task';

/**
 * The code of the app and of a page's first sections, named in its HTML as inert JSON (not as
 * modulepreload links, which the browser would fetch before the first paint): the loader asks for
 * it all once the page is on screen, so hydration does not wait for one round trip after another.
 */
export const SECTION_CODE_ID = 'section-code';

/**
 * Starts fetching the chunks the page names, without running them: one per task, as asking for
 * each costs the browser several milliseconds on a slow phone (five at once were a 60 ms task).
 */
export async function preloadSectionCode(doc: Document = document): Promise<void> {
  const listed = doc.getElementById(SECTION_CODE_ID)?.textContent;
  if (!listed) return;
  for (const href of JSON.parse(listed) as string[]) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
    await nextTask();
  }
}
