import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { sectionTypes } from '../../src/sections/registry';
import { worksOnPages } from '../../editor/ui/palette/fit';
import { matchesSearch, sectionExample, sectionName } from '../../editor/ui/palette/names';
import {
  expect,
  test,
  changedLines,
  editorAxe,
  editorOnCopy,
  choosePageAt,
  pageNameAt,
} from './editor-harness';

interface RawSite {
  pages: { path: string; sections: { type: string; heading?: string }[] }[];
}

const edited = editorOnCopy();
const site = JSON.parse(readFileSync('site.json', 'utf8')) as RawSite;

const preview = (page: Page) => page.frameLocator('iframe[title^="Preview"]');

async function choosePage(page: Page, path: string) {
  await choosePageAt(page, path);
  await expect(page.getByTitle(`Preview of ${pageNameAt(path)}`)).toBeVisible();
}

test('a section chosen in the palette by keyboard lands after the selected one, with its example, and saves only its lines', async ({
  page,
}) => {
  const about = site.pages[1]!;
  await choosePage(page, about.path);
  const items = page.getByRole('list', { name: 'Sections' }).getByRole('listitem');
  await items.nth(1).locator('.section-select').click();

  const query = 'list';
  const found = sectionTypes.filter((type) => worksOnPages(type) && matchesSearch(type, query));
  expect(found.length).toBeGreaterThan(2);
  const chosen = found[2]!;
  const example = sectionExample(chosen) as { heading: string };
  const headings = preview(page).getByRole('heading', { name: example.heading, exact: true });
  const before = await headings.count();

  await page.getByRole('button', { name: 'Add section' }).focus();
  await page.keyboard.press('Enter');
  const palette = page.getByRole('dialog', { name: 'Add a section' });
  const search = palette.getByRole('combobox', { name: 'Search section types' });
  await expect(search).toBeFocused();
  await expect(
    palette.getByRole('listbox', { name: 'Section types' }).getByRole('option'),
  ).toHaveCount(sectionTypes.filter((type) => worksOnPages(type)).length);
  await page.keyboard.type(query);
  const options = palette.getByRole('listbox', { name: 'Section types' }).getByRole('option');
  await expect(options).toHaveCount(found.length);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(2)).toContainText(sectionName(chosen));
  await expect(search).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(2).getAttribute('id'))!,
  );
  await expect(palette.getByLabel('Place')).toHaveValue('2');
  await page.keyboard.press('Enter');

  await expect(palette).toBeHidden();
  await expect(items).toHaveCount(about.sections.length + 1);
  await expect(items.nth(2)).toContainText(example.heading);
  await expect(items.nth(2).locator('.section-select')).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('.live')).toHaveText(
    `${sectionName(chosen)} section added at position 3. It shows example content: change it in its fields.`,
  );
  await expect(headings).toHaveCount(before + 1);
  await expect(page.getByRole('list', { name: 'Sections' }).locator('.badge')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.live')).toHaveText(/^Saved/);
  const { removed, added } = changedLines(edited.copy.git('diff', '-U0'));
  expect(removed).toEqual([]);
  // One run of added lines: the new section's own, and nothing else in the file.
  expect(added.at(-1)! - added[0]!).toBe(added.length - 1);
  const saved = JSON.parse(edited.copy.git('show', 'HEAD:site.json')) as RawSite;
  const now = JSON.parse(readFileSync(edited.copy.file, 'utf8')) as RawSite;
  saved.pages[1]!.sections.splice(
    2,
    0,
    sectionExample(chosen) as RawSite['pages'][0]['sections'][0],
  );
  expect(now).toEqual(saved);
});

test('the palette searches by description, says when nothing matches, closes with Escape and is axe clean', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Add section' }).click();
  const palette = page.getByRole('dialog', { name: 'Add a section' });
  expect(await editorAxe(page)).toEqual([]);
  const search = palette.getByRole('combobox', { name: 'Search section types' });
  await search.fill('QUESTIONS');
  await expect(
    palette.getByRole('listbox', { name: 'Section types' }).getByRole('option'),
  ).toHaveCount(
    sectionTypes.filter((type) => worksOnPages(type) && matchesSearch(type, 'questions')).length,
  );
  await expect(
    palette.getByRole('listbox', { name: 'Section types' }).getByRole('option').first(),
  ).toContainText(sectionName('faq'));
  await search.fill('zzz');
  await expect(
    palette.getByRole('listbox', { name: 'Section types' }).getByRole('option'),
  ).toHaveCount(0);
  await expect(palette).toContainText('No section type matches “zzz”.');
  // As in a search box anywhere: Escape first clears what was typed, then closes.
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await expect(page.getByRole('list', { name: 'Sections' }).getByRole('listitem')).toHaveCount(
    site.pages[0]!.sections.length,
  );
});
