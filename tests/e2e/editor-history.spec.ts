import { sectionTypeName } from '../../editor/lib/words';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Locator, Page, Route } from '@playwright/test';
import type { HistoryResponse } from '../../editor/protocol/history';
import type { RunningEditor } from '../../editor/server';
import { writeMinimal } from '../../editor/lib/minimal-diff';
import { writeHistory } from '../../scripts/lib/git-history';
import { siteInput, siteText } from '../fixtures/site';
import { expect, test, openEditor, startEditorOn, choosePageAt } from './editor-harness';
import { tempDir } from '../fixtures/temp-dir';

// A temporary repository whose last two commits change the heading of the about page (the
// second page of site.json): its History lists both with their diffs, and Restore brings the
// first back as an unsaved change.
test.describe.configure({ mode: 'serial' });

interface Hero {
  type: string;
  heading?: string;
}
const about = siteInput().pages[1]!;
const hero = about.sections[0] as Hero;
const FIRST = 'Healthcare software, built with you';
const SECOND = 'Software that serves your patients';

let editor: RunningEditor;
let dir: string;

test.beforeAll(async () => {
  dir = tempDir('editor-history-');
  const withHeading = (text: string, heading: string) => {
    const data = siteInput();
    (data.pages[1]!.sections[0] as Hero).heading = heading;
    return writeMinimal(text, data).text;
  };
  const first = withHeading(siteText(), FIRST);
  await writeHistory(dir, 'site.json', [
    { text: siteText(), message: 'The site as it was' },
    {
      text: first,
      message: 'About: first heading',
      author: { name: 'Asha Verma', email: 'asha@example.com' },
    },
    {
      text: withHeading(first, SECOND),
      message: 'About: second heading',
      author: { name: 'Ravi Kumar', email: 'ravi@example.com' },
    },
  ]);
  editor = await startEditorOn(join(dir, 'site.json'));
});

test.afterAll(async () => {
  await editor?.close();
});

const aboutName = about.seo.title.split(' | ')[0]!;
const HEADING = `${sectionTypeName(hero.type)} › Heading`;
/** A version's one change as read: where, the value before, the value after. */
const change = (version: Locator) =>
  Promise.all(
    ['.change-where', '.change-before .change-value', '.change-after .change-value'].map((part) =>
      version.locator(part).innerText(),
    ),
  );
const preview = (page: Page) => page.frameLocator('iframe[title^="Preview"]');
/** A diff row as read out: "removed: -  "heading": "…"," (the sign and indentation between). */
const row = (kind: 'added' | 'removed', heading: string | undefined) =>
  new RegExp(`${kind}: [-+]\\s*"heading": "${heading}",`);
const commit = (page: Page, message: string) =>
  page
    .getByRole('dialog')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: message }) });

async function openAbout(page: Page) {
  await openEditor(page, editor.url);
  await choosePageAt(page, about.path);
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(SECOND);
}

test('the page history lists both commits with their diffs; Restore brings the first back, unsaved and undoable', async ({
  page,
}) => {
  await openAbout(page);
  await page.getByRole('button', { name: 'Page settings' }).click();
  await page.getByRole('button', { name: 'Page history' }).click();
  const dialog = page.getByRole('dialog', { name: `History of the page “${aboutName}”` });
  await expect(dialog.getByRole('list', { name: 'Versions, newest first' })).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText([
    'About: second heading',
    'About: first heading',
    'The site as it was',
  ]);

  // Each change as the field in words, its text before and after; no line of the file.
  const second = commit(page, 'About: second heading');
  await expect(second).toContainText('Ravi Kumar');
  expect(await change(second)).toEqual([`${aboutName}: ${HEADING}`, FIRST, SECOND]);
  await expect(second.getByRole('region')).toBeHidden();
  const first = commit(page, 'About: first heading');
  await expect(first).toContainText('Asha Verma');
  expect(await change(first)).toEqual([`${aboutName}: ${HEADING}`, hero.heading, FIRST]);
  // The lines of the file stay for developers, folded away.
  await first.getByText('For developers').click();
  await expect(first.getByRole('region')).toContainText(row('removed', hero.heading));
  await expect(first.getByRole('region')).toContainText(row('added', FIRST));
  // The version that added the page shows it added, by its name.
  const added = commit(page, 'The site as it was').locator('.change');
  await expect(added.locator('.change-where')).toHaveText([aboutName]);
  await expect(added.locator('.change-head')).toHaveText(['Added']);
  await expect(added.locator('.change-value')).toHaveText([aboutName]);
  await expect(first.locator('time')).toHaveAttribute('datetime', '2026-01-01T00:01:00.000Z');

  await first.getByRole('button', { name: 'Restore this version' }).click();
  await expect(dialog).toBeHidden();
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(FIRST);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  await expect(page.locator('.live')).toHaveText(
    new RegExp(`^Restored the page “${aboutName}” as it was on .*Undo takes it back\\.$`),
  );

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(SECOND);
  await expect(page.getByText('All saved')).toBeVisible();
});

test('the history of a section lists only the commits that changed it', async ({ page }) => {
  await openAbout(page);
  const story = about.sections.find((s) => 'id' in s && s.id) as Hero & { id: string };
  await page
    .getByRole('button', { exact: true, name: `${sectionTypeName(story.type)}: ${story.heading}` })
    .click();
  await page.getByRole('button', { name: 'Section history' }).click();
  const dialog = page.getByRole('dialog', {
    name: `History of the “${sectionTypeName(story.type)}” section of the page “${aboutName}”`,
  });
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(['The site as it was']);
  await expect(dialog.getByText('That is the whole history.')).toBeVisible();
});

test('History says it is reading until it has read the whole history, not that it has', async ({
  page,
}) => {
  // The server answers after a while with what it found so far (a long history on a busy
  // machine); here its first answer is cut to one version, as if it had stopped for time.
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/history?*', async (route: Route) => {
    if (new URL(route.request().url()).searchParams.has('before')) {
      await held;
      return route.continue();
    }
    const whole = (await (await route.fetch()).json()) as HistoryResponse & { kind: 'history' };
    const cut = { ...whole, entries: whole.entries.slice(0, 1), next: `${head}:1`, scanned: 1 };
    return route.fulfill({ json: cut });
  });
  await openAbout(page);
  await page.getByRole('button', { name: 'Page settings' }).click();
  await page.getByRole('button', { name: 'Page history' }).click();
  const dialog = page.getByRole('dialog', { name: `History of the page “${aboutName}”` });
  await expect(dialog.getByRole('status')).toHaveText(
    'Reading the history… looked through 1 version of 3.',
  );
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(['About: second heading']);
  await expect(dialog.getByText('That is the whole history.')).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Show older' })).toBeHidden();
  release();
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText([
    'About: second heading',
    'About: first heading',
    'The site as it was',
  ]);
  await expect(dialog.getByText('That is the whole history.')).toBeVisible();
  await expect(dialog.getByRole('status')).toBeHidden();
});
