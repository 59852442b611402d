import { sectionTypeName } from '../../editor/lib/words';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, editorOnCopy, choosePageAt, pageNameAt } from './editor-harness';

interface RawSite {
  pages: { path: string; sections: { type: string; heading?: string; text?: string }[] }[];
}

editorOnCopy();
const site = JSON.parse(readFileSync('site.json', 'utf8')) as RawSite;

test.beforeEach(async ({ page }) => {
  const about = site.pages[1]!;
  await choosePageAt(page, about.path);
  await expect(page.getByTitle(`Preview of ${pageNameAt(about.path)}`)).toBeVisible();
});

const preview = (page: Page) => page.frameLocator('iframe[title^="Preview"]');
const hero = () => site.pages[1]!.sections[0]!;

test('a heading edited where it stands updates its field, is one changed line, and undoes', async ({
  page,
}) => {
  const heading = preview(page).getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(hero().heading!);
  await heading.dblclick();
  // Editing starts with the words selected, so typing replaces them.
  await page.keyboard.type('About our team');
  await expect(page.getByLabel('Heading', { exact: true })).toHaveValue('About our team');
  await page.keyboard.press('Enter');
  await expect(heading).toHaveText('About our team');

  await page.getByRole('button', { name: 'Changes' }).click();
  const changes = page.getByRole('dialog', { name: 'Changes to save' });
  await expect(changes).toContainText('1 line added, 1 line removed.');
  await expect(changes).toContainText('"heading": "About our team"');
  await changes.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByLabel('Heading', { exact: true })).toHaveValue(hero().heading!);
  await expect(heading).toHaveText(hero().heading!);
});

test('by keyboard: Enter edits a focused text; emptied, a required heading says what is wrong; Escape puts it back', async ({
  page,
}) => {
  await page
    .getByRole('button', { exact: true, name: `${sectionTypeName('hero')}: ${hero().heading}` })
    .click();
  const heading = preview(page).getByRole('heading', { level: 1 });
  // The selected section's texts take focus in the preview.
  await expect(heading).toHaveAttribute('tabindex', '0');
  await heading.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Delete');
  const field = page.getByLabel('Heading', { exact: true });
  await expect(field).toHaveValue('');
  // The check's message, beside the text as beside the field.
  await expect(preview(page).getByRole('alert')).toHaveText('must not be empty');
  await expect(page.locator('#field-pages\\.1\\.sections\\.0\\.heading-problems')).toContainText(
    'Must not be empty',
  );

  await page.keyboard.press('Escape');
  await expect(heading).toHaveText(hero().heading!);
  await expect(field).toHaveValue(hero().heading!);
  await expect(preview(page).getByRole('alert')).toHaveCount(0);
  // Put back means as it was: nothing left to save.
  await expect(page.getByText('All saved')).toBeVisible();
});

test('a text that is not one field of the section says so instead of pretending', async ({
  page,
}) => {
  // The English heading changed after its Hindi: the Hindi preview shows it in English.
  await page
    .getByRole('button', { exact: true, name: `${sectionTypeName('hero')}: ${hero().heading}` })
    .click();
  await page.getByLabel('Heading', { exact: true }).fill('About our team');
  await page
    .getByRole('group', { name: 'Preview language' })
    .getByRole('button', { name: 'हिन्दी' })
    .click();
  const heading = preview(page).getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('About our team');
  await heading.dblclick();
  await expect(preview(page).getByRole('status')).toHaveText(
    'This text is not edited here: it has no up-to-date Hindi yet, comes from other data, or is made by the site. Edit it in the form.',
  );
  await expect(heading).not.toHaveAttribute('contenteditable');
});
