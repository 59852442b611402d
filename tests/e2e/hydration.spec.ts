/**
 * The page a visitor lands on hydrates only what answers them (src/render/hydration-plan.ts): a
 * section that does not answer stays the server's HTML, the very nodes it was served as, which
 * React never touches, and its code is never fetched; one that answers below the first screen is
 * hydrated as it comes near, or when touched. Reached by navigation from another page, every
 * section is rendered by the app, as before.
 *
 * Whether React touched a node is read from the keys it sets on every node it hydrates or
 * renders (`__reactFiber$…`): React's own, not an API, but exactly what hydration leaves.
 */
import type { Page, Request } from '@playwright/test';
import { resolveRoute } from '../../src/content/route-data';
import { sectionHydration, type Hydration } from '../../src/render/hydration-plan';
import { sectionFolder } from '../../src/sections/components';
import type { RenderedType } from '../../src/sections/registry';
import { expect, hydrated, loadSite, test } from './fixtures';

const site = loadSite();
const { words } = site.layout;

/** Each section of a page, with its type and when the page a visitor lands on hydrates it. */
function planOf(path: string): { type: RenderedType; when: Hydration }[] {
  const route = resolveRoute(site, path);
  if (route?.kind !== 'page') throw new Error(`${path} is not a page`);
  return route.page.sections.map((section, index) => ({
    type: section.type,
    when: sectionHydration(section, index),
  }));
}

/** The component chunks of section types the page requested. */
function sectionChunks(page: Page): Set<string> {
  const folders = new Set<string>();
  page.on('request', (request: Request) => {
    const file = /\/assets\/([A-Za-z]+)-[^/]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (file) folders.add(file);
  });
  return folders;
}

/**
 * Per section in <main> (each draws one element), whether it and every node in it are still the
 * nodes served (kept at DOMContentLoaded, before any script of the site ran), and whether React
 * has touched any of them.
 */
async function servedState(page: Page) {
  return page.evaluate(() => {
    const kept = (window as unknown as { served: Node[][] }).served;
    const touched = (node: Node) => Object.keys(node).some((key) => key.startsWith('__react'));
    const now = [...document.getElementById('main')!.children];
    return kept.map((nodes, index) => {
      const element = now[index]!;
      const current = [element, ...element.querySelectorAll('*')];
      return {
        same: nodes.length === current.length && nodes.every((node, i) => node === current[i]),
        touched: current.some(touched),
      };
    });
  });
}

/** Keeps every node of each section in <main> as served. */
async function keepServed(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { served: Node[][] }).served = [
        ...document.getElementById('main')!.children,
      ].map((element) => [element, ...element.querySelectorAll('*')]);
    });
  });
}

/** Scrolls through the whole page and back, as a visitor reading it would. */
async function readThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: words.mainNavigation });

for (const [path, from] of [
  ['/', '/about'],
  ['/about', '/'],
] as const) {
  const plan = planOf(path);
  const still = plan.flatMap((section, index) => (section.when === 'never' ? [index] : []));
  // The code of a type only sections that never hydrate show: it must never be fetched.
  const unneeded = [
    ...new Set(
      still
        .map((index) => plan[index]!.type)
        .filter((type) => plan.every((s) => s.type !== type || s.when === 'never')),
    ),
  ].map(sectionFolder);

  test(`${path}: the sections that do not answer stay the nodes served, which React never touches, and their code is never fetched`, async ({
    page,
  }) => {
    expect(still.length).toBeGreaterThan(0);
    expect(unneeded.length).toBeGreaterThan(0);
    const chunks = sectionChunks(page);
    await keepServed(page);
    await page.goto(path);
    await hydrated(page);
    // A change of address on the page itself (the skip link's #main) leaves them as they are.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await readThrough(page);
    await page.waitForTimeout(500);

    const state = await servedState(page);
    expect(state).toHaveLength(plan.length);
    for (const index of still)
      expect(state[index], `section ${index} (${plan[index]!.type})`).toEqual({
        same: true,
        touched: false,
      });
    // The check sees React's work where there is some: the header is hydrated with the app.
    expect(
      await page
        .locator('header')
        .evaluate((header) => Object.keys(header).some((key) => key.startsWith('__react'))),
    ).toBe(true);
    for (const folder of unneeded) expect([...chunks], folder).not.toContain(folder);
  });

  test(`${path}: reached from ${from}, its sections are rendered by the app, their code fetched`, async ({
    page,
  }) => {
    const chunks = sectionChunks(page);
    await page.goto(from);
    await hydrated(page);
    const link = site.layout.header.links.find((l) => l.href === path)!;
    await mainNav(page).getByRole('link', { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const sections = page.locator('#main > *');
    await expect(sections).toHaveCount(plan.length);
    for (const [index, section] of plan.entries())
      await expect
        .poll(
          () =>
            sections
              .nth(index)
              .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))),
          { message: `section ${index} (${section.type})` },
        )
        .toBe(true);
    for (const folder of unneeded) expect([...chunks], folder).toContain(folder);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('a link in a section that is not hydrated is followed the way the app follows links', async ({
  page,
}) => {
  const plan = planOf('/about');
  await page.goto('/about');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const index = plan.findLastIndex((section) => section.when === 'never');
  const link = page.locator('#main > *').nth(index).locator('a[href^="/"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('main h1')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

test('an answering section below the first screen is hydrated as it comes near, or once touched, and not before', async ({
  page,
}) => {
  const plan = planOf('/');
  const near = plan.findLastIndex((section) => section.when === 'near');
  const touched = plan.findLastIndex((section) => section.when === 'touched');
  expect(near).toBeGreaterThan(0);
  expect(touched).toBeGreaterThan(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await hydrated(page);
  const owned = (index: number) =>
    page
      .locator('#main > *')
      .nth(index)
      .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));
  await page.waitForTimeout(500);
  expect(await owned(near), `${plan[near]!.type} far below`).toBe(false);
  await page.locator('#main > *').nth(near).scrollIntoViewIfNeeded();
  await expect.poll(() => owned(near), { message: plan[near]!.type }).toBe(true);

  await page.locator('#main > *').nth(touched).scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  expect(await owned(touched), `${plan[touched]!.type} in view, not touched`).toBe(false);
  await page.locator('#main > *').nth(touched).hover();
  await expect.poll(() => owned(touched), { message: plan[touched]!.type }).toBe(true);
});
