import type { Page } from 'playwright-core';
import { sectionTypeName } from '../lib/words';

/**
 * Chooses the page named `name` (as the Page control names it) and its section, and puts the
 * cursor at the end of its heading.
 */
export async function focusHeading(
  page: Page,
  name: string,
  section: { type: string; heading: string },
) {
  await page.getByLabel('Page', { exact: true }).selectOption({ label: name });
  await page
    .getByRole('button', {
      exact: true,
      name: `${sectionTypeName(section.type)}: ${section.heading}`,
    })
    .click();
  const field = page.getByLabel('Heading', { exact: true });
  await field.focus();
  await page.keyboard.press('End');
  return field;
}

/**
 * Types `keys` one at a time into the focused field and times each from its key press until
 * the preview's document shows `before` + the keys so far. `between` runs after each key
 * (to let other work finish, so each key is timed alone).
 */
export async function timeKeys(
  page: Page,
  before: string,
  keys: string,
  between: () => Promise<unknown> = async () => {},
): Promise<number[]> {
  const times: number[] = [];
  for (const key of keys) {
    const expected = `${before}${keys.slice(0, times.length + 1)}`;
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
    await between();
  }
  return times;
}

/** The middle one of `times` (the upper middle for an even count). */
export const median = (times: readonly number[]) =>
  [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
