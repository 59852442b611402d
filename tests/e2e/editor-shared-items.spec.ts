import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { sectionTypeName } from '../../editor/lib/words';
import { sectionName } from '../../editor/ui/palette/names';
import { expect, test, editorAxe, editorOnCopy, choosePageAt } from './editor-harness';

interface Written {
  type: string;
  heading?: string;
  ref?: string;
  collection?: string;
}
interface Post {
  id: number;
  slug: string;
  title: string;
  date: string;
}
interface RawSite {
  pages: { path: string; seo: { title: string }; sections: Written[] }[];
  blocks: Record<string, Written[]>;
  collections: Record<string, { kind: string; items: { name: string }[] }>;
}

const edited = editorOnCopy();
const site = JSON.parse(readFileSync('site.json', 'utf8')) as RawSite;
const [collection, testimonials] = Object.entries(site.collections).find(
  ([, c]) => c.kind === 'testimonial',
)!;

/** The pages showing the collection, read by hand: directly or through a block they include. */
const showing = site.pages
  .filter((page) =>
    page.sections.some((s) =>
      (s.type === 'block' ? site.blocks[s.ref!]! : [s]).some((b) => b.collection === collection),
    ),
  )
  .map((page) => (page.path === '/' ? 'Home' : page.seo.title.split(' | ')[0]));

const preview = (page: Page) => page.frameLocator('iframe[title^="Preview"]');

test('a testimonials section lists its testimonials to edit, saying which pages also show them', async ({
  page,
}) => {
  expect(showing.length).toBeGreaterThan(0);
  const about = site.pages[1]!;
  expect(showing).not.toContain(about.seo.title.split(' | ')[0]);
  await choosePageAt(page, about.path);
  await page.getByRole('button', { name: 'Add section' }).click();
  const palette = page.getByRole('dialog', { name: 'Add a section' });
  await palette
    .getByRole('combobox', { name: 'Search section types' })
    .fill(sectionName('testimonials'));
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();

  const form = page.locator('.inspector');
  await expect(form.getByText(`Also shown on: ${showing.join(', ')}.`)).toBeVisible();
  const list = form.getByRole('group', { name: `Testimonials (${testimonials.items.length})` });
  await expect(list.getByRole('group', { name: /^Testimonial \d+: / })).toHaveCount(
    testimonials.items.length,
  );
  const first = list.getByRole('group', { name: /^Testimonial 1: / });
  await expect(first.getByLabel('Name', { exact: true })).toHaveValue(testimonials.items[0]!.name);
  await first.getByLabel('Name', { exact: true }).fill('Dr. A. Srivastava');
  await expect(preview(page).getByText('Dr. A. Srivastava')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All saved')).toBeVisible();
  const written = JSON.parse(readFileSync(edited.copy.file, 'utf8')) as RawSite;
  expect(written.collections[collection]!.items[0]!.name).toBe('Dr. A. Srivastava');
  expect(written.collections[collection]!.items.slice(1)).toEqual(testimonials.items.slice(1));
});

test('where only this page shows them, the section lists them without “Also shown on”', async ({
  page,
}) => {
  const home = site.pages[0]!;
  const index = home.sections.findIndex(
    (s) => s.type === 'block' && site.blocks[s.ref!]!.some((b) => b.collection === collection),
  );
  expect(showing).toEqual(['Home']);
  const section = home.sections[index]!;
  await page
    .getByRole('list', { name: 'Sections' })
    .getByRole('button', { name: new RegExp(`^${sectionTypeName(section.type)}: ${section.ref}`) })
    .click();
  const form = page.locator('.inspector');
  await expect(
    form.getByRole('group', { name: `Testimonials (${testimonials.items.length})` }),
  ).toBeVisible();
  await expect(form.getByText('Also shown on')).toHaveCount(0);
});

test('a section that lists posts lists them in its own form, each opening its own page', async ({
  page,
}) => {
  const posts = (site as unknown as { blog: { posts: Post[] } }).blog.posts;
  const home = site.pages[0]!;
  const listing = home.sections.find((s) => s.type === 'post-list') as Written & { limit: number };
  /** The posts it lists, read by hand: the newest first, as many as its limit. */
  const listed = [...posts]
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
    .slice(0, listing.limit);
  const listingPages = site.pages
    .filter((p) => p.sections.some((s) => s.type === 'post-list'))
    .map((p) => (p.path === '/' ? 'Home' : p.seo.title.split(' | ')[0]));
  expect(listingPages[0]).toBe('Home');

  await page
    .getByRole('list', { name: 'Sections' })
    .getByRole('button', {
      name: `${sectionTypeName('post-list')}: ${listing.heading}`,
      exact: true,
    })
    .click();
  const shown = page.getByRole('region', { name: 'Posts it shows' });
  await expect(shown.getByRole('listitem')).toHaveCount(listed.length);
  await expect(shown.getByRole('listitem').getByRole('button')).toHaveText(
    listed.map((p) => p.title),
  );
  await expect(
    shown.getByText(`Also shown on: ${listingPages.slice(1).join(', ')}.`),
  ).toBeVisible();
  expect(await editorAxe(page)).toEqual([]);

  // A post is a page of its own: choosing one opens it, at its title.
  await shown.getByRole('button', { name: listed[1]!.title, exact: true }).click();
  await expect(page.getByLabel('Page', { exact: true }).locator('option:checked')).toHaveText(
    listed[1]!.title,
  );
  await expect(page.getByLabel('Title', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(listed[1]!.title);

  // And a new one is written from there, in the dialog the toolbar opens.
  await choosePageAt(page, home.path);
  await page
    .getByRole('list', { name: 'Sections' })
    .getByRole('button', {
      name: `${sectionTypeName('post-list')}: ${listing.heading}`,
      exact: true,
    })
    .click();
  await shown.getByRole('button', { name: 'Write a new post' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a post' })).toBeVisible();
});
