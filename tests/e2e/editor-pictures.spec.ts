import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { startEditor, type RunningEditor } from '../../editor/server';
import { sectionTypeName } from '../../editor/lib/words';
import { smallPhoto } from '../fixtures/photos';
import {
  expect,
  test,
  copySiteIntoRepo,
  openEditor,
  type EditedCopy,
  choosePageAt,
} from './editor-harness';

interface Img {
  src: string;
  alt: string;
}
interface RawSite {
  pages: {
    path: string;
    sections: { type: string; heading?: string; image?: Img; cards?: { image?: Img }[] }[];
  }[];
  collections: Record<string, { items: { name?: string }[] }>;
}

test.describe.configure({ mode: 'serial' });

let copy: EditedCopy;
let publicDir: string;
let editor: RunningEditor;
const UNUSED = 'old-banner-1a2b3c4d.png';
/** How the editor names it: its file name in words, without its kind or an upload's mark. */
const UNUSED_NAME = 'Old banner';

test.beforeAll(async () => {
  copy = copySiteIntoRepo();
  // Uploads go to a copy of public/, so the repository's stays as it is.
  publicDir = join(copy.dir, 'public');
  cpSync('public', publicDir, { recursive: true });
  mkdirSync(join(publicDir, 'uploads'), { recursive: true });
  cpSync('public/og-image.png', join(publicDir, 'uploads', UNUSED));
  editor = await startEditor({ file: copy.file, port: 0, publicDir });
});

test.afterAll(async () => {
  await editor?.close();
});

const site = () => JSON.parse(copy.original) as RawSite;
const uploads = () => readdirSync(join(publicDir, 'uploads')).sort();

async function chooseSection(page: Page, path: string, index: number) {
  await choosePageAt(page, path);
  const section = site().pages.find((p) => p.path === path)!.sections[index]!;
  await page
    .getByRole('button', {
      exact: true,
      name: `${sectionTypeName(section.type)}: ${section.heading}`,
    })
    .click();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All saved')).toBeVisible();
}

test('a photo uploaded on one page is chosen for another from the library, not uploaded again', async ({
  page,
}) => {
  copy.restore();
  await openEditor(page, editor.url);
  const home = site().pages[0]!;
  const cards = home.sections.findIndex((s) => s.cards?.[0]?.image);
  await chooseSection(page, home.path, cards);
  const first = page.getByRole('group', { name: 'Picture', exact: true }).first();
  await first.getByRole('button', { name: 'Change picture' }).click();
  const library = page.getByRole('dialog', { name: 'Choose a picture' });
  await expect(library.getByLabel('Search pictures')).toBeFocused();
  await new AxeBuilder({ page })
    .include('dialog')
    .analyze()
    .then((r) => expect(r.violations).toEqual([]));
  const before = uploads();
  await library.getByLabel('Upload image').setInputFiles({
    name: 'IMG_2041 Hospital go-live.jpg',
    mimeType: 'image/jpeg',
    // A small photo: photos.spec follows a phone's big one through the ingest.
    buffer: await smallPhoto(),
  });
  await expect(library).toBeHidden();
  const words = 'Our team at a hospital go-live';
  await expect(first.getByLabel('Text for screen readers', { exact: true })).toBeFocused();
  await first.getByLabel('Text for screen readers', { exact: true }).fill(words);
  expect(uploads()).toHaveLength(before.length + 1);

  const about = site().pages[1]!;
  const split = about.sections.findIndex((s) => s.image);
  await chooseSection(page, about.path, split);
  const field = page.getByRole('group', { name: 'Picture', exact: true }).first();
  await field.getByRole('button', { name: 'Change picture' }).click();
  const again = page.getByRole('dialog', { name: 'Choose a picture' });
  await again.getByLabel('Search pictures').fill('hospital go-live');
  await expect(again.getByRole('list', { name: 'Pictures' }).getByRole('listitem')).toHaveCount(1);
  await again.getByRole('button', { name: words }).click();
  await expect(again).toBeHidden();
  // The words written for the picture come with it, and can be changed here.
  await expect(field.getByLabel('Text for screen readers', { exact: true })).toHaveValue(words);
  await save(page);

  const written = JSON.parse(readFileSync(copy.file, 'utf8')) as RawSite;
  const src = written.pages[1]!.sections[split]!.image!.src;
  expect(src).toMatch(/^\/uploads\/img-2041-hospital-go-live-[0-9a-f]{8}\.jpg$/);
  expect(written.pages[0]!.sections[cards]!.cards![0]!.image!.src).toBe(src);
  expect(uploads()).toHaveLength(before.length + 1);
});

test('an empty picture field shows an empty box and “Choose a picture”', async ({ page }) => {
  copy.restore();
  await openEditor(page, editor.url);
  await page.getByRole('button', { name: 'Collections', exact: true }).click();
  await page.getByLabel('Which collection').selectOption('home-testimonials');
  await page.getByRole('button', { name: 'Add testimonial' }).click();
  const count = site().collections['home-testimonials']!.items.length;
  const added = page.getByRole('group', { name: `Testimonial ${count + 1}`, exact: true });
  const picture = added.getByRole('group', { name: 'Picture', exact: true });
  await expect(picture.getByRole('button', { name: 'Choose a picture' })).toBeVisible();
  await expect(picture.getByRole('img')).toHaveCount(0);
  await expect(picture).not.toContainText('/');
});

test('an unused upload is deleted with the next save, undoable until then, and the changes name it', async ({
  page,
}) => {
  copy.restore();
  await openEditor(page, editor.url);
  const about = site().pages[1]!;
  await chooseSection(
    page,
    about.path,
    about.sections.findIndex((s) => s.image),
  );
  await page.getByRole('button', { name: 'Change picture' }).click();
  const library = page.getByRole('dialog', { name: 'Choose a picture' });
  const item = library.getByRole('listitem').filter({ hasText: UNUSED_NAME });
  await expect(item).toContainText('Not used');
  await item.getByRole('button', { name: `Delete ${UNUSED_NAME}` }).click();
  await expect(item).toHaveCount(0);
  await expect(library.getByText('one upload will be deleted when you save')).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(item).toHaveCount(1);
  await page.keyboard.press('Control+Shift+z');
  await expect(item).toHaveCount(0);
  await library.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await page.getByRole('button', { name: 'Changes', exact: true }).click();
  const changes = page.getByRole('dialog', { name: 'Changes to save' });
  await expect(
    changes.getByRole('region', { name: 'Uploads deleted when you save' }),
  ).toContainText(UNUSED_NAME);
  await changes.getByRole('button', { name: 'Close' }).click();
  expect(existsSync(join(publicDir, 'uploads', UNUSED))).toBe(true);
  await save(page);
  expect(existsSync(join(publicDir, 'uploads', UNUSED))).toBe(false);
  expect(readFileSync(copy.file, 'utf8')).toBe(copy.original);
});
