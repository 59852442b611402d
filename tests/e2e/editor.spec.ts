import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import type { Page } from '@playwright/test';
import { positionAt } from '../../src/content/locate';
import { validateSiteSource } from '../../src/content/validate-source';
import { referencesTo } from '../../editor/lib/references';
import { listImages } from '../../editor/disk/images';
import { sectionExample, sectionName } from '../../editor/ui/palette/names';
import { sectionTypeName } from '../../editor/lib/words';
import { problemInWords } from '../../editor/lib/problem-words';
import {
  expect,
  test,
  changedLines,
  editorAxe,
  editorOnCopy,
  choosePageAt,
  pageNameAt,
} from './editor-harness';
import { tempDir } from '../fixtures/temp-dir';

interface RawSite {
  pages: { path: string; seo: { title: string }; sections: { type: string; heading?: string }[] }[];
  blog: { basePath: string; posts: { slug: string; title: string }[] };
}

// Each test starts from the committed file, with the worker's editor open on it.
const shared = editorOnCopy();
const site = JSON.parse(readFileSync('site.json', 'utf8')) as RawSite;

const preview = (page: Page) => page.frameLocator('iframe[title^="Preview"]');
/** A section as the list names it: its type and heading. */
const label = (s: { type: string; heading?: string }) => `${sectionTypeName(s.type)}: ${s.heading}`;
/** The handle that drags a section, by the section's name. */
const reorderHandle = (page: Page, s: { type: string; heading?: string }) =>
  page.getByRole('button', { exact: true, name: `Reorder ${label(s)}` });
const said = (page: Page) => page.locator('.live');

async function choosePage(page: Page, path: string) {
  await choosePageAt(page, path);
  await expect(page.getByTitle(`Preview of ${pageNameAt(path)}`)).toBeVisible();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(said(page)).toHaveText(/^Saved/);
}

test('choosing a page and changing a heading updates the preview and saves a one-line diff', async ({
  page,
}) => {
  const about = site.pages[1]!;
  const hero = about.sections[0]!;
  await choosePage(page, about.path);
  await page
    .getByRole('button', { exact: true, name: `${sectionTypeName(hero.type)}: ${hero.heading}` })
    .click();
  const heading = page.getByLabel('Heading', { exact: true });
  await expect(heading).toHaveValue(hero.heading!);
  await expect(heading).toHaveAccessibleDescription(/The page heading/);

  await heading.fill('About Arogya Infotech');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(
    'About Arogya Infotech',
  );
  await expect(
    page.getByRole('button', {
      exact: true,
      name: `${sectionTypeName('hero')}: About Arogya Infotech`,
    }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Changes' }).click();
  const changes = page.getByRole('dialog', { name: 'Changes to save' });
  await expect(changes).toContainText('1 line added, 1 line removed.');
  await changes.getByRole('button', { name: 'Close' }).click();

  await save(page);
  const numstat = shared.copy.git('diff', '--numstat').trim();
  expect(numstat).toBe('1\t1\tsite.json');
  expect(shared.copy.git('diff', '-U0')).toContain(
    '+          "heading": "About Arogya Infotech",',
  );
});

test('a section moved with the keyboard moves only its own lines; undo and redo follow', async ({
  page,
}) => {
  const about = site.pages[1]!;
  const [, second, third] = about.sections;
  await choosePage(page, about.path);

  const handle = reorderHandle(page, second!);
  await handle.focus();
  // dnd-kit's own announcements tell a screen-reader user each step of the move.
  const dnd = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(dnd).toHaveText(
    `Picked up ${label(second!)}, position 2 of ${about.sections.length}.`,
  );
  // dnd-kit announces the pick-up at once but listens for the arrow keys from a timer it sets
  // then (KeyboardSensor.attach): a timer set now fires after it, as a person's next key would.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowDown');
  await expect(dnd).toHaveText(`${label(second!)} is over position 3 of ${about.sections.length}.`);
  await page.keyboard.press('Space');
  const names = page.getByRole('list', { name: 'Sections' }).locator('.section-name');
  await expect(names.nth(1)).toHaveText(label(third!));
  await expect(names.nth(2)).toHaveText(label(second!));
  await expect(said(page)).toContainText(`${label(second!)} moved to position 3 of`);

  await save(page);
  const root = parseTree(shared.copy.original)!;
  const lineOf = (offset: number) => positionAt(shared.copy.original, offset).line;
  const first = findNodeAtLocation(root, ['pages', 1, 'sections', 1])!;
  const last = findNodeAtLocation(root, ['pages', 1, 'sections', 2])!;
  // Exactly the two sections' own texts change places; every other byte stays. (git's -U0 hunks
  // may slide a line past the moved text where neighbouring lines are alike, so the file itself is
  // compared.)
  const text = shared.copy.original;
  const end = (node: typeof first) => node.offset + node.length;
  expect(readFileSync(shared.copy.file, 'utf8')).toBe(
    text.slice(0, first.offset) +
      text.slice(last.offset, end(last)) +
      text.slice(end(first), last.offset) +
      text.slice(first.offset, end(first)) +
      text.slice(end(last)),
  );
  const { removed, added } = changedLines(shared.copy.git('diff', '-U0'));
  expect(removed.length).toBeGreaterThan(0);
  for (const line of [...removed, ...added]) {
    expect(line).toBeGreaterThanOrEqual(lineOf(first.offset));
    expect(line).toBeLessThanOrEqual(lineOf(end(last)) + 1);
  }

  await page.keyboard.press('Control+z');
  await expect(names.nth(1)).toHaveText(label(second!));
  await page.keyboard.press('Control+Shift+z');
  await expect(names.nth(1)).toHaveText(label(third!));
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(names.nth(1)).toHaveText(label(second!));
  await save(page);
  expect(shared.copy.git('diff', '--numstat').trim()).toBe('');
});

test('a section dragged with the mouse by its handle lands where it is dropped', async ({
  page,
}) => {
  const about = site.pages[1]!;
  const [, second, third] = about.sections;
  await choosePage(page, about.path);
  const handle = reorderHandle(page, second!);
  const over = reorderHandle(page, third!);
  const from = (await handle.boundingBox())!;
  const to = (await over.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past the few pixels that tell a drag from a click, then onto the next section.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 4, { steps: 10 });
  await page.mouse.up();
  const names = page.getByRole('list', { name: 'Sections' }).locator('.section-name');
  await expect(names.nth(1)).toHaveText(label(third!));
  await expect(names.nth(2)).toHaveText(label(second!));
  await expect(said(page)).toContainText(`${label(second!)} moved to position 3 of`);
});

test('the section buttons add, move, duplicate and remove the selected section', async ({
  page,
}) => {
  const about = site.pages[1]!;
  await choosePage(page, about.path);
  const items = page.getByRole('list', { name: 'Sections' }).getByRole('listitem');
  await expect(items).toHaveCount(about.sections.length);
  await page
    .getByRole('button', {
      exact: true,
      name: `${sectionTypeName('hero')}: ${about.sections[0]!.heading}`,
    })
    .click();
  await page.getByRole('button', { name: 'Move down' }).click();
  await expect(items.nth(1)).toContainText(
    `${sectionTypeName('hero')}: ${about.sections[0]!.heading}`,
  );
  await page.getByRole('button', { name: 'Move up' }).click();
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(items).toHaveCount(about.sections.length + 1);
  await page.getByRole('button', { name: 'Remove section' }).click();
  await expect(items).toHaveCount(about.sections.length);
  // The section after the removed one is selected; a new section goes after the selection.
  await expect(
    items.nth(1).getByRole('button', {
      exact: true,
      name: `${sectionTypeName('split')}: ${about.sections[1]!.heading}`,
    }),
  ).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('option', { name: new RegExp(`^${sectionName('notice')}`) }).click();
  await expect(items).toHaveCount(about.sections.length + 1);
  await expect(items.nth(2)).toContainText(String(sectionExample('notice')!.heading));
  // A new section starts as its type's example, which the check accepts.
  await expect(page.getByRole('list', { name: 'Sections' }).locator('.badge')).toHaveCount(0);
});

test('an invalid field shows the check’s message in words beside it, and Save is refused', async ({
  page,
}) => {
  const home = site.pages[0]!;
  await choosePage(page, home.path);
  await page
    .getByRole('button', {
      exact: true,
      name: `${sectionTypeName('hero')}: ${home.sections[0]!.heading}`,
    })
    .click();
  const heading = page.getByLabel('Heading', { exact: true });
  await heading.fill('   ');

  const broken = structuredClone(JSON.parse(shared.copy.original));
  broken.pages[0].sections[0].heading = '   ';
  const expected = validateSiteSource(`${JSON.stringify(broken, null, 2)}\n`).problems.find(
    (p) => p.severity === 'error',
  );
  expect(expected?.path).toBe('pages[0].sections[0].heading');
  // The check's message, said as the editor says it beside the field.
  const inWords = problemInWords(expected!.message);
  await expect(heading).toHaveAccessibleDescription(new RegExp(`Error: ${inWords}$`));
  await expect(heading).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('status').filter({ hasText: /^Showing the last/ })).toHaveText(
    'Showing the last version that could be shown: a change is not complete or not valid yet. The Problems list says what to fix.',
  );
  // Named as the section list and the Changes messages name it; the place in the file is told
  // only under "For developers", beside it.
  const listed = page.getByRole('button', {
    name: `Home: ${sectionTypeName('hero')} › Heading ${inWords}`,
    exact: true,
  });
  await expect(listed).toBeVisible();
  const forDevelopers = page.getByRole('listitem').filter({ has: listed }).locator('details');
  await expect(forDevelopers.locator('code')).toBeHidden();
  await forDevelopers.getByText('For developers').click();
  await expect(forDevelopers.locator('code')).toHaveText(
    `site.json:${expected!.line}:${expected!.column} ${expected!.path}: ${expected!.message}`,
  );

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(said(page)).toHaveText(
    'Not saved: 1 error must be fixed first. The Problems list shows where.',
  );
  expect(readFileSync(shared.copy.file, 'utf8')).toBe(shared.copy.original);

  // The problem in the list takes the editor to its field.
  await page.getByRole('button', { name: 'Page settings' }).click();
  await listed.click();
  await expect(heading).toBeFocused();

  // Undoing the edit undoes its problem too.
  await page.keyboard.press('Control+z');
  await expect(heading).toHaveValue(home.sections[0]!.heading!);
  const warnings = validateSiteSource(shared.copy.original).problems.length;
  await expect(page.getByRole('heading', { name: /^Problems/ })).toHaveText(
    `Problems 0 errors, ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}`,
  );
});

test('a change on disk is shown at once, or, over unsaved changes, merged in and announced', async ({
  page,
}) => {
  const about = site.pages[1]!;
  const aboutName = about.seo.title.split(' | ')[0];
  /** Changes the file on disk as another program would (the whole file rewritten). */
  const onDisk = (change: (data: RawSite) => void) => {
    const data = JSON.parse(readFileSync(shared.copy.file, 'utf8')) as RawSite;
    change(data);
    writeFileSync(shared.copy.file, `${JSON.stringify(data, null, 2)}\n`);
  };
  onDisk((d) => (d.pages[0]!.sections[0]!.heading = 'Changed in another editor'));
  const homeHero = page.getByRole('button', {
    exact: true,
    name: `${sectionTypeName('hero')}: Changed in another editor`,
  });
  await expect(homeHero).toBeVisible();
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(
    'Changed in another editor',
  );
  await expect(said(page)).toHaveText(
    'The site was changed outside this editor (saved in another window, by a colleague or in its file): showing the new version.',
  );

  // Another page's text changed on disk under an unsaved heading: both are kept.
  await homeHero.click();
  const heading = page.getByLabel('Heading', { exact: true });
  await heading.fill('My unsaved words');
  onDisk((d) => (d.pages[1]!.sections[0]!.heading = 'About us, from a colleague'));
  const notice = page.getByRole('region', { name: 'Merged in: changes saved elsewhere' });
  await expect(notice.getByRole('listitem')).toHaveText([
    `${aboutName}: ${sectionTypeName('hero')} › Heading`,
  ]);
  await expect(said(page)).toHaveText(
    `The site was changed outside this editor, and that change was merged with your unsaved changes. Came in: ${aboutName}: ${sectionTypeName('hero')} › Heading.`,
  );
  await expect(heading).toHaveValue('My unsaved words');
  await expect(page.locator('.toolbar .state')).toContainText('Unsaved changes');
  await save(page);
  const saved = JSON.parse(readFileSync(shared.copy.file, 'utf8')) as RawSite;
  expect(saved.pages[0]!.sections[0]!.heading).toBe('My unsaved words');
  expect(saved.pages[1]!.sections[0]!.heading).toBe('About us, from a colleague');
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();

  // The same heading changed on disk too: a conflict, both values shown to choose from.
  await heading.fill('Mine again');
  onDisk((d) => (d.pages[0]!.sections[0]!.heading = 'Theirs on disk'));
  const dialog = page.getByRole('dialog', {
    name: 'Changed by you and elsewhere: choose which to keep',
  });
  const conflict = dialog.getByRole('group', {
    name: `Home: ${sectionTypeName('hero')} › Heading`,
  });
  await expect(conflict.getByRole('radio', { name: 'Yours Mine again' })).toBeVisible();
  await conflict.getByRole('radio', { name: 'Saved elsewhere Theirs on disk' }).check();
  await dialog.getByRole('button', { name: 'Use these choices' }).click();
  await expect(dialog).toBeHidden();
  await expect(heading).toHaveValue('Theirs on disk');
  await expect(said(page)).toContainText('1 conflict settled as you chose.');
  expect(readFileSync(shared.copy.file, 'utf8')).toContain('"heading": "Theirs on disk"');
});

test('a file broken on disk is explained with located problems, and shown again once mended', async ({
  page,
}) => {
  const broken = shared.copy.original.replace(
    '"name": "Arogya Infotech",',
    '"name": "Arogya Infotech"',
  );
  writeFileSync(shared.copy.file, broken);
  const [problem] = validateSiteSource(broken).problems;
  await expect(
    page.getByRole('heading', {
      name: 'The site’s file has a typing mistake, so the editor cannot open it',
    }),
  ).toBeVisible();
  // Under that heading the problem says what is out of place, not "invalid JSON".
  expect(problem!.message).toBe(
    'invalid JSON: a comma is missing here, between this value and the next',
  );
  await expect(
    page.getByText('A comma is missing here, between this value and the next', { exact: true }),
  ).toBeVisible();
  await expect(page.locator('.problem').filter({ hasText: /invalid JSON/ })).toHaveCount(0);
  // Only a text editor can mend it, so the place in the file is shown, not folded away.
  await expect(page.locator('.for-developers code')).toContainText(
    `site.json:${problem!.line}:${problem!.column} (syntax)`,
  );
  await expect(page.locator('.for-developers code')).toBeVisible();
  writeFileSync(shared.copy.file, shared.copy.original);
  await expect(page.getByLabel('Page', { exact: true })).toBeVisible();
});

test('a page and a post added in the editor are in the built site', async ({ page }) => {
  test.setTimeout(180_000);
  await page.getByRole('button', { name: 'Add page' }).click();
  const addPage = page.getByRole('dialog', { name: 'Add a page' });
  await addPage.getByLabel('Page address').fill('/telemedicine');
  await addPage.getByLabel('Title').fill('Telemedicine | Arogya Infotech');
  await addPage.getByLabel('Description').fill('Video consultations for clinics.');
  await addPage.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue(`page:${site.pages.length}`);
  await page.getByLabel('Heading', { exact: true }).fill('Telemedicine');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Telemedicine');

  await page.getByRole('button', { name: 'Add post' }).click();
  const addPost = page.getByRole('dialog', { name: 'Add a post' });
  await addPost.getByLabel('Title', { exact: true }).fill('Video Visits for Small Clinics');
  await expect(addPost.getByLabel('Web address name')).toHaveValue(
    'video-visits-for-small-clinics',
  );
  await addPost.getByLabel('Summary').fill('What a clinic needs to start video consultations.');
  await addPost.getByLabel('Description').fill('Starting video consultations in a small clinic.');
  await addPost.getByLabel('Text for screen readers').fill('A doctor on a video call');
  await addPost
    .getByLabel('Article text (first paragraph)')
    .fill('Video visits save patients a trip.');
  await addPost.getByRole('button', { name: 'Add post' }).click();
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue(
    `post:${site.blog.posts.length}`,
  );
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(
    'Video Visits for Small Clinics',
  );
  await save(page);

  const out = tempDir('editor-build-');
  execFileSync('npx', ['tsx', 'scripts/build.ts'], {
    env: { ...process.env, SITE_FILE: shared.copy.file, OUT_DIR: out },
    stdio: 'pipe',
  });
  const pageHtml = join(out, 'telemedicine/index.html');
  const postHtml = join(
    out,
    `${site.blog.basePath.slice(1)}/video-visits-for-small-clinics/index.html`,
  );
  expect(existsSync(pageHtml)).toBe(true);
  expect(readFileSync(pageHtml, 'utf8')).toContain('<title>Telemedicine | Arogya Infotech</title>');
  expect(readFileSync(postHtml, 'utf8')).toContain('Video visits save patients a trip.');
});

test('collections are edited in their own panel, and the preview follows', async ({ page }) => {
  const original = JSON.parse(shared.copy.original) as {
    collections: Record<string, { items: { name?: string }[] }>;
  };
  const name = original.collections['home-testimonials']!.items[0]!.name!;
  await page.getByRole('button', { name: 'Collections', exact: true }).click();
  await page.getByLabel('Which collection').selectOption('home-testimonials');
  const first = page.getByRole('group', { name: /^Testimonial 1: / });
  await expect(first.getByLabel('Name', { exact: true })).toHaveValue(name);
  await first.getByLabel('Name', { exact: true }).fill('Dr. A. Srivastava');
  await expect(preview(page).getByText('Dr. A. Srivastava')).toBeVisible();
  await save(page);
  expect(shared.copy.git('diff', '--numstat').trim()).toBe('1\t1\tsite.json');
});

test('an image picked from public/ brings its own width and height', async ({ page }) => {
  const images = await listImages('public');
  const picked = images.find((i) => i.src === '/images/blog/tech-stack.svg')!;
  const post = (JSON.parse(shared.copy.original) as { blog: { posts: { slug: string }[] } }).blog
    .posts[0]!;
  await choosePage(page, `${site.blog.basePath}/${post.slug}`);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const field = page.getByRole('group', { name: 'Picture', exact: true }).first();
  await field.getByRole('button', { name: /^(Change|Choose a) picture$/ }).click();
  const library = page.getByRole('dialog', { name: 'Choose a picture' });
  await library.getByLabel('Search pictures').fill('tech-stack');
  const found = library.getByRole('list', { name: 'Pictures' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(`${picked.width} × ${picked.height}`);
  await found.getByRole('button').first().click();
  await expect(library).toBeHidden();
  await save(page);
  const written = JSON.parse(readFileSync(shared.copy.file, 'utf8')) as {
    blog: { posts: { image: { src: string; width: number; height: number } }[] };
  };
  expect(written.blog.posts[0]!.image).toMatchObject({ ...picked });
});

test('keyboard only: choose a page and a section, edit, save, each with visible focus', async ({
  page,
}) => {
  const about = site.pages[1]!;
  const focusRing = () =>
    page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  await page.keyboard.press('Tab');
  const select = page.getByLabel('Page', { exact: true });
  await expect(select).toBeFocused();
  expect(await focusRing()).not.toBe('none');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTitle(`Preview of ${pageNameAt(about.path)}`)).toBeVisible();

  // Through the toolbar to the first section of the list.
  const first = page.getByRole('button', {
    exact: true,
    name: `${sectionTypeName('hero')}: ${about.sections[0]!.heading}`,
  });
  for (let i = 0; i < 20 && !(await first.evaluate((e) => e === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  expect(await focusRing()).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-current', 'true');

  const heading = page.getByLabel('Heading', { exact: true });
  for (let i = 0; i < 40 && !(await heading.evaluate((e) => e === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(heading).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type(' and Values');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(
    `${about.sections[0]!.heading} and Values`,
  );
  await page.keyboard.press('Control+s');
  await expect(said(page)).toHaveText(/^Saved/);
  expect(shared.copy.git('diff', '--numstat').trim()).toBe('1\t1\tsite.json');
});

test('removing a page that others link to is refused, naming the links', async ({ page }) => {
  const contact = site.pages.findIndex((p) => p.path === '/contact');
  await choosePage(page, '/contact');
  await page.getByRole('button', { name: 'Remove page' }).click();
  const contactName = site.pages[contact]!.seo.title.split(' | ')[0];
  const refused = page.getByRole('dialog', { name: `Page “${contactName}” cannot be removed` });
  const references = referencesTo(JSON.parse(shared.copy.original), '/contact');
  expect(references.length).toBeGreaterThan(1);
  await expect(refused).toContainText(`${references.length} places link to it`);
  await expect(refused.getByRole('listitem')).toHaveText(references.map((r) => r.label));
  await refused.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue(`page:${contact}`);
});

test('a post nobody links to is removed with exactly its own lines; a linked one is refused', async ({
  page,
}) => {
  const data = JSON.parse(shared.copy.original) as unknown;
  const addressOf = (slug: string) => `${site.blog.basePath}/${slug}`;
  const linkedTo = site.blog.posts.map((p) => referencesTo(data, addressOf(p.slug)).length);
  const linked = addressOf(site.blog.posts[linkedTo.findIndex((n) => n > 0)]!.slug);
  const index = linkedTo.findIndex((n) => n === 0);
  expect(index, 'a post that nothing links to').toBeGreaterThanOrEqual(0);
  const unlinked = addressOf(site.blog.posts[index]!.slug);
  const pageControl = page.getByLabel('Page', { exact: true });

  await choosePage(page, linked);
  await page.getByRole('button', { name: 'Remove post' }).click();
  const title = (address: string) =>
    site.blog.posts.find((p) => addressOf(p.slug) === address)!.title;
  const refused = page.getByRole('dialog', { name: `Post “${title(linked)}” cannot be removed` });
  await expect(refused.getByRole('listitem')).toHaveCount(
    linkedTo[linkedTo.findIndex((n) => n > 0)]!,
  );
  await refused.getByRole('button', { name: 'Close' }).click();

  await choosePage(page, unlinked);
  await page.getByRole('button', { name: 'Remove post' }).click();
  await expect(said(page)).toHaveText(`Post “${title(unlinked)}” removed.`);
  await expect(pageControl.getByRole('option', { name: title(unlinked), exact: true })).toHaveCount(
    0,
  );
  await save(page);
  const post = findNodeAtLocation(parseTree(shared.copy.original)!, ['blog', 'posts', index])!;
  const lineOf = (offset: number) => positionAt(shared.copy.original, offset).line;
  const own = Array.from(
    { length: lineOf(post.offset + post.length) - lineOf(post.offset) + 1 },
    (_, i) => lineOf(post.offset) + i,
  );
  // A post lies between lines equal to its own first and last ("{", "},"), so git may show the
  // same removal one line lower (it does once the file is large); the text says which lines went.
  const lines = shared.copy.original.split('\n');
  const withoutOwn = [...lines.slice(0, own[0]! - 1), ...lines.slice(own.at(-1)!)].join('\n');
  expect(readFileSync(shared.copy.file, 'utf8')).toBe(withoutOwn);
  const { removed, added } = changedLines(shared.copy.git('diff', '-U0'));
  expect({ removed: removed.length, added }).toEqual({ removed: own.length, added: [] });
});

test('clicking a section in the preview selects it, and the selection is outlined there', async ({
  page,
}) => {
  const about = site.pages[1]!;
  await choosePage(page, about.path);
  await preview(page).getByRole('heading', { name: about.sections[1]!.heading! }).click();
  await expect(
    page.getByRole('button', {
      exact: true,
      name: `${sectionTypeName('split')}: ${about.sections[1]!.heading}`,
    }),
  ).toHaveAttribute('aria-current', 'true');
  await expect(preview(page).locator('[data-editor-selected]')).toHaveAttribute(
    'data-editor-section',
    '1',
  );
  await expect(page.getByLabel('Heading', { exact: true })).toHaveValue(
    about.sections[1]!.heading!,
  );
});

test('the editor has no axe violations, with a section chosen and with a dialog open', async ({
  page,
}) => {
  // The editor's own page: the preview is the site, which the site's axe specs hold.
  expect(await editorAxe(page)).toEqual([]);
  await page.getByRole('button', { name: new RegExp(`^${sectionTypeName('hero')}:`) }).click();
  expect(await editorAxe(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add post' }).click();
  expect(await editorAxe(page)).toEqual([]);
});
