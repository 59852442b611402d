import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { editorOnCopy } from './editor-harness';
import { programmerWordsIn } from '../../editor/lib/programmer-words';

/**
 * What a person reads on the editor's screen: its visible text outside the preview (the site's
 * own page) and outside a closed "For developers" disclosure, with the values they typed or
 * chose (quoted, or in a field) left out, as the page's content is not the editor's words.
 */
function shownText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || !parent.checkVisibility()) continue;
      const details = parent.closest('details');
      if (details && !details.open && !parent.closest('summary')) continue;
      if (parent.closest('option, select, textarea, script, style')) continue;
      texts.push(text);
    }
    return texts;
  });
}

const hitsOn = async (page: Page) =>
  (await shownText(page)).flatMap((text) =>
    programmerWordsIn(text.replace(/"[^"]*"|“[^”]*”/g, '…')).map((word) => `${word}: ${text}`),
  );

editorOnCopy();

test('the first screen says nothing in a programmer’s words', async ({ page }) => {
  await expect(page.getByRole('heading', { name: /^Problems/ })).toBeVisible();
  expect(await hitsOn(page)).toEqual([]);
});

test('nor do the dialogs that add a page and a post', async ({ page }) => {
  for (const name of ['Add page', 'Add post']) {
    await page.getByRole('button', { name, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await hitsOn(page), name).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});
