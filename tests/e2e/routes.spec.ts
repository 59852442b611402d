import type { APIRequestContext, Page } from '@playwright/test';
import { listRoutes } from '../../src/content/routes';
import { resolveRoute } from '../../src/content/route-data';
import { APP_START_MARK } from '../../src/render/after-first-paint';
import { expectNoViolations } from './axe';
import { expect, hydrated, loadSite, test } from './fixtures';

const site = loadSite();
const pages = listRoutes(site).filter((r) => r.kind !== 'alias');

/**
 * Routes one page visits in turn (each a new document): a fresh page for each spent most of its
 * time starting, more than on what its route holds.
 */
const ROUTES_PER_PAGE = 4;
const batches = Array.from({ length: Math.ceil(pages.length / ROUTES_PER_PAGE) }, (_, i) =>
  pages.slice(i * ROUTES_PER_PAGE, (i + 1) * ROUTES_PER_PAGE),
);

/**
 * Everything that depends on the route's own content, checked in its one visit: the prerendered
 * head, hydration without a warning (the page's problems fail the test), nothing fetched before
 * the first paint, nothing wider than the screen, axe, and the Content-Security-Policy down to the
 * page's end (lazy pictures, the map).
 */
async function checkRoute(page: Page, request: APIRequestContext, path: string) {
  const resolved = resolveRoute(site, path);
  if (resolved?.kind !== 'page') throw new Error('not a page');
  const title = resolved.page.head.find((t) => t.tag === 'title');
  // The served HTML, before any script, already has the content and the head.
  const raw = await (await request.get(path)).text();
  expect(raw).toContain(
    `<title>${(title?.tag === 'title' ? title.text : '').replace(/&/g, '&amp;')}</title>`,
  );
  expect(raw).toMatch(/<h1[\s>]/);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('main h1')).toBeVisible();
  // The page is on screen before any script is fetched (the loader too) or the app started.
  const boot = await page.evaluate((mark) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    return {
      paint,
      appStart: performance.getEntriesByName(mark)[0]?.startTime ?? NaN,
      scriptsBeforePaint: performance
        .getEntriesByType('resource')
        .filter((r) => r.name.endsWith('.js') && r.startTime < paint)
        .map((r) => r.name),
    };
  }, APP_START_MARK);
  expect(boot.paint).toBeGreaterThan(0);
  expect(boot.appStart).toBeGreaterThan(boot.paint);
  expect(boot.scriptsBeforePaint).toEqual([]);
  // Nothing is wider than a phone screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoViolations(page, `${path} at 375px`);
  await page.mouse.wheel(0, 20000);
  await page.waitForTimeout(150);
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    `${path}: Content-Security-Policy violations`,
  ).toEqual([]);
}

// Each route is visited once, at a phone's width (where most visitors are).
test.describe('every route', () => {
  for (const batch of batches) {
    test(`${batch.map((r) => r.path).join(', ')}: each prerendered with its own head, hydrates without a warning, fits a phone, passes axe and the CSP`, async ({
      page,
      request,
    }) => {
      // A test of several visits is given longer.
      test.slow();
      await page.setViewportSize({ width: 375, height: 740 });
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (e) =>
          seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
        );
      });
      for (const route of batch)
        await test.step(route.path, () => checkRoute(page, request, route.path));
    });
  }

  test('an unknown path gets the not-found page with status 404', async ({ page, watch }) => {
    watch.allow(/status of 404/);
    const response = await page.goto('/this/does-not-exist');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      "Oops! This page doesn't exist.",
    );
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Go Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('navigating inside the site swaps the content and the head, and scrolls to the top', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(() => window.scrollY > 1000);
    const target = [...site.blog.posts].sort((a, b) => b.date.localeCompare(a.date))[0]!;
    const link = page.locator(`a[href="${site.blog.basePath}/${target.slug}"]`).first();
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${site.blog.basePath}/${target.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
    await expect(page).toHaveTitle(
      site.blog.titleTemplate.replace('{title}', target.seoTitle ?? target.title),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${site.url}${site.blog.basePath}/${target.slug}`,
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a section whose data breaks in the browser is left out; the rest of the page stays', async ({
    page,
    watch,
  }) => {
    watch.allow(/The "gallery" section failed to render and was left out/);
    // React reports the error it caught, too.
    watch.allow(/^TypeError: Cannot read properties of null \(reading 'map'\)/);
    // Data of another shape than the build checked (a stale or mangled file): the gallery's
    // images are gone.
    await page.route('**/_data/about.json', async (route) => {
      const data = await (await route.fetch()).json();
      for (const section of data.page.sections)
        if (section.type === 'gallery') section.props.images = null;
      await route.fulfill({ json: data });
    });
    const about = site.pages.find((p) => p.path === '/about')!;
    const gallery = about.sections.find((s) => s.type === 'gallery');
    const cta = about.sections.find((s) => s.type === 'cta');
    const hero = about.sections[0];
    if (gallery?.type !== 'gallery' || cta?.type !== 'cta' || hero?.type !== 'hero')
      throw new Error('/about has no hero, call to action or gallery');
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

    await page.goto('/');
    await hydrated(page);
    await page.locator('header a[href="/about"]').first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.heading);
    await expect(page.getByRole('heading', { name: cta.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: gallery.heading })).toHaveCount(0);
    await expect(page.locator('footer')).toBeVisible();
    expect(errors.some((e) => e.includes('The "gallery" section failed to render'))).toBe(true);
  });
});
