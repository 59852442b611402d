import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { RunningEditor } from '../../editor/server';
import { hashPassword } from '../../editor/accounts/password';
import { addAccount } from '../../editor/accounts/store';
import { sectionTypeName } from '../../editor/lib/words';
import {
  expect,
  test,
  bareRemoteOfSite,
  signInAs,
  startEditorOn,
  choosePageAt,
} from './editor-harness';
import { tempDir } from '../fixtures/temp-dir';

// Issue #17's team: one shared editor, two people signed in at once, each on a page of their own.
interface Site {
  pages: { path: string; sections: { type: string; heading?: string }[] }[];
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
const PASSWORD = 'a long team password';
const PEOPLE = [
  { email: 'ana@example.org', name: 'Ana Rao' },
  { email: 'ben@example.org', name: 'Ben Shukla' },
];

let bare: string;
let editor: RunningEditor;
const site = JSON.parse(readFileSync('site.json', 'utf8')) as Site;

test.beforeAll(async () => {
  bare = bareRemoteOfSite('editor-team');
  const dir = tempDir('editor-team-work-');
  git(dir, 'clone', '-q', bare, '.');
  git(dir, 'config', 'user.name', 'Shared Machine');
  git(dir, 'config', 'user.email', 'machine@example.com');
  for (const person of PEOPLE)
    await addAccount(join(dir, '.editor', 'accounts.json'), {
      ...person,
      password: await hashPassword(PASSWORD),
      added: new Date().toISOString(),
    });
  editor = await startEditorOn(join(dir, 'site.json'));
});

test.afterAll(async () => {
  await editor?.close();
});

const signIn = (browser: Browser, email: string) => signInAs(browser, editor.url, email, PASSWORD);

async function editHeading(page: Page, index: number, heading: string) {
  const chosen = site.pages[index]!;
  await choosePageAt(page, chosen.path);
  const hero = chosen.sections[0]!;
  await page
    .getByRole('button', { exact: true, name: `${sectionTypeName(hero.type)}: ${hero.heading}` })
    .click();
  await page.getByLabel('Heading', { exact: true }).fill(heading);
}

async function publish(page: Page, message: string) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish' });
  await dialog.getByRole('textbox', { name: 'Message' }).fill(message);
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  // A publish fetches, checks the site, commits and pushes: seconds on a busy machine.
  await expect(dialog.getByRole('status')).toHaveText(/^Published: sent to /, {
    timeout: 30_000,
  });
  await dialog.getByRole('button', { name: 'Close' }).click();
}

test('two people signed in at once edit two pages and both publish; nothing is lost and each is the author', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ana = await signIn(browser, PEOPLE[0]!.email);
  const ben = await signIn(browser, PEOPLE[1]!.email);
  await editHeading(ana, 1, 'About the people behind it');
  await editHeading(ben, 2, 'Services for every clinic');

  // Ana's publish saves the file under Ben's unsaved edit: it comes in, merged, not refused,
  // saying who; Ben's undo steps are kept over it. The toast says so for a few seconds, which
  // can be over before Ana's publish dialog is closed on a busy machine: it is watched for
  // from the start.
  const toast = expect(ben.locator('.toast')).toContainText(
    `${PEOPLE[0]!.name} saved a change, and that change was merged with your unsaved changes.`,
    { timeout: 60_000 },
  );
  await publish(ana, 'About: a warmer heading');
  await toast;
  const notice = ben.getByRole('region', { name: `Merged in: changes ${PEOPLE[0]!.name} saved` });
  await expect(notice.getByRole('listitem')).toHaveCount(1);
  const heading = ben.getByLabel('Heading', { exact: true });
  await expect(heading).toHaveValue('Services for every clinic');
  await ben.getByRole('button', { name: 'Undo' }).click();
  await expect(heading).toHaveValue(site.pages[2]!.sections[0]!.heading!);
  await ben.getByRole('button', { name: 'Redo' }).click();
  await expect(heading).toHaveValue('Services for every clinic');
  await publish(ben, 'Services: a clearer heading');

  const published = JSON.parse(git(bare, 'show', 'main:site.json')) as Site;
  expect(published.pages[1]!.sections[0]!.heading).toBe('About the people behind it');
  expect(published.pages[2]!.sections[0]!.heading).toBe('Services for every clinic');
  expect(git(bare, 'log', '-2', '--format=%an <%ae>|%s', 'main').split('\n')).toEqual([
    'Ben Shukla <ben@example.org>|Services: a clearer heading',
    'Ana Rao <ana@example.org>|About: a warmer heading',
  ]);
});
