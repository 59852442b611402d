import { sectionTypeName } from '../../editor/lib/words';
import { expect, test, editorOnCopy, openEditor, choosePageAt } from './editor-harness';

/**
 * The server tells every open editor of a save at once; the one that saved holds that news
 * back until its own answer is in, so it never takes its own save for someone else's.
 */
const setup = editorOnCopy();

test('the editor that saved does not take its own save for a change made elsewhere', async ({
  page,
  browser,
}) => {
  const { copy, editor } = setup;
  const site = JSON.parse(copy.original) as {
    pages: { path: string; sections: { type: string; heading?: string }[] }[];
  };
  const about = site.pages[1]!;
  const hero = about.sections[0]!;
  const other = await browser.newPage();
  try {
    await openEditor(other, editor.url);
    await choosePageAt(page, about.path);
    await page
      .getByRole('button', { exact: true, name: `${sectionTypeName(hero.type)}: ${hero.heading}` })
      .click();
    await page.getByLabel('Heading', { exact: true }).fill('About Arogya Infotech');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('.live')).toHaveText('Saved.');
    // The other editor hears of the save: the news went out to both.
    await expect(other.locator('.live')).toHaveText(
      'The site was changed outside this editor (saved in another window, by a colleague or in its file): showing the new version.',
    );
    await expect(page.locator('.live')).toHaveText('Saved.');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  } finally {
    await other.close();
  }
});
