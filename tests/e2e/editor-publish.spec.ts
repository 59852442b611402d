import { sectionTypeName } from '../../editor/lib/words';
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { RunningEditor } from '../../editor/server';
import {
  expect,
  test,
  bareRemoteOfSite,
  editorAxe,
  openEditor,
  startEditorOn,
  choosePageAt,
} from './editor-harness';
import { tempDir } from '../fixtures/temp-dir';

interface Site {
  pages: { path: string; seo: { title: string }; sections: { type: string; heading?: string }[] }[];
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** A clone of a local bare repository holding a copy of site.json, with its own git identity. */
function clone(bare: string, name: string) {
  const dir = tempDir(`editor-publish-${name}-`);
  git(dir, 'clone', '-q', bare, '.');
  git(dir, 'config', 'user.name', `${name} Local`);
  git(dir, 'config', 'user.email', `${name}@example.com`);
  const file = join(dir, 'site.json');
  /** Commits a change to site.json and pushes it, as a colleague elsewhere would. */
  const publishElsewhere = (change: (site: Site) => void) => {
    git(dir, 'pull', '-q');
    const site = JSON.parse(readFileSync(file, 'utf8')) as Site;
    change(site);
    writeFileSync(file, `${JSON.stringify(site, null, 2)}\n`);
    git(dir, 'commit', '-qam', `${name}'s change`);
    git(dir, 'push', '-q');
  };
  return { dir, file, publishElsewhere };
}

test.describe.configure({ mode: 'serial' });

let bare: string;
let mine: ReturnType<typeof clone>;
let other: ReturnType<typeof clone>;
let editor: RunningEditor;
const site = JSON.parse(readFileSync('site.json', 'utf8')) as Site;
const [about, services] = [site.pages[1]!, site.pages[2]!];
const name = (page: Site['pages'][number]) => page.seo.title.split(' | ')[0];

test.beforeAll(async () => {
  bare = bareRemoteOfSite('editor-publish');
  mine = clone(bare, 'mine');
  other = clone(bare, 'other');
  editor = await startEditorOn(mine.file);
});

test.afterAll(async () => {
  await editor?.close();
});

async function editAboutHeading(page: Page, heading: string) {
  await choosePageAt(page, about.path);
  await page.getByRole('button', { name: new RegExp(`^${sectionTypeName('hero')}: `) }).click();
  await page.getByLabel('Heading', { exact: true }).fill(heading);
}

/** A publish fetches, checks the site, commits and pushes: seconds on a busy machine. */
const PUBLISHED_MS = 30_000;

/** A change to a page's first section's heading, in the words Publish describes it with. */
const HERO_HEADING = `${sectionTypeName('hero')} › Heading`;

const remoteHeading = (index: number) =>
  (JSON.parse(git(bare, 'show', 'main:site.json')) as Site).pages[index]!.sections[0]!.heading;

test('Publish commits your changes with a message made of them, pushes, and takes in what others published', async ({
  page,
}) => {
  // Four publishes through git and two accessibility scans: longer than one page's test.
  test.setTimeout(120_000);
  await openEditor(page, editor.url);
  await editAboutHeading(page, 'About the team');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish' });
  const message = dialog.getByRole('textbox', { name: 'Message' });
  // The draft reads git's versions in the site's thread, after the check of the edit.
  await expect(message).toHaveValue(`${name(about)}: ${HERO_HEADING}`, { timeout: PUBLISHED_MS });
  await expect(message).toHaveAccessibleDescription(
    'Records your changes with this message and sends them to the team’s shared copy, from which the live site is built. Your unsaved changes are saved first.',
  );
  expect(await editorAxe(page)).toEqual([]);
  await message.fill('About: a warmer heading');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  const status = dialog.getByRole('status');
  await expect(status).toHaveText(
    'Published: sent to the team’s shared copy, from which the live site is built.',
    { timeout: PUBLISHED_MS },
  );
  // Where it went in git's words, and the version made, only under "For developers".
  const developers = dialog.locator('.for-developers');
  await expect(developers).toContainText('Publishing sends to origin/main.');
  await expect(developers).toContainText(
    `Version ${git(bare, 'rev-parse', '--short', 'main')} on origin/main.`,
  );
  expect(git(bare, 'log', '-1', '--format=%an|%s', 'main')).toBe(
    'mine Local|About: a warmer heading',
  );
  expect(git(bare, 'show', '--name-only', '--format=', 'main')).toBe('site.json');
  expect(remoteHeading(1)).toBe('About the team');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Someone else published a change to another page: fetched, ours put on top of it, pushed.
  other.publishElsewhere((s) => (s.pages[2]!.sections[0]!.heading = 'Services, from a colleague'));
  await editAboutHeading(page, 'About our people');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status).toHaveText(
    new RegExp(
      `^Published: sent to the team’s shared copy, from which the live site is built\\. What others had published meanwhile came in: ${name(services)}: ${HERO_HEADING}\\.$`,
    ),
    { timeout: PUBLISHED_MS },
  );
  expect([remoteHeading(1), remoteHeading(2)]).toEqual([
    'About our people',
    'Services, from a colleague',
  ]);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The same heading published elsewhere: yours wins, since it is what you publish.
  other.publishElsewhere((s) => (s.pages[1]!.sections[0]!.heading = 'About us, their way'));
  await editAboutHeading(page, 'About us, my way');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status).toHaveText(
    'Published: sent to the team’s shared copy, from which the live site is built.',
    { timeout: PUBLISHED_MS },
  );
  expect(remoteHeading(1)).toBe('About us, my way');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // An empty heading is an error of the check: nothing is published, and the dialog says why.
  await editAboutHeading(page, '');
  await expect(page.locator('.toolbar .state')).toContainText('1 error');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status).toHaveText(
    'Not published: the check reports 1 error; fix it first (the Problems list shows where).',
  );
  expect(remoteHeading(1)).toBe('About us, my way');
});

test('outside a git repository the Publish button says why it cannot publish', async ({ page }) => {
  const dir = tempDir('editor-publish-plain-');
  copyFileSync('site.json', join(dir, 'site.json'));
  const plain = await startEditorOn(join(dir, 'site.json'));
  try {
    await openEditor(page, plain.url);
    const reason =
      'This copy of the site does not keep its versions, so there is nowhere to publish it to.';
    const button = page.getByRole('button', { name: 'Publish', exact: true });
    await expect(button).toHaveAttribute('title', `Cannot publish: ${reason}`);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Publish' });
    await expect(dialog).toContainText(reason);
    // The folder, in a programmer's words, only for developers.
    await expect(dialog.locator('.for-developers')).toContainText(
      `${join(dir, 'site.json')} is not in a git repository.`,
    );
  } finally {
    await plain.close();
  }
});
