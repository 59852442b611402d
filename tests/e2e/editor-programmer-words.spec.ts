import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, editorAxe, editorOnCopy } from './editor-harness';
import { programmerWordsIn } from '../../editor/lib/programmer-words';
import { sectionTypes } from '../../src/sections/registry';

/**
 * What a person reads on the editor's screen: its visible text outside the preview (the site's
 * own page) and outside "For developers", the choices its lists offer and the hints in its
 * empty boxes, with the site's content left out: what they typed (in a field, quoted, or shown
 * as a change's value) and the names of their pages in the Page control.
 */
function shownText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const forDevelopers = (el: Element) => {
      const details = el.closest('details');
      if (!details || el.closest('summary')) return false;
      return !details.open || details.classList.contains('for-developers');
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || !parent.checkVisibility() || forDevelopers(parent)) continue;
      if (parent.closest('option, select, textarea, script, style, .change-value')) continue;
      texts.push(text);
    }
    for (const field of document.querySelectorAll<HTMLElement>('select, input, textarea')) {
      if (!field.checkVisibility() || forDevelopers(field) || field.id === 'page-select') continue;
      if (field instanceof HTMLSelectElement)
        texts.push(...[...field.options].map((option) => option.text.trim()));
      else if (field.getAttribute('placeholder')) texts.push(field.getAttribute('placeholder')!);
    }
    return texts;
  });
}

const hitsOn = async (page: Page) =>
  (await shownText(page)).flatMap((text) =>
    programmerWordsIn(text.replace(/"[^"]*"|“[^”]*”/g, '…')).map((word) => `${word}: ${text}`),
  );

/** The scan, and axe on the editor (the preview is the site's, which its own specs hold). */
async function clean(page: Page, where: string) {
  expect(await hitsOn(page), where).toEqual([]);
  expect(await editorAxe(page), where).toEqual([]);
}

interface Written {
  type: string;
  ref?: string;
  heading?: string;
}
interface RawSite {
  pages: { path: string; seo: { title: string }; sections: Written[] }[];
  blog: { template: Written[]; posts: { slug: string; title: string }[] };
  blocks: Record<string, Written[]>;
}

const edited = editorOnCopy();
const site = JSON.parse(readFileSync('site.json', 'utf8')) as RawSite;
const select = (page: Page) => page.locator('#page-select');
const sectionButtons = (page: Page) =>
  page.getByRole('list', { name: 'Sections' }).locator('.section-name');
const dialog = (page: Page) => page.getByRole('dialog');

async function closeDialog(page: Page) {
  await dialog(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog(page)).toHaveCount(0);
}

test('the first screen says nothing in a programmer’s words, and names pages, not addresses', async ({
  page,
}) => {
  await expect(page.getByRole('heading', { name: /^Problems/ })).toBeVisible();
  expect(await hitsOn(page)).toEqual([]);
  const names = await select(page).locator('option').allInnerTexts();
  expect(names.filter((name) => name.startsWith('/'))).toEqual([]);
});

test('nor does any dialog: adding, Changes, History, Publish, pictures and a refused removal', async ({
  page,
}) => {
  test.setTimeout(240_000);
  for (const name of ['Add page', 'Add post']) {
    await page.getByRole('button', { name, exact: true }).click();
    await expect(dialog(page)).toBeVisible();
    expect(await hitsOn(page), name).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
  }
  const about = site.pages.findIndex((p) => p.path === '/about');
  await select(page).selectOption(`page:${about}`);
  await sectionButtons(page).first().click();
  await page.getByRole('button', { name: 'Add section' }).click();
  await expect(dialog(page)).toBeVisible();
  expect(await hitsOn(page), 'Add section').toEqual([]);
  await closeDialog(page);

  // A change made, and one of a picture: Changes says both in words.
  await page.getByLabel('Heading', { exact: true }).fill('About the people behind it');
  await sectionButtons(page).nth(1).click();
  await page
    .getByRole('button', { name: /^(Change picture|Choose a picture)$/ })
    .first()
    .click();
  await expect(dialog(page)).toBeVisible();
  await clean(page, 'Choose a picture');
  await dialog(page).getByRole('listitem').getByRole('button').nth(3).click();
  await expect(dialog(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Changes', exact: true }).click();
  await expect(dialog(page).locator('.change-where').first()).toHaveText(/› Heading$/);
  await expect(dialog(page).locator('.change-picture').first()).toBeVisible();
  await clean(page, 'Changes');
  await closeDialog(page);

  // History with a version that changed the page, by a colleague.
  const { copy } = edited;
  const start = copy.git('rev-parse', 'HEAD').trim();
  const text = readFileSync(copy.file, 'utf8');
  writeFileSync(copy.file, text.replace(site.pages[about]!.seo.title, 'About the team | Arogya'));
  copy.git('-c', 'user.name=Asha Verma', 'commit', '-qam', 'About: a shorter title');
  try {
    await page.getByRole('button', { name: 'Page settings' }).click();
    await page.getByRole('button', { name: 'Page history' }).click();
    await expect(dialog(page).getByRole('button', { name: 'Restore this version' })).toHaveCount(2);
    await clean(page, 'Page history');
    await closeDialog(page);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(dialog(page).getByRole('textbox', { name: 'Message' })).toBeVisible();
    await clean(page, 'Publish');
    await dialog(page).getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(dialog(page).getByRole('status')).toHaveText(/^(Recorded|Not published)/, {
      timeout: 30_000,
    });
    await clean(page, 'Published');
    await closeDialog(page);
  } finally {
    copy.git('reset', '-q', '--hard', start);
  }
  await expect(page.getByText('All saved')).toBeVisible();

  const contact = site.pages.findIndex((p) => p.path === '/contact');
  await select(page).selectOption(`page:${contact}`);
  await page.getByRole('button', { name: 'Remove page' }).click();
  await expect(dialog(page)).toBeVisible();
  await clean(page, 'A refused removal');
  await closeDialog(page);
});

/** Where the first section of each type is: a page's, the article template's, or in a block. */
function placeOf(type: string): { target: string; index: number } | undefined {
  const shows = (section: Written): boolean =>
    section.type === type || (section.type === 'block' && site.blocks[section.ref!]!.some(shows));
  for (const [i, page] of site.pages.entries()) {
    const index = page.sections.findIndex(shows);
    if (index >= 0) return { target: `page:${i}`, index };
  }
  const index = site.blog.template.findIndex(shows);
  return index >= 0 ? { target: 'post:0', index } : undefined;
}

test('nor does any field of any kind of section, nor the Translation view', async ({ page }) => {
  test.setTimeout(240_000);
  const places = sectionTypes.map((type) => ({ type, at: placeOf(type) }));
  expect(places.filter((p) => !p.at).map((p) => p.type)).toEqual([]);
  // Each page chosen once: choosing one draws it again in the preview.
  places.sort((a, b) => a.at!.target.localeCompare(b.at!.target));
  for (const { type, at } of places) {
    if ((await select(page).inputValue()) !== at!.target)
      await select(page).selectOption(at!.target);
    await sectionButtons(page).nth(at!.index).click();
    await expect(page.locator('.inspector .section-about')).toBeVisible();
    expect(await hitsOn(page), type).toEqual([]);
  }
  // The section that lists posts lists them in its own form.
  const listing = placeOf('post-list')!;
  await select(page).selectOption(listing.target);
  await sectionButtons(page).nth(listing.index).click();
  await expect(page.getByRole('region', { name: 'Posts it shows' })).toBeVisible();
  await clean(page, 'Posts it shows');
  await page.getByRole('button', { name: 'Translation', exact: true }).click();
  await expect(page.locator('.coverage-total')).toBeVisible();
  await clean(page, 'Translation');
});

test('nor what it says when the file changes under unsaved work', async ({ page }) => {
  // Four changes on disk, each read, merged or compared and checked in the site's thread.
  test.setTimeout(120_000);
  const { copy } = edited;
  const about = site.pages.findIndex((p) => p.path === '/about');
  await select(page).selectOption(`page:${about}`);
  await sectionButtons(page).first().click();
  await page.getByLabel('Heading', { exact: true }).fill('Mine');
  // The same heading changed elsewhere: both versions offered, as the form shows them.
  const data = JSON.parse(copy.original) as RawSite;
  data.pages[about]!.sections[0]!.heading = 'Theirs';
  writeFileSync(copy.file, `${JSON.stringify(data, null, 2)}\n`);
  await expect(dialog(page).getByRole('radio')).toHaveCount(2);
  await clean(page, 'A conflict');
  await dialog(page).getByRole('radio').first().check();
  await dialog(page).getByRole('button', { name: 'Use these choices' }).click();
  await expect(dialog(page)).toHaveCount(0);
  // A file that no longer reads: the banner, and the difference, whose lines are for developers.
  writeFileSync(copy.file, copy.original.replace('"name": "Arogya Infotech",', '"name": ""'));
  await page.getByRole('button', { name: 'Show difference' }).click();
  await expect(dialog(page).locator('.for-developers[open]')).toBeVisible();
  await clean(page, 'The difference with a broken file');
  await closeDialog(page);
  copy.restore();
  await page.getByRole('button', { name: 'Reload the saved site' }).click();
  await expect(page.getByText('All saved')).toBeVisible();
  // Broken with nothing unsaved: the editor cannot open it, and says so without naming files.
  writeFileSync(copy.file, copy.original.replace('"name": "Arogya Infotech",', '"name": ""'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('typing mistake');
  await clean(page, 'A file that cannot be read');
  copy.restore();
  await expect(page.getByLabel('Page', { exact: true })).toBeVisible();
});
