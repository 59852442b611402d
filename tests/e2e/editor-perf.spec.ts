import type { RunningEditor } from '../../editor/server';
import { expect, test } from './fixtures';
import { sectionTypeName } from '../../editor/ui/words/words';
import { copySiteIntoRepo, openEditor, startEditorOn } from './editor-harness';

interface RawSite {
  pages: { path: string; sections: { type: string; heading?: string }[] }[];
}

let editor: RunningEditor;
let site: RawSite;

test.beforeAll(async () => {
  const copy = copySiteIntoRepo();
  site = JSON.parse(copy.original) as RawSite;
  editor = await startEditorOn(copy.file);
});

test.afterAll(async () => {
  await editor?.close();
});

// The figure quoted in the README: from a keystroke in a field to the changed preview, on the
// page with the most content.
test('a keystroke reaches the preview of the biggest page quickly', async ({ page }) => {
  const biggest = [...site.pages].sort(
    (a, b) => JSON.stringify(b).length - JSON.stringify(a).length,
  )[0]!;
  const section = biggest.sections.find((s) => s.heading)!;
  await openEditor(page, editor.url);
  await page.getByLabel('Page', { exact: true }).selectOption({ label: biggest.path });
  await page
    .getByRole('button', {
      exact: true,
      name: `${sectionTypeName(section.type)}: ${section.heading}`,
    })
    .click();
  const field = page.getByLabel('Heading', { exact: true });
  await field.focus();
  await page.keyboard.press('End');

  const times: number[] = [];
  for (const key of 'measured') {
    const expected = `${section.heading}${'measured'.slice(0, times.length + 1)}`;
    // The clock starts at the key press and stops when the preview's document shows the text.
    await page.evaluate((text) => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[title^="Preview"]')!;
      const doc = frame.contentDocument!;
      (window as unknown as { measured: Promise<number> }).measured = new Promise((resolve) => {
        let start = 0;
        window.addEventListener('keydown', () => (start = performance.now()), {
          once: true,
          capture: true,
        });
        const observer = new MutationObserver(() => {
          if (start && doc.body.textContent?.includes(text)) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(doc.body, { subtree: true, childList: true, characterData: true });
      });
    }, expected);
    await page.keyboard.press(key);
    times.push(
      await page.evaluate(() => (window as unknown as { measured: Promise<number> }).measured),
    );
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(
    `keystroke → preview on ${biggest.path} (${biggest.sections.length} sections): median ${median.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms over ${times.length} keys`,
  );
  await expect(field).toHaveValue(`${section.heading}measured`);
  // A loose bound: a shared CI machine is slower; the printed figure is the measurement.
  expect(median).toBeLessThan(1000);
});
