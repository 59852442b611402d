import type { Page } from '@playwright/test';
import { expect, test, editorAxe, editorOnCopy } from './editor-harness';

// The workspace fits the screens the office has: laptops of 1366 and 1024 px, and phones.

editorOnCopy();
// axe over the whole editor takes a while on a busy machine.
test.setTimeout(90_000);

const PRESETS = ['Phone', 'Tablet', 'Desktop'] as const;

/** The preview's scale: its frame's width on screen over the width its page is laid out at. */
const scaleOf = (page: Page) =>
  page.locator('iframe[title^="Preview"]').evaluate((frame: HTMLIFrameElement) => {
    const shown = frame.getBoundingClientRect().width;
    return shown / frame.contentWindow!.innerWidth;
  });

async function scales(page: Page): Promise<Record<(typeof PRESETS)[number], number>> {
  const found = {} as Record<(typeof PRESETS)[number], number>;
  for (const preset of PRESETS) {
    await page
      .getByRole('group', { name: 'Preview width' })
      .getByRole('button', { name: preset })
      .click();
    // The frame is resized by the next render: wait for its page to take the new width.
    await expect
      .poll(() =>
        page
          .locator('iframe[title^="Preview"]')
          .evaluate((f: HTMLIFrameElement) => f.contentWindow!.innerWidth),
      )
      .toBe({ Phone: 360, Tablet: 768, Desktop: 1280 }[preset]);
    found[preset] = await scaleOf(page);
  }
  return found;
}

/** How far the editor's page reaches beyond the window sideways (0: no horizontal scroll). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const toggle = (page: Page, name: 'Section list' | 'Fields') =>
  page.getByRole('group', { name: 'Side panels' }).getByRole('button', { name });

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the phone preview shows at its true size beside both panels; folded away, the tablet too and the desktop at three quarters or more', async ({
      page,
    }) => {
      expect(await overflow(page)).toBe(0);
      expect((await scales(page)).Phone).toBe(1);

      await toggle(page, 'Section list').click();
      await toggle(page, 'Fields').click();
      await expect(toggle(page, 'Section list')).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('list', { name: 'Sections' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Page settings' })).toBeHidden();
      const folded = await scales(page);
      expect(folded.Phone).toBe(1);
      expect(folded.Tablet).toBe(1);
      expect(folded.Desktop).toBeGreaterThanOrEqual(0.75);
      expect(await overflow(page)).toBe(0);
      expect(await editorAxe(page)).toEqual([]);

      // Remembered for this person (this browser, as the editor has no accounts here).
      await page.reload();
      await page.getByLabel('Page', { exact: true }).waitFor();
      await expect(toggle(page, 'Fields')).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('list', { name: 'Sections' })).toBeHidden();
      await toggle(page, 'Section list').click();
      await toggle(page, 'Fields').click();
      await expect(page.getByRole('list', { name: 'Sections' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Page settings' })).toBeVisible();
    });
  });
}

test.describe('at 390×844, by touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('one column, no sideways scroll, every toolbar action reachable by finger and by Tab, each 44 px or more', async ({
    page,
  }) => {
    expect(await overflow(page)).toBe(0);

    const actions = page.locator('.toolbar :is(button, select)');
    const count = await actions.count();
    expect(count).toBeGreaterThan(8);
    for (let i = 0; i < count; i++) {
      const box = (await actions.nth(i).boundingBox())!;
      const name = await actions.nth(i).evaluate((el) => el.textContent?.trim() || el.id);
      expect(box.height, name).toBeGreaterThanOrEqual(44);
      expect(box.width, name).toBeGreaterThanOrEqual(44);
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(390);
    }

    // Tab reaches each enabled toolbar action in turn, from the start of the page.
    const enabled = await page
      .locator('.toolbar :is(button, select):not(:disabled)')
      .evaluateAll((els) => els.map((el) => (el.tagName === 'SELECT' ? el.id : el.textContent)));
    const reached: string[] = [];
    for (let i = 0; i < enabled.length; i++) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(() => {
          const el = document.activeElement!;
          return el.tagName === 'SELECT' ? el.id : el.textContent;
        }),
      );
    }
    expect(reached).toEqual(enabled);
    expect((await scales(page)).Phone).toBe(1);

    // One part at a time: the section list, then (a section tapped) its fields, then the preview.
    const show = page.getByRole('group', { name: 'Show' });
    await show.getByRole('button', { name: 'Sections' }).tap();
    const list = page.getByRole('list', { name: 'Sections' });
    await expect(list).toBeVisible();
    await expect(page.locator('iframe[title^="Preview"]')).toBeHidden();
    await list.locator('.section-select').first().tap();
    await expect(page.getByLabel('Heading', { exact: true })).toBeVisible();
    await expect(list).toBeHidden();
    for (const button of await show.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    expect(await overflow(page)).toBe(0);
    expect(await editorAxe(page)).toEqual([]);
    await show.getByRole('button', { name: 'Preview' }).tap();
    await expect(page.locator('iframe[title^="Preview"]')).toBeVisible();
    expect(await overflow(page)).toBe(0);
  });
});
