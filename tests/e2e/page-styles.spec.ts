/**
 * Each page carries only the rules of the site's stylesheet that can apply to it
 * (scripts/lib/build/page-css.ts), and the loader links the whole stylesheet before the app
 * starts (src/render/site-stylesheet.ts). A sample of pages, every section type among them, in
 * both languages and at a phone's and a laptop's width.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SHEET_ATTRIBUTE } from '../../src/render/site-stylesheet';
import { APP_START_MARK } from '../../src/render/after-first-paint';
import { expect, hydrated, loadSite, test } from './fixtures';
import { batches } from './sample';

const site = loadSite();
const DIST = process.env.E2E_DIST ?? 'dist-e2e';
const SAMPLE = [
  '/',
  '/about',
  '/career',
  '/contact',
  '/apply',
  '/thank-you',
  '/blog/seo',
  '/hi/about',
];
const WIDTHS = [375, 1280];
/** What the styles of a page decide and an animation or a transition never moves. */
const STEADY = [
  'display',
  'position',
  'font-size',
  'font-weight',
  'line-height',
  'padding-top',
  'padding-left',
  'margin-top',
  'margin-bottom',
  'grid-template-columns',
  'flex-direction',
  'gap',
  'max-width',
  'border-top-width',
  'border-radius',
  'text-align',
  'list-style-type',
];
/** For a page as served, which nothing animates: more of what its rules decide. */
const SERVED = [
  ...STEADY,
  'width',
  'height',
  'color',
  'background-color',
  'background-image',
  'font-family',
  'visibility',
  'overflow-x',
  'z-index',
  'text-transform',
  'text-decoration-line',
  'border-top-color',
  'box-shadow',
  'content',
  'opacity',
  'transform',
];

/** The steady computed styles of every element under `root` (and their ::before, ::after). */
function stylesOf(page: Page, root: string, properties = STEADY) {
  return page.evaluate(
    ([root, properties]) => {
      const styles: string[] = [];
      // Not the scripts: the page's boot script adds the loader's <script> once the page is on
      // screen, which may come between two looks (it is never shown).
      for (const element of document.querySelectorAll(`${root}, ${root} *:not(script)`))
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          styles.push(properties.map((name) => style.getPropertyValue(name)).join('|'));
        }
      return styles;
    },
    [root, properties] as const,
  );
}

/** Each page's own rules, then the whole stylesheet after them: the same styles at each width. */
async function checkOwnRules(page: Page, path: string) {
  await page.goto(path);
  const own: string[][] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    own.push(await stylesOf(page, 'body', SERVED));
  }
  // The whole stylesheet, after the page's own rules, as the loader links it.
  await page.evaluate(
    (attribute) =>
      new Promise((resolve, reject) => {
        const style = document.querySelector(`style[${attribute}]`)!;
        const link = Object.assign(document.createElement('link'), {
          rel: 'stylesheet',
          href: style.getAttribute(attribute)!,
          onload: resolve,
          onerror: reject,
        });
        style.after(link);
      }),
    SHEET_ATTRIBUTE,
  );
  for (const [i, width] of WIDTHS.entries()) {
    await page.setViewportSize({ width, height: 800 });
    const whole = await stylesOf(page, 'body', SERVED);
    expect(whole.length, `at ${width} px`).toBe(own[i]!.length);
    const differ = whole.flatMap((style, n) => (style === own[i]![n] ? [] : [n]));
    expect(differ, `at ${width} px: elements styled otherwise`).toEqual([]);
  }
}

for (const batch of batches(SAMPLE))
  test(`${batch.join(', ')}: their own rules style each as the whole stylesheet does, on a phone and a laptop`, async ({
    page,
    watch,
  }) => {
    // A test of several visits is given longer.
    test.slow();
    // The pages as a visitor without script sees them: the loader never comes.
    watch.allow(/Failed to load resource/);
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    for (const path of batch) await test.step(path, () => checkOwnRules(page, path));
  });

test('a page reached from another is styled as the same page loaded at once', async ({ page }) => {
  const about = site.layout.header.links.find((link) => link.href === '/about')!;
  await page.goto('/about');
  await hydrated(page);
  const direct = await stylesOf(page, 'main');

  // /blogs shows none of the sections of /about but its top banner.
  await page.goto('/blogs');
  await hydrated(page);
  await page
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: about.label, exact: true })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('main h1')).toBeVisible();
  expect(await stylesOf(page, 'main')).toEqual(direct);
});

test('offline when the whole stylesheet is asked for, the page stays as served; back online, the app starts', async ({
  page,
  context,
  watch,
}) => {
  watch.allow(/ERR_INTERNET_DISCONNECTED/);
  const sheet = /\/assets\/style-[^/]+\.css$/;
  await page.route(sheet, (route) => route.abort('internetdisconnected'));
  const failed = page.waitForEvent('requestfailed', (request) => sheet.test(request.url()));
  await page.goto('/about');
  await failed;
  await page.waitForLoadState('networkidle');
  const started = () =>
    page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, APP_START_MARK);
  expect(await started()).toBe(false);
  // As served: styled by its own rules, its links plain links.
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCSS('position', 'fixed');

  await page.unroute(sheet);
  await context.setOffline(true);
  await context.setOffline(false);
  await hydrated(page);
  expect(await started()).toBe(true);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
});

test('no page names a class that is not one: every class attribute of every built page', () => {
  const pages = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  expect(pages.length).toBeGreaterThan(30);
  for (const file of pages) {
    const html = readFileSync(join(DIST, file), 'utf8');
    // A component that joined a class it does not have wrote "undefined" into the page.
    const broken = [...html.matchAll(/\sclass="([^"]*)"/g)]
      .map(([, value]) => value!)
      .filter((value) => /(^|\s)(undefined|null|false|NaN)(\s|$)/.test(value));
    expect(broken, file).toEqual([]);
  }
});
