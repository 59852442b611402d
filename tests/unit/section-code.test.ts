import { describe, expect, it } from 'vitest';
import { SECTION_CODE_ID, preloadSectionCode } from '../../src/render/section-code';
import { nextTask } from '../../src/render/next-task';

/** The little of a document the loader touches: the inert list, and the head it adds links to. */
function fakeDocument(files: string[]) {
  const head: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const doc = {
    getElementById: (id: string) =>
      id === SECTION_CODE_ID ? { textContent: JSON.stringify(files) } : null,
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { append: (link: (typeof head)[number]) => head.push(link) },
  };
  return { doc: doc as unknown as Document, head };
}

describe('the loader asking for the code a page names', () => {
  const files = ['/assets/react-1.js', '/assets/app-1.js', '/assets/Hero-1.js'];

  it('asks for one file per task, so no task of the loader holds a slow phone long', async () => {
    const { doc, head } = fakeDocument(files);
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
    const { doc, head } = fakeDocument([]);
    await preloadSectionCode(doc);
    expect(head).toEqual([]);
  });
});
