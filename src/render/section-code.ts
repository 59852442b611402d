import { nextTask } from './next-task';

/**
 * The code a page names in its HTML as inert JSON (not as modulepreload links, which the browser
 * would fetch before the first paint), for the loader to ask for after the first paint:
 * `now`, the app's chunks and the first sections' (hydration waits for them), and `later`, per
 * section type below them, the chunks its component needs besides those (render/hydration.ts
 * asks for them when the browser is idle).
 */
export const SECTION_CODE_ID = 'section-code';

export interface SectionCode {
  now: string[];
  /** Each file under the first type of the page that needs it. */
  later: Partial<Record<string, string[]>>;
}

const read = new WeakMap<Document, SectionCode>();

function sectionCode(doc: Document): SectionCode {
  let code = read.get(doc);
  if (!code) {
    const listed = doc.getElementById(SECTION_CODE_ID)?.textContent;
    code = listed ? (JSON.parse(listed) as SectionCode) : { now: [], later: {} };
    read.set(doc, code);
  }
  return code;
}

/**
 * Starts fetching these chunks without running them: one per task, as asking for each costs the
 * browser several milliseconds on a slow phone (five at once were a 60 ms task, and Vite's own
 * loader, which asks for a chunk's imports all together, made one of 50 ms for a section).
 */
async function preload(files: readonly string[], doc: Document): Promise<void> {
  for (const href of files) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
    await nextTask();
  }
}

/** Asks for the app's code and the first sections' that the page names. */
export function preloadSectionCode(doc: Document = document): Promise<void> {
  return preload(sectionCode(doc).now, doc);
}

/**
 * Asks for the chunks a section type lower on the page needs, before its component is imported,
 * so the import finds them all requested (and Vite's loader adds no link of its own).
 */
export function preloadLaterCode(type: string, doc: Document = document): Promise<void> {
  const code = sectionCode(doc);
  const files = code.later[type] ?? [];
  // Once only: another section of the type, or a second try, finds nothing left to ask for.
  delete code.later[type];
  return preload(files, doc);
}
