/**
 * Every route in every language is asked its served HTML here (its own title, one h1), and by
 * check:html, check:nu and check:links (valid markup, names, alt text, links and anchors),
 * security.spec.ts (the scripts and styles the policy allows) and layout.spec.ts (the header's
 * call and chat links). In the browser, a sample of routes in each language shows every look of
 * every section, every form and every layout of a page once (sample.ts, computed from
 * site.json): what a route's content decides is the look of its sections, drawn by the same
 * components on every page that shows them.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { APP_START_MARK } from '../../src/render/after-first-paint';
import { resolveLocalizedRoute } from '../../src/content/versions';
import { expectNoViolations } from './axe';
import { expect, hydrated, loadSite, test } from './fixtures';
import { batches, everyPage, sample } from './sample';

const site = loadSite();
const pages = everyPage(site);
const sampled = sample(pages);

/** The served HTML, before any script, already has the page's own title and its heading. */
async function checkServed(request: APIRequestContext, path: string) {
  const resolved = resolveLocalizedRoute(site, path);
  if (resolved?.kind !== 'page') throw new Error('not a page');
  const title = resolved.page.head.find((t) => t.tag === 'title');
  const raw = await (await request.get(path)).text();
  expect(raw, path).toContain(
    `<title>${(title?.tag === 'title' ? title.text : '').replace(/&/g, '&amp;')}</title>`,
  );
  expect(raw.match(/<h1[\s>]/g), path).toHaveLength(1);
}

test('every route in every language is served with its own title and one heading', async ({
  request,
}) => {
  expect(pages.length).toBeGreaterThan(60);
  for (const { path } of pages) await checkServed(request, path);
});

test('the sample shows, in each language, every look the pages of that language show, on fewer routes', () => {
  for (const lang of new Set(pages.map((page) => page.lang))) {
    const all = pages.filter((page) => page.lang === lang);
    const some = sampled.filter((page) => page.lang === lang);
    expect(some.length).toBeLessThan(all.length);
    expect(new Set(some.flatMap((page) => page.looks))).toEqual(
      new Set(all.flatMap((page) => page.looks)),
    );
  }
});

/**
 * What the look of a page decides, in one visit: hydration without a warning (the page's
 * problems fail the test), nothing fetched before the first paint, nothing wider than the
 * screen, axe, and the Content-Security-Policy down to the page's end (lazy pictures, the map).
 */
async function checkRoute(page: Page, path: string) {
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

// At a phone's width, where most visitors are.
test.describe('a sample of routes in each language', () => {
  for (const batch of batches(sampled)) {
    test(`${batch.map((r) => r.path).join(', ')}: each hydrates without a warning, paints before any script, fits a phone, passes axe and the CSP`, async ({
      page,
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
      for (const route of batch) await test.step(route.path, () => checkRoute(page, route.path));
    });
  }
});

test.describe('inside the site', () => {
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
