import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test, changedLines, editorAxe, editorOnCopy, pageNameAt } from './editor-harness';
import { pageChoices } from '../../editor/lib/page-titles';
import { sectionTypeName } from '../../editor/lib/words';
import { WCAG } from './axe';

interface RawSite {
  pages: {
    path: string;
    sections: {
      type: string;
      heading?: string;
      body?: string[];
      hi?: { body?: { text: string[] } };
    }[];
  }[];
}

const state = editorOnCopy();
const site = JSON.parse(readFileSync('site.json', 'utf8')) as RawSite;
const about = site.pages[1]!;
const story = about.sections[1]!;
const contact = pageChoices(site).find((choice) => choice.href === '/contact')!;

const preview = (page: Page) => page.frameLocator('iframe[title^="Preview"]');
const said = (page: Page) => page.locator('.live');

test.beforeEach(async ({ page }) => {
  // Each keystroke is checked as the whole site is: on a busy machine a save waits for many.
  test.slow();
  await page.getByLabel('Page', { exact: true }).selectOption({ label: pageNameAt(about.path) });
  await expect(page.getByTitle(`Preview of ${pageNameAt(about.path)}`)).toBeVisible();
});

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(said(page)).toHaveText(/^Saved/, { timeout: 15_000 });
}

/**
 * Types `words` at the end of the text being edited, then makes the word before its last
 * character bold and the last `linked` characters (before that character) a link to Contact,
 * chosen by its title.
 */
async function addBoldAndLink(page: Page, bold: string, linked: string) {
  const { keyboard } = page;
  await keyboard.press('Control+End');
  await keyboard.type(` ${bold}.`);
  await keyboard.press('ArrowLeft');
  await keyboard.press('Control+Shift+ArrowLeft');
  await keyboard.press('Control+B');
  await expect(preview(page).getByRole('button', { name: 'Bold' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await keyboard.press('Control+End');
  await keyboard.type(` ${linked}.`);
  await keyboard.press('ArrowLeft');
  for (const _ of linked) await keyboard.press('Shift+ArrowLeft');
  await keyboard.press('Control+K');
  const chooser = preview(page).getByRole('dialog', { name: 'Add link' });
  await chooser.getByRole('combobox', { name: 'Page or address' }).fill(contact.title);
  await chooser.getByRole('option', { name: new RegExp(`^${contact.title}`) }).click();
  await expect(chooser).toHaveCount(0);
  await keyboard.press('Enter');
}

test('a paragraph edited where it stands, with bold and a link chosen by title, saves as that line alone in the file’s markup', async ({
  page,
}) => {
  const english = story.body![1]!;
  const paragraph = preview(page).locator('p', { hasText: english.slice(0, 40) });
  await paragraph.dblclick();
  await expect(paragraph).toHaveAttribute('contenteditable', 'true');
  await expect(preview(page).getByRole('toolbar', { name: 'Text style' })).toBeVisible();
  await addBoldAndLink(page, 'We answer every call', 'Write to us');
  await expect(paragraph).not.toHaveAttribute('contenteditable');
  await expect(paragraph.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await save(page);

  const { copy } = state;
  const edited = `${english} We answer every **call**. [Write to us](/contact).`;
  expect(readFileSync(copy.file, 'utf8')).toBe(
    copy.original.replace(JSON.stringify(english), JSON.stringify(edited)),
  );
  const lines = changedLines(copy.git('diff', '-U0', '--', 'site.json'));
  expect(lines.removed).toHaveLength(1);
  expect(lines.added).toEqual(lines.removed);
});

/** Selects `words` in the text being edited, as a drag of the mouse over them would. */
const selectWords = (paragraph: Locator, words: string) =>
  paragraph.evaluate((element, words) => {
    const walk = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
      const at = node.nodeValue!.indexOf(words);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + words.length);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      return;
    }
    throw new Error(`"${words}" is not in the text`);
  }, words);

test('the Hindi preview edits the Hindi paragraph the same way, its English and record kept', async ({
  page,
}) => {
  await page
    .getByRole('group', { name: 'Preview language' })
    .getByRole('button', { name: 'हिन्दी' })
    .click();
  const hindi = story.hi!.body!.text[1]!;
  const paragraph = preview(page).locator('p', { hasText: hindi.slice(0, 30) });
  await paragraph.dblclick();
  await expect(paragraph).toHaveAttribute('contenteditable', 'true');
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' हम हर कॉल का जवाब देते हैं। हमें लिखें।');
  await selectWords(paragraph, 'कॉल');
  await page.keyboard.press('Control+B');
  await selectWords(paragraph, 'हमें लिखें');
  await preview(page).getByRole('button', { name: 'Link' }).click();
  const chooser = preview(page).getByRole('dialog', { name: 'Add link' });
  await chooser.getByRole('combobox', { name: 'Page or address' }).fill(contact.title);
  await chooser.getByRole('option', { name: new RegExp(`^${contact.title}`) }).click();
  await page.keyboard.press('Enter');
  await save(page);

  const { copy } = state;
  const edited = `${hindi} हम हर **कॉल** का जवाब देते हैं। [हमें लिखें](/contact)।`;
  expect(readFileSync(copy.file, 'utf8')).toBe(
    copy.original.replace(JSON.stringify(hindi), JSON.stringify(edited)),
  );
  const lines = changedLines(copy.git('diff', '-U0', '--', 'site.json'));
  expect(lines.removed).toHaveLength(1);
  expect(lines.added).toEqual(lines.removed);
});

/** axe's WCAG A and AA violations of the toolbar and link chooser drawn in the preview. */
const toolsAxe = (page: Page) =>
  new AxeBuilder({ page })
    .withTags(WCAG)
    .include(['iframe[title^="Preview"]', '.in-place-tools'])
    .analyze()
    .then((result) => result.violations);

test('by keyboard: Enter edits a paragraph, Shift+Tab reaches its toolbar, a list made there goes on being edited, Escape puts it all back', async ({
  page,
}) => {
  const english = story.body![1]!;
  await page
    .getByRole('button', { exact: true, name: `${sectionTypeName('split')}: ${story.heading}` })
    .click();
  const paragraph = preview(page).locator('p', { hasText: english.slice(0, 40) });
  await expect(paragraph).toHaveAttribute('tabindex', '0');
  await paragraph.focus();
  await page.keyboard.press('Enter');
  await expect(paragraph).toHaveAttribute('contenteditable', 'true');
  await expect(paragraph).toBeFocused();

  const toolbar = preview(page).getByRole('toolbar', { name: 'Text style' });
  await page.keyboard.press('Shift+Tab');
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(toolbar.getByRole('button', { name: 'Numbered list' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(toolbar.getByRole('button', { name: 'Bulleted list' })).toBeFocused();
  expect(await toolsAxe(page)).toEqual([]);
  await page.keyboard.press('Enter');

  // The paragraph is a list's one item now, still being edited, its caret where it was.
  const item = preview(page).locator('li', { hasText: english.slice(0, 40) });
  await expect(item).toHaveAttribute('contenteditable', 'true');
  await expect(item).toBeFocused();
  await expect(toolbar.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  // Typed at once, before the page is drawn with the new item: no letter is lost.
  await page.keyboard.type('A new item');
  const added = preview(page).locator('li', { hasText: 'A new item' });
  await expect(added).toBeFocused();
  await expect(page.getByLabel('Body text: bulleted list 2', { exact: false })).toHaveValue(
    `${english}\nA new item`,
  );

  await page.keyboard.press('Control+K');
  const chooser = preview(page).getByRole('dialog', { name: 'Add link' });
  await expect(chooser.getByRole('combobox', { name: 'Page or address' })).toBeFocused();
  expect(await toolsAxe(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(chooser).toHaveCount(0);
  await expect(added).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(paragraph).toHaveText(english);
  await expect(preview(page).locator('[data-editor-section="1"] li')).toHaveCount(0);
  await expect(page.getByText('All saved')).toBeVisible();
  await expect(paragraph).toBeFocused();
  expect(await editorAxe(page)).toEqual([]);
});
