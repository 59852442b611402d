import { sectionTypeName } from '../../editor/lib/words';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import type { RunningEditor } from '../../editor/server';
import { hashPassword } from '../../editor/accounts/password';
import { addAccount } from '../../editor/accounts/store';
import type { BrowserContext } from '@playwright/test';
import { expect, test, copySiteIntoRepo, startEditorOn, type EditedCopy } from './editor-harness';

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

/** /api/events read as the browser's session; `ended` settles true when the server closes it. */
async function openChangeStream(context: BrowserContext) {
  const cookie = (await context.cookies(editor.url)).map((c) => `${c.name}=${c.value}`).join('; ');
  const response = await fetch(`${editor.url}api/events`, { headers: { cookie } });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  expect(new TextDecoder().decode((await reader.read()).value)).toMatch(/^event: hello/);
  const ended = Promise.race([
    (async () => {
      while (!(await reader.read()).done);
      return true;
    })(),
    new Promise<boolean>((done) => setTimeout(() => done(false), 5_000)),
  ]);
  return { ended };
}

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

  // A stream of colleagues' changes opened by this session ends when the session does.
  const stream = await openChangeStream(page.context());
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${editor.url}sign-in`);
  expect(await stream.ended).toBe(true);
  await expect(page.getByRole('heading', { name: /Sign in to the editor/ })).toBeVisible();
  await page.goto(editor.url);
  await expect(page).toHaveURL(`${editor.url}sign-in`);
});
