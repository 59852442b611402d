import { describe, expect, it } from 'vitest';
import {
  SECTION_CODE_ID,
  preloadLaterCode,
  preloadSectionCode,
  type SectionCode,
} from '../../src/render/section-code';
import { nextTask } from '../../src/render/next-task';

/** The little of a document the loader touches: the inert list, and the head it adds links to. */
function fakeDocument(code: SectionCode | undefined) {
  const head: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const doc = {
    getElementById: (id: string) =>
      id === SECTION_CODE_ID && code ? { textContent: JSON.stringify(code) } : null,
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { append: (link: (typeof head)[number]) => head.push(link) },
  };
  return { doc: doc as unknown as Document, head };
}

describe('the loader asking for the code a page names', () => {
  const files = ['/assets/react-1.js', '/assets/app-1.js', '/assets/Hero-1.js'];

  it('asks for one file per task, so no task of the loader holds a slow phone long', async () => {
    const { doc, head } = fakeDocument({ now: files, later: {} });
    const done = preloadSectionCode(doc);
    expect(head.map((link) => link.href)).toEqual([files[0]]);
    await nextTask();
    expect(head).toHaveLength(2);
    await done;
    expect(head.map((link) => link.href)).toEqual(files);
    expect(head.every((link) => link.rel === 'modulepreload' && link.crossOrigin === '')).toBe(
      true,
    );
  });

  it('asks for nothing on a page that names no code', async () => {
    const { doc, head } = fakeDocument(undefined);
    await preloadSectionCode(doc);
    await preloadLaterCode('faq', doc);
    expect(head).toEqual([]);
  });

  it("asks for a lower section's chunks one per task, once, and for none of another type's", async () => {
    const later = { faq: ['/assets/Faq-1.js', '/assets/rich-1.js'], cta: ['/assets/Cta-1.js'] };
    const { doc, head } = fakeDocument({ now: files, later });
    const done = preloadLaterCode('faq', doc);
    expect(head.map((link) => link.href)).toEqual(['/assets/Faq-1.js']);
    await done;
    expect(head.map((link) => link.href)).toEqual(later.faq);
    // A second section of the type, or a second try after a failed import, asks for nothing.
    await preloadLaterCode('faq', doc);
    expect(head).toHaveLength(2);
    expect(head.every((link) => link.rel === 'modulepreload' && link.crossOrigin === '')).toBe(
      true,
    );
  });
});
