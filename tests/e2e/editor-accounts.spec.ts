import { sectionTypeName } from '../../editor/ui/words/words';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import type { RunningEditor } from '../../editor/server';
import { hashPassword } from '../../editor/accounts/password';
import { addAccount } from '../../editor/accounts/store';
import { expect, test } from './fixtures';
import { copySiteIntoRepo, startEditorOn, type EditedCopy } from './editor-harness';

// A shared editor in a real browser: sign in by label, edit and save, sign out.
let copy: EditedCopy;
let editor: RunningEditor;
const PASSWORD = 'correct horse battery';

test.beforeAll(async () => {
  copy = copySiteIntoRepo();
  await addAccount(join(copy.dir, '.editor', 'accounts.json'), {
    email: 'ana@example.org',
    name: 'Ana Rao',
    password: await hashPassword(PASSWORD),
    added: new Date().toISOString(),
  });
  editor = await startEditorOn(copy.file);
});

test.afterAll(async () => {
  await editor?.close();
});

test('signing in opens the editor, a save is written, and Sign out returns to the sign-in page', async ({
  page,
  watch,
}) => {
  // The refused try below is answered 401, as it should be; the browser logs that.
  watch.allow(/status of 401/);
  await page.goto(editor.url);
  await expect(page).toHaveURL(`${editor.url}sign-in`);
  await page.getByLabel('Email').fill('ana@example.org');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That email and password do not match an account.',
  );
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.getByLabel('Page', { exact: true }).waitFor();
  await expect(page.getByText('Ana Rao')).toBeVisible();
  const site = JSON.parse(copy.original) as { pages: { sections: { heading?: string }[] }[] };
  const hero = site.pages[0]!.sections[0]!;
  await page
    .getByRole('button', { exact: true, name: `${sectionTypeName('hero')}: ${hero.heading}` })
    .click();
  await page.getByLabel('Heading', { exact: true }).fill('Signed-in words');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.live')).toHaveText(/^Saved/);
  expect(readFileSync(copy.file, 'utf8')).toContain('"heading": "Signed-in words"');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${editor.url}sign-in`);
  await expect(page.getByRole('heading', { name: /Sign in to the editor/ })).toBeVisible();
  await page.goto(editor.url);
  await expect(page).toHaveURL(`${editor.url}sign-in`);
});
