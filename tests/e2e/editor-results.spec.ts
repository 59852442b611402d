import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { sectionTypes } from '../../src/sections/registry';
import { worksOnPages } from '../../editor/ui/palette/fit';
import { sectionName } from '../../editor/ui/palette/names';
import { expect, test, editorAxe, editorOnCopy } from './editor-harness';

// What happened is shown on the screen, not only read out, and the thread of work is kept.

interface RawSite {
  pages: { path: string; sections: { type: string }[] }[];
}

editorOnCopy();
// axe over the whole editor takes a while on a busy machine.
test.setTimeout(90_000);
const site = JSON.parse(readFileSync('site.json', 'utf8')) as RawSite;

const toast = (page: Page) => page.locator('.toast');

test('after Add section the new section’s first field has focus; Undo and Redo show what they did', async ({
  page,
}) => {
  const home = site.pages[0]!;
  const items = page.getByRole('list', { name: 'Sections' }).getByRole('listitem');
  await page.getByRole('button', { name: 'Add section' }).click();
  const palette = page.getByRole('dialog', { name: 'Add a section' });
  const first = sectionTypes.find((type) => worksOnPages(type))!;
  const types = palette.getByRole('listbox', { name: 'Section types' });
  await expect(types.getByRole('option').first()).toContainText(sectionName(first));
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(items).toHaveCount(home.sections.length + 1);

  // The section goes at the end (none was selected): its first control, in the form's order.
  const at = home.sections.length;
  const own = `[id^="field-pages.0.sections.${at}."]`;
  const controls = page.locator(
    `.inspector-body :is(input, select, textarea, [contenteditable="true"])${own}`,
  );
  await expect(controls.first()).toBeFocused();

  const added = `${sectionName(first)} section added at position ${at + 1}.`;
  await expect(toast(page)).toBeVisible();
  await expect(toast(page)).toContainText(added);
  expect(await editorAxe(page)).toEqual([]);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(items).toHaveCount(home.sections.length);
  await expect(toast(page)).toBeVisible();
  await expect(toast(page)).toContainText(`Undone: ${added}`);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(toast(page)).toContainText(`Redone: ${added}`);
  // It goes by itself after a few seconds, the live region keeping the words.
  await expect(toast(page)).toBeHidden({ timeout: 15_000 });
  await expect(page.locator('.live')).toContainText(`Redone: ${added}`);
});

test('a refused save says why on the screen, in the warning colours', async ({ page }) => {
  await page.getByRole('list', { name: 'Sections' }).locator('.section-select').first().click();
  await page.getByLabel('Heading', { exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page)).toHaveText(
    'Not saved: 1 error must be fixed first. The Problems list shows where.',
  );
  await expect(toast(page)).toHaveClass(/refused/);
  expect(await editorAxe(page)).toEqual([]);
});
