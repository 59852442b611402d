/**
 * Every interaction has an HTML baseline: with script off, on a phone, in English and Hindi, the
 * menu opens with every link, every FAQ answer opens, every testimonial can be scrolled into
 * view and a gallery picture is a link to its full-size file. With script, the app takes over
 * that same markup without moving anything.
 */
import type { Page } from '@playwright/test';
import { siteIn } from '../../src/i18n/localize';
import { hrefIn, type SiteLanguage } from '../../src/base/languages';
import type { Site } from '../../src/schema/site';
import { APP_CHUNK, expect, holdScripts, hydrated, loadSite, pointAt, test } from './fixtures';
import { collectionItems, pageAt, sectionOf } from '../fixtures/site';

const site = loadSite();
const versions: { lang: SiteLanguage; words: Site }[] = [
  { lang: 'en', words: site },
  { lang: 'hi', words: siteIn(site, 'hi') },
];
const PHONE = { width: 390, height: 844 };

/** The menu's toggle: the summary of a <details> (Playwright gives a summary no role). */
const menuToggle = (page: Page, label: string) =>
  page.locator('header summary').filter({ hasText: label });

/** A question of the FAQ: its disclosure, found by the heading it opens with. */
const question = (page: Page, title: string) =>
  page.getByRole('group').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

for (const { lang, words } of versions) {
  const { header } = words.layout;
  const home = hrefIn(lang, '/');

  test.describe(`without script (${lang}), on a phone`, () => {
    test.use({ javaScriptEnabled: false, viewport: PHONE });

    test('the menu opens and closes, showing every link of the header', async ({ page }) => {
      await page.goto(home);
      const nav = page.getByRole('navigation', { name: words.layout.words.mainNavigation });
      await expect(nav).toBeHidden();
      await menuToggle(page, header.menuLabel).click();
      await expect(nav).toBeVisible();
      for (const { label } of [...header.links, header.external, header.cta])
        await expect(nav.getByRole('link', { name: label })).toBeVisible();
      await menuToggle(page, header.menuLabel).click();
      await expect(nav).toBeHidden();
    });

    test('every FAQ answer opens', async ({ page }) => {
      await page.goto(home);
      const faq = sectionOf(pageAt('/', words).sections, 'faq', words);
      for (const [index, item] of collectionItems(faq.collection, 'faq', words).entries()) {
        const row = question(page, item.title);
        const answer = row.getByRole('paragraph').first();
        if (index !== faq.openIndex) {
          await expect(answer).toBeHidden();
          await row.getByRole('heading').click();
        }
        await expect(row).toHaveAttribute('open');
        await expect(answer).toBeVisible();
      }
    });

    test('every testimonial can be scrolled into view', async ({ page }) => {
      await page.goto(home);
      const testimonials = sectionOf(pageAt('/', words).sections, 'testimonials', words);
      const list = page.getByRole('list', { name: testimonials.heading });
      await list.scrollIntoViewIfNeeded();
      const box = (await list.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      const [first, second] = await list.getByRole('listitem').all();
      const step = (await second!.boundingBox())!.x - (await first!.boundingBox())!.x;
      const left = () => list.evaluate((element) => element.scrollLeft);
      // Still for a tenth of a second: the last card has snapped into place.
      const still = () =>
        expect
          .poll(async () => {
            const before = await left();
            await new Promise((resolve) => setTimeout(resolve, 100));
            return (await left()) === before;
          })
          .toBe(true);
      for (const item of collectionItems(testimonials.collection, 'testimonial', words)) {
        const quote = page.getByText(item.quote);
        const shown = (timeout: number) =>
          expect(quote)
            .toBeInViewport({ ratio: 0.99, timeout })
            .then(() => true)
            .catch(() => false);
        // As a visitor would: the wheel (a trackpad's or a finger's sideways swipe) moves it,
        // a card at a time (each snaps into place, which takes a moment). Only a card the wheel
        // has just moved is waited for: one out of view stays so.
        await still();
        let seen = await shown(1);
        for (let turn = 0; turn < 8 && !seen; turn++) {
          await page.mouse.wheel(step, 0);
          seen = await shown(2000);
        }
        await expect(quote).toBeInViewport({ ratio: 0.99 });
      }
    });

    test('a gallery picture is a link to its full-size picture', async ({ page, request }) => {
      const about = hrefIn(lang, '/about');
      await page.goto(about);
      const gallery = sectionOf(pageAt('/about', words).sections, 'gallery', words);
      for (const image of gallery.images) {
        const link = page.getByRole('link', { name: image.alt, exact: true });
        await expect(link).toHaveAttribute('href', image.src);
      }
      const first = gallery.images[0]!;
      await page.getByRole('link', { name: first.alt, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${first.src.replace(/[.]/g, '\\.')}$`));
      const file = await request.get(first.src);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toMatch(/^image\//);
    });
  });
}

/**
 * Where the parts with an HTML baseline sit on the page (page coordinates, to the half pixel):
 * the menu's toggle, the FAQ's questions, the carousel's list, arrows and the cards shown in it
 * (by their text: Swiper reorders the cards it loops over, out of view), the gallery's links,
 * and the headings around them.
 */
function boxes(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element) => {
      const r = element.getBoundingClientRect();
      const half = (n: number) => Math.round(n * 2) / 2;
      // The header is fixed: where it is on the screen.
      const y = element.closest('header') ? 0 : scrollY;
      return [half(r.left + scrollX), half(r.top + y), half(r.width), half(r.height)];
    };
    const found: Record<string, number[]> = {};
    const selectors = ['header summary', '#main h1', '#main h2', '#faq details', '#gallery a'];
    for (const selector of [...selectors, '#testimonials ul', '#testimonials button'])
      document.querySelectorAll(selector).forEach((element, i) => {
        found[`${selector} ${i}`] = box(element);
      });
    const list = document.querySelector('#testimonials ul')?.getBoundingClientRect();
    document.querySelectorAll('#testimonials li').forEach((card) => {
      const r = card.getBoundingClientRect();
      if (list && r.left >= list.left - 1 && r.right <= list.right + 1)
        found[`card ${card.textContent?.slice(0, 40)}`] = box(card);
    });
    return found;
  });
}

for (const path of ['/', '/about'])
  for (const viewport of [PHONE, { width: 1280, height: 800 }])
    test(`the app takes over ${path} at ${viewport.width} px without moving anything`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const release = await holdScripts(page, APP_CHUNK);
      await page.addInitScript(() => {
        const shifts: { at: number; value: number }[] = [];
        (window as unknown as { shifts: typeof shifts }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            shifts.push({ at: entry.startTime, value: entry.value });
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      const before = await boxes(page);
      expect(Object.keys(before).length).toBeGreaterThan(3);
      // Only the takeover's shifts count: a page whose HTML arrives in pieces (a loaded machine
      // reads the socket in several) can be painted with half its header, "M" of "Menu", and
      // move once the rest arrives; that is the browser's progressive rendering, not the app.
      // (Counted by their time: the observer can report such a shift after the app is let go.)
      const releasedAt = await page.evaluate(() => performance.now());
      release();
      await hydrated(page);
      const carousel = page.locator('[data-carousel]');
      if ((await carousel.count()) > 0) {
        // Swiper takes the list over once the visitor points at it (it is hydrated then).
        await carousel.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await pointAt(carousel);
        await expect(carousel).toHaveAttribute('data-carousel', 'ready');
        await page.waitForTimeout(300);
      }
      expect(await boxes(page)).toEqual(before);
      const shifts = await page.evaluate(
        () => (window as unknown as { shifts: { at: number; value: number }[] }).shifts,
      );
      const takeover = shifts.filter((shift) => shift.at >= releasedAt);
      expect(takeover.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.001);
    });

test('the menu is a disclosure named as the header says, before the app and once it is live', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const release = await holdScripts(page, APP_CHUNK);
  await page.goto('/');
  const cdp = await page.context().newCDPSession(page);
  const toggle = async () => {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: {
        role?: { value: string };
        name?: { value: string };
        properties?: { name: string; value: { value: unknown } }[];
      }[];
    };
    const node = nodes.find((n) => n.name?.value === site.layout.header.menuLabel);
    const expanded = node?.properties?.find((p) => p.name === 'expanded')?.value.value;
    return { role: node?.role?.value, expanded };
  };
  expect(await toggle()).toEqual({ role: 'DisclosureTriangle', expanded: false });
  release();
  await hydrated(page);
  expect(await toggle()).toEqual({ role: 'DisclosureTriangle', expanded: false });
  await menuToggle(page, site.layout.header.menuLabel).click();
  expect(await toggle()).toEqual({ role: 'DisclosureTriangle', expanded: true });
});
