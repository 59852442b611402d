import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { hashPassword } from '../../editor/accounts/password';
import { addAccount } from '../../editor/accounts/store';
import { sectionTypeName } from '../../editor/lib/words';
import { startEditor, type RunningEditor } from '../../editor/server';
import {
  expect,
  test,
  bareRemoteOfSite,
  editorAxe,
  signInAs,
  choosePageAt,
} from './editor-harness';
import { tempDir } from '../fixtures/temp-dir';

// Issue #33: Publish sends the work of the person who presses it, and follows it to the live site.
interface Site {
  pages: { path: string; seo: { title: string }; sections: { type: string; heading?: string }[] }[];
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
const PASSWORD = 'a long team password';
const ANA = { email: 'ana@example.org', name: 'Ana Rao' };
const BEN = { email: 'ben@example.org', name: 'Ben Shukla' };
const site = JSON.parse(readFileSync('site.json', 'utf8')) as Site;
const name = (index: number) => site.pages[index]!.seo.title.split(' | ')[0];
const HERO_HEADING = `${sectionTypeName('hero')} › Heading`;
const BROKEN = 'The site’s file has a typing mistake';
/** A publish fetches, checks the site, commits and pushes: on a busy 2-core machine, seconds. */
const PUBLISHED_MS = 30_000;

test.describe.configure({ mode: 'serial' });

let bare: string;
let work: string;
let editor: RunningEditor;
/** The live site's stand-in: it answers this version.json, as a host serving the last deploy. */
let live: { commit: string; builtAt: string };
let liveSite: Server;

test.beforeAll(async () => {
  bare = bareRemoteOfSite('editor-publish-own');
  work = tempDir('editor-publish-own-');
  git(work, 'clone', '-q', bare, '.');
  git(work, 'config', 'user.name', 'Shared Machine');
  git(work, 'config', 'user.email', 'machine@example.com');
  for (const person of [ANA, BEN])
    await addAccount(join(work, '.editor', 'accounts.json'), {
      ...person,
      password: await hashPassword(PASSWORD),
      added: new Date().toISOString(),
    });
  live = { commit: git(bare, 'rev-parse', 'main'), builtAt: '2026-11-30T09:00:00.000Z' };
  liveSite = createServer((req, res) => {
    if (req.url !== '/version.json') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(live));
  });
  await new Promise<void>((done) => liveSite.listen(0, '127.0.0.1', done));
  const { port } = liveSite.address() as { port: number };
  editor = await startEditor({
    file: join(work, 'site.json'),
    port: 0,
    liveUrl: `http://127.0.0.1:${port}/`,
  });
});

test.afterAll(async () => {
  await editor?.close();
  liveSite?.close();
});

/** Signed in as `email`, with a watch for the broken-file view kept from the first paint on. */
async function signIn(browser: Browser, email: string): Promise<Page> {
  const page = await signInAs(browser, editor.url, email, PASSWORD);
  await page.evaluate(() => {
    const look = () => {
      if (document.querySelector('main.unreadable'))
        (window as { sawBroken?: boolean }).sawBroken = true;
    };
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true });
  });
  return page;
}

const neverBroken = async (page: Page) => {
  expect(await page.evaluate(() => (window as { sawBroken?: boolean }).sawBroken)).toBeFalsy();
  await expect(page.getByText(BROKEN)).toHaveCount(0);
};

async function editHeading(page: Page, index: number, heading: string) {
  await choosePageAt(page, site.pages[index]!.path);
  await page.getByRole('button', { name: new RegExp(`^${sectionTypeName('hero')}: `) }).click();
  await page.getByLabel('Heading', { exact: true }).fill(heading);
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All saved')).toBeVisible();
}

async function openPublish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish' });
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toBeVisible();
  return dialog;
}

async function publish(page: Page, message: string) {
  const dialog = await openPublish(page);
  await dialog.getByRole('textbox', { name: 'Message' }).fill(message);
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(/^Published: /, {
    timeout: PUBLISHED_MS,
  });
  return dialog;
}

const remote = () => JSON.parse(git(bare, 'show', 'main:site.json')) as Site;
const saved = () => JSON.parse(readFileSync(join(work, 'site.json'), 'utf8')) as Site;
const heading = (s: Site, index: number) => s.pages[index]!.sections[0]!.heading;
const lastAuthor = () => git(bare, 'log', '-1', '--format=%an <%ae>|%s', 'main');

test('each person publishes their own saved changes; a colleague’s stay saved, listed as theirs; then it goes live', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const ana = await signIn(browser, ANA.email);
  const ben = await signIn(browser, BEN.email);
  await editHeading(ana, 1, 'About, as Ana wrote it');
  await save(ana);
  await editHeading(ben, 2, 'Services, as Ben wrote it');
  await save(ben);

  const dialog = await openPublish(ben);
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(
    `${name(2)}: ${HERO_HEADING}`,
  );
  const others = dialog.getByRole('region', { name: 'Saved by others' });
  await expect(others.getByRole('listitem')).toHaveText([
    `Ana Rao: 1 change not yet published (${name(1)}: ${HERO_HEADING})`,
  ]);
  await expect(dialog.getByRole('checkbox', { name: /^Publish everything/ })).not.toBeChecked();
  expect(await editorAxe(ben)).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Services: a clearer heading');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Published: sent to the team’s shared copy, from which the live site is built.',
    {
      timeout: PUBLISHED_MS,
    },
  );
  expect(lastAuthor()).toBe('Ben Shukla <ben@example.org>|Services: a clearer heading');
  expect(heading(remote(), 2)).toBe('Services, as Ben wrote it');
  expect(heading(remote(), 1)).toBe(heading(site, 1));
  expect(heading(saved(), 1)).toBe('About, as Ana wrote it');

  // The live site still shows the version before; then its deploy of Ben's commit is out.
  await expect(dialog.getByText('Waiting for the live site…')).toBeVisible();
  live = { commit: git(bare, 'rev-parse', 'main'), builtAt: '2026-11-30T10:42:00.000Z' };
  const since = await ben.evaluate(() =>
    new Date('2026-11-30T10:42:00.000Z').toLocaleTimeString([], {
      hour: '2-digit',
      minute: '2-digit',
    }),
  );
  await expect(dialog.getByText(`Live since ${since}.`)).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();

  const hers = await openPublish(ana);
  await expect(hers.getByRole('region', { name: 'Your changes' }).getByRole('listitem')).toHaveText(
    [`${name(1)}: ${HERO_HEADING}`],
  );
  await expect(hers.getByRole('region', { name: 'Saved by others' })).toHaveCount(0);
  await hers.getByRole('textbox', { name: 'Message' }).fill('About: a warmer heading');
  await hers.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(hers.getByRole('status')).toHaveText(/^Published: /, {
    timeout: PUBLISHED_MS,
  });
  expect(lastAuthor()).toBe('Ana Rao <ana@example.org>|About: a warmer heading');
  expect([heading(remote(), 1), heading(remote(), 2)]).toEqual([
    'About, as Ana wrote it',
    'Services, as Ben wrote it',
  ]);
  await neverBroken(ana);
  await neverBroken(ben);
});

test('the remote moves on while both are open: both publish, and neither ever shows a broken file', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const ana = await signIn(browser, ANA.email);
  const ben = await signIn(browser, BEN.email);
  // A third copy elsewhere publishes first.
  const third = tempDir('editor-publish-own-third-');
  git(third, 'clone', '-q', bare, '.');
  const elsewhere = JSON.parse(readFileSync(join(third, 'site.json'), 'utf8')) as Site;
  elsewhere.pages[3]!.sections[0]!.heading = 'Published from elsewhere';
  writeFileSync(join(third, 'site.json'), `${JSON.stringify(elsewhere, null, 2)}\n`);
  git(third, '-c', 'user.name=Third', '-c', 'user.email=third@example.org', 'commit', '-qam', 'x');
  git(third, 'push', '-q');

  await editHeading(ana, 1, 'About, once more');
  await editHeading(ben, 2, 'Services, not saved yet');
  const hers = await publish(ana, 'About: once more');
  await expect(hers.getByRole('status')).toContainText(
    `What others had published meanwhile came in: ${name(3)}: ${HERO_HEADING}.`,
  );
  // Ben's editor took the published version in under his unsaved edit, which it kept.
  await expect(ben.getByLabel('Heading', { exact: true })).toHaveValue('Services, not saved yet');
  await publish(ben, 'Services: not saved yet, now published');

  const published = remote();
  expect([1, 2, 3].map((i) => heading(published, i))).toEqual([
    'About, once more',
    'Services, not saved yet',
    'Published from elsewhere',
  ]);
  expect(saved()).toEqual(published);
  for (const page of [ana, ben]) {
    await page.getByRole('button', { name: 'Close' }).click();
    await choosePageAt(page, site.pages[3]!.path);
    await expect(
      page.getByRole('button', {
        name: `${sectionTypeName('hero')}: Published from elsewhere`,
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByText('All saved')).toBeVisible();
    await neverBroken(page);
  }
});
