import { readFileSync, writeFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, test, editorAxe, editorOnCopy } from './editor-harness';
import { closedLists } from '../fixtures/choices';
import { SiteSchema } from '../../src/schema/site';
import { FormSchema } from '../../src/schema/forms/form';
import { choiceLabel, sectionTypeName } from '../../editor/lib/words';
import { validateSiteSource } from '../../src/content/validate-source';

/**
 * The editor speaks in words: no label, legend or list item it shows reads like a JSON path.
 * Brackets, ".src"/".alt" and camelCase words ("closeLabel") are what a path or a field name
 * looks like; a title from the schema has none of them. A camelCase word starts with two
 * lowercase letters here, so a product name quoted from the content ("iOS") is not one.
 */
const PATH_LIKE = /[[\]]|\.src\b|\.alt\b|\b[a-z]{2,}[A-Z][A-Za-z]*\b/;

/** Every value of a closed list of the schema ("email", "tint", "3"): never an option's text. */
const RAW_CHOICES = new Set(
  closedLists(SiteSchema, 'site').flatMap(({ values }) => values.map(String)),
);

// Each test starts with the editor open on the committed copy.
const session = editorOnCopy();

test('no label, legend or list item of the editor reads like a JSON path, on any page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const select = page.locator('#page-select');
  // Every page, the first post (all posts share one template) and the not-found page.
  const targets = await select.evaluate((el: HTMLSelectElement) =>
    [...el.querySelectorAll('optgroup')].flatMap((group) => {
      const values = [...group.querySelectorAll('option')].map((o) => o.value);
      return group.label === 'Posts' ? values.slice(0, 1) : values;
    }),
  );
  expect(targets.length).toBeGreaterThan(2);
  const sections = page.getByRole('list', { name: 'Sections' });
  const found: string[] = [];
  for (const target of targets) {
    await select.selectOption(target);
    const buttons = sections.locator('.section-name');
    const count = await buttons.count();
    for (let i = 0; i < count; i++) {
      await buttons.nth(i).click();
      // Record entries (collections, forms, blocks) keep their ids as names; ids are lowercase
      // words with dashes, so they pass the same test.
      const { texts, options } = await page.evaluate(() => ({
        texts: [
          ...document.querySelectorAll(
            '.panel.sections li .section-name, .panel.sections label, .panel.inspector :is(label, legend)',
          ),
        ].map((el) => (el as HTMLElement).innerText.trim()),
        options: [
          ...document.querySelectorAll<HTMLOptionElement>('.panel.inspector select option'),
        ].map((el) => el.text.trim()),
      }));
      for (const text of texts) if (PATH_LIKE.test(text)) found.push(`${target}: ${text}`);
      for (const text of options)
        if (RAW_CHOICES.has(text)) found.push(`${target}: the choice "${text}"`);
    }
  }
  expect([...new Set(found)]).toEqual([]);
});

/** The words a dialog shows as controls and lists (not the content it quotes, like a diff). */
const dialogWords = (dialog: Locator) =>
  dialog
    .locator(':is(label, legend, button, h2, [role="option"], li):not(.diff *)')
    .evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText.trim()));

test('the dialogs speak in words too, and the editor stays axe clean with each open', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  const check = async (button: string, name: string | RegExp) => {
    await page.getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.getByRole('button').first()).toBeVisible();
    for (const text of await dialogWords(dialog))
      if (PATH_LIKE.test(text)) found.push(`${String(name)}: ${text}`);
    expect(await editorAxe(page), String(name)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };
  await check('Add page', 'Add a page');
  await check('Add post', 'Add a post');
  await check('Publish', 'Publish');
  await page.getByRole('list', { name: 'Sections' }).locator('.section-name').first().click();
  await check('Add section', 'Add a section');
  await check('Section history', /^History of /);
  expect(found).toEqual([]);
});

test('a choice is shown in words and stored as its value: a form field’s kind', async ({
  page,
}) => {
  const kindOf = FormSchema.shape.fields.element.shape.kind;
  await page.getByRole('button', { name: 'Forms', exact: true }).click();
  await page.getByLabel('Which form').selectOption('contact');
  const email = page
    .getByRole('group', { name: /^Form field \d+: Email$/ })
    .getByLabel('Kind', { exact: true });
  await expect(email).toHaveValue('email');
  await expect(email.locator('option:checked')).toHaveText('Email address');
  const shown = await email.locator('option').allInnerTexts();
  expect(shown).toEqual(kindOf.options.map((value) => choiceLabel(kindOf, value)));
  expect(shown.filter((text) => RAW_CHOICES.has(text))).toEqual([]);

  // Chosen by its words, the value written is the value site.json has always held.
  const subject = page
    .getByRole('group', { name: /^Form field \d+: Subject$/ })
    .getByLabel('Kind', { exact: true });
  await subject.selectOption({ label: 'Several lines of text' });
  await expect(page.locator('.live')).toHaveText('Kind: Several lines of text');
  await page.getByRole('button', { name: 'Changes' }).click();
  const changes = page.getByRole('dialog', { name: 'Changes to save' });
  // Changes says it in the same words, before and after; the file's lines only for developers.
  const change = changes.locator('.change');
  await expect(change.locator('.change-where')).toHaveText(/^Form “contact”: .* › Kind$/);
  await expect(change.locator('.change-before .change-value')).toHaveText(
    choiceLabel(kindOf, 'text'),
  );
  await expect(change.locator('.change-after .change-value')).toHaveText('Several lines of text');
  await expect(changes.getByText('"kind": "textarea"')).toBeHidden();
  await changes.getByText('For developers').click();
  await expect(changes).toContainText('1 line added, 1 line removed.');
  await expect(changes.getByText('"kind": "textarea"')).toBeVisible();
});

test('a file broken on disk says what happened and what to do, with the place to mend', async ({
  page,
}) => {
  const { copy } = session;
  const broken = copy.original.replace('"name": "Arogya Infotech",', '"name": "Arogya Infotech"');
  writeFileSync(copy.file, broken);
  const [problem] = validateSiteSource(broken).problems;
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'The site’s file has a typing mistake, so the editor cannot open it',
    }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'The site’s file was changed outside the editor and something in it is out of place, most often a missing comma, quote or bracket. Whoever changed it can correct it at the place shown for developers below; the editor opens again by itself.',
    ),
  ).toBeVisible();
  await expect(page.getByText(`site.json:${problem!.line}:${problem!.column}`)).toBeVisible();
  writeFileSync(copy.file, copy.original);
  await expect(page.getByLabel('Page', { exact: true })).toBeVisible();
});

test('the parts of a body text are named by their kind, and undo says what it undid', async ({
  page,
}) => {
  const site = JSON.parse(readFileSync('site.json', 'utf8')) as {
    pages: { sections: { type: string; heading?: string; body?: unknown[] }[] }[];
  };
  const split = site.pages[0]!.sections.find((s) => s.type === 'split' && s.body?.length === 2)!;
  await page
    .getByRole('button', { exact: true, name: `${sectionTypeName('split')}: ${split.heading}` })
    .click();
  // The English body text; its Hindi twin beside it has parts of the same names.
  const body = page.getByRole('group', { name: /^Body text \(/ });
  const second = body.getByLabel('Body text: paragraph 2', { exact: true });
  await expect(second).toHaveValue(split.body![1] as string);
  await expect(body.getByLabel('Paragraph 1: kind of text')).toHaveValue('p');
  await expect(body.getByRole('button', { name: 'Move paragraph 1 down' })).toBeVisible();

  await body.getByRole('button', { name: 'Remove paragraph 2' }).click();
  const said = page.locator('.live');
  await expect(said).toHaveText('Body text: paragraph 2 removed');
  await expect(second).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(said).toHaveText('Undone: Body text: paragraph 2 removed');
  await expect(second).toHaveValue(split.body![1] as string);
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(said).toHaveText('Redone: Body text: paragraph 2 removed');
});
