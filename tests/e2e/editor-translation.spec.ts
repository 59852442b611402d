import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { sectionTypeName } from '../../editor/lib/words';
import { expect, test, changedLines, editorOnCopy, choosePageAt } from './editor-harness';

interface Translated {
  text: string;
  from: string;
}
interface RawSite {
  pages: {
    path: string;
    seo: { title: string };
    sections: { type: string; heading?: string; hi?: { heading?: Translated } }[];
  }[];
}

const edited = editorOnCopy();
const site = JSON.parse(readFileSync('site.json', 'utf8')) as RawSite;
const aboutName = site.pages[1]!.seo.title.split(' | ')[0]!;

const preview = (page: Page) => page.frameLocator('iframe[title^="Preview"]');
const said = (page: Page) => page.locator('.live');

/** The about page's hero, chosen in the editor, and its texts as site.json has them. */
async function openAboutHero(page: Page) {
  const about = site.pages[1]!;
  const hero = about.sections[0]!;
  await choosePageAt(page, about.path);
  await page
    .getByRole('button', { exact: true, name: `${sectionTypeName(hero.type)}: ${hero.heading}` })
    .click();
  return { english: hero.heading!, hindi: hero.hi!.heading!.text };
}

/** The translation beside a field: its state and its control. */
const hindiOf = (page: Page, field: string) => {
  const control = page.getByLabel(`${field} in Hindi`, { exact: true });
  return { control, box: page.locator('.translation').filter({ has: control }) };
};

test('an English heading changed in the editor marks its Hindi out of date, says what changed, and is mended there', async ({
  page,
}) => {
  const { english, hindi } = await openAboutHero(page);
  const heading = hindiOf(page, 'Heading');
  await expect(heading.control).toHaveValue(hindi);
  await expect(heading.box).toContainText('Hindi is up to date');

  await page.getByLabel('Heading', { exact: true }).fill(`${english} and our team`);
  await expect(heading.box).toContainText('Hindi is out of date');
  await expect(heading.box.locator('.english-change ins')).toHaveText(/and our team/);
  // The check's message in the editor's words (no key of the file to copy), beside the Hindi text.
  await expect(heading.box.locator('.field-problems')).toHaveText(
    `Warning: The English changed since the Hindi was written: translated from "${english}", and the English is now "${english} and our team"; update the Hindi`,
  );

  // The Translation view lists it with the page, and takes the editor to the Hindi field.
  await page.getByRole('button', { name: 'Translation', exact: true }).click();
  await expect(page.locator('.coverage-total')).toContainText('1 out of date, 0 missing');
  // Named by its title; no address is shown.
  const about = page
    .locator('.coverage-list > li')
    .filter({ has: page.getByRole('heading', { name: aboutName, exact: true }) });
  await expect(about).toContainText('Visitors of its Hindi address see it in English');
  await expect(page.locator('.translation-view')).not.toContainText('/about');
  await about.getByRole('button', { name: /Out of date Section 1, Top banner › Heading/ }).click();
  await expect(heading.control).toBeFocused();

  await heading.control.fill('हमारे और हमारी टीम के बारे में');
  await expect(heading.box).toContainText('Hindi is out of date');
  await heading.box.getByRole('button', { name: 'Hindi matches the new English' }).click();
  await expect(heading.box).toContainText('Hindi is up to date');

  // The preview draws the page in Hindi, as /hi/about will.
  await page.getByRole('button', { name: 'हिन्दी', exact: true }).click();
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(
    'हमारे और हमारी टीम के बारे में',
  );
  await expect(preview(page).locator('html')).toHaveAttribute('lang', 'hi');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(said(page)).toHaveText(/^Saved/);
  // The English, the Hindi and the English it was made from: three lines, nothing else.
  const { removed, added } = changedLines(edited.copy.git('diff', '-U0'));
  expect(removed).toHaveLength(3);
  expect(added).toHaveLength(3);
});

test('a Hindi text emptied is missing, and typed again records the English it is made from', async ({
  page,
}) => {
  const { english } = await openAboutHero(page);
  const heading = hindiOf(page, 'Heading');
  await heading.control.fill('');
  await expect(heading.box).toContainText('No Hindi yet');
  await page.getByRole('button', { name: 'Translation', exact: true }).click();
  await expect(page.locator('.coverage-total')).toContainText('0 out of date, 1 missing');
  await page
    .locator('.coverage-list > li')
    .filter({ has: page.getByRole('heading', { name: aboutName, exact: true }) })
    .getByRole('button', { name: /Missing Section 1, Top banner › Heading/ })
    .click();
  await expect(heading.control).toBeFocused();
  await heading.control.pressSequentially('हमारे बारे में कुछ');
  await expect(heading.box).toContainText('Hindi is up to date');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(said(page)).toHaveText(/^Saved/);
  const saved = JSON.parse(readFileSync(edited.copy.file, 'utf8')) as RawSite;
  expect(saved.pages[1]!.sections[0]!.hi!.heading).toEqual({
    text: 'हमारे बारे में कुछ',
    from: english,
  });
  // Only the Hindi text's own line differs from the file as it was.
  const { removed, added } = changedLines(edited.copy.git('diff', '-U0'));
  expect(removed).toHaveLength(1);
  expect(added).toHaveLength(1);
});
