import type { Page } from '@playwright/test';
import { listLocalizedRoutes } from '../../src/content/versions';
import { siteIn } from '../../src/i18n/localize';
import { hrefIn } from '../../src/base/languages';
import { telHref, whatsappHref } from '../../src/content/reach';
import { expect, freezeTime, hydrated, loadSite, test } from './fixtures';

const site = loadSite();
const { headerSolidAfterPx, promoDelayMs } = site.constants;

test.describe('header', () => {
  test(`is transparent over the hero and solid once scrolled past ${headerSolidAfterPx}px`, async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const header = page.getByRole('banner');
    await expect(header).not.toHaveAttribute('data-solid');
    await page.evaluate((y) => window.scrollTo(0, y), headerSolidAfterPx);
    await page.waitForTimeout(100);
    await expect(header).not.toHaveAttribute('data-solid');
    await page.evaluate((y) => window.scrollTo(0, y), headerSolidAfterPx + 1);
    await expect(header).toHaveAttribute('data-solid', '');
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  });

  test('is solid on a page without a hero', async ({ page, watch }) => {
    watch.allow(/status of 404/);
    await page.goto('/this-is-not-a-page').catch(() => {});
    await hydrated(page);
    await expect(page.getByRole('banner')).toHaveAttribute('data-solid', '');
  });

  test('links to the external IVR site in a new tab without an opener', async ({ page }) => {
    await page.goto('/');
    const ivr = page.getByRole('link', { name: new RegExp(site.layout.header.external.label) });
    await expect(ivr).toHaveAttribute('target', '_blank');
    await expect(ivr).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('offers a skip link to the main content', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: site.layout.header.skipLinkLabel });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe('call and WhatsApp links', () => {
  // Each language's own words: the link names and the message the chat opens with.
  const languages = (['en', 'hi'] as const).map((lang) => {
    const local = siteIn(site, lang);
    return {
      lang,
      reach: local.layout.header.reach!,
      whatsapp: whatsappHref(local.contact.whatsapp!),
    };
  });
  const digits = site.contact.whatsapp!.number.replace(/\D/g, '');

  test('are in the header of every page, in its language, before any script', async ({
    request,
  }) => {
    const routes = listLocalizedRoutes(site).filter((r) => r.kind !== 'alias');
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const address = hrefIn(route.lang, route.path);
      const html = await (await request.get(address)).text();
      const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
      const { whatsapp } = languages.find((l) => l.lang === route.lang)!;
      expect(whatsapp).toContain(`https://wa.me/${digits}?text=`);
      expect(header, address).toContain(`href="${whatsapp}"`);
      expect(header, address).toContain(`href="${telHref(site.contact.phone)}"`);
    }
  });

  test('are on the contact page, in each language', async ({ request }) => {
    for (const { lang, whatsapp } of languages) {
      const html = await (await request.get(hrefIn(lang, '/contact'))).text();
      const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
      expect(main).toContain(`href="${whatsapp}"`);
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    for (const { lang, reach } of languages)
      test(`are beside the menu button, named and at least 44 px, in ${lang}`, async ({ page }) => {
        await page.goto(hrefIn(lang, '/'));
        await hydrated(page);
        const header = page.locator('header');
        const call = header.getByRole('link', { name: reach.call, exact: true });
        const chat = header.getByRole('link', { name: new RegExp(`^${reach.whatsapp}`) });
        for (const link of [call, chat]) {
          await expect(link).toBeVisible();
          const box = (await link.boundingBox())!;
          expect(box.width).toBeGreaterThanOrEqual(44);
          expect(box.height).toBeGreaterThanOrEqual(44);
        }
        await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
        // On a wide screen the whole navigation shows and the two icons give way to it.
        await page.setViewportSize({ width: 1280, height: 800 });
        await expect(call).toBeHidden();
      });
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  // The toggle is the summary of a <details> (which Playwright gives no role; Chromium names it
  // a disclosure, see baselines.spec.ts), its state the details' `open`.
  const menu = (page: Page) => page.locator('header details');
  const toggle = (page: Page) =>
    menu(page).locator('summary').filter({ hasText: site.layout.header.menuLabel });

  test('opens with the toggle and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(menu(page)).not.toHaveAttribute('open');
    await expect(nav).toBeHidden();
    await toggle(page).click();
    await expect(menu(page)).toHaveAttribute('open');
    await expect(nav).toBeVisible();
    const about = site.layout.header.links.find((l) => l.href !== '/')!;
    await nav.getByRole('link', { name: about.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${about.href}$`));
    await expect(menu(page)).not.toHaveAttribute('open');
    await expect(nav).toBeHidden();
  });

  test('closes on Escape', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await toggle(page).click();
    await expect(menu(page)).toHaveAttribute('open');
    await page.keyboard.press('Escape');
    await expect(menu(page)).not.toHaveAttribute('open');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });
});

test.describe('promotional pop-up', () => {
  const promo = site.layout.promo!;
  test.use({ showPromo: true });

  test(`appears ${promoDelayMs} ms after load, once per session, and Close hides it`, async ({
    page,
  }) => {
    await freezeTime(page);
    await page.goto('/');
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: promo.heading });
    await page.clock.runFor(promoDelayMs - 100);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(200);
    await expect(dialog).toBeVisible();
    for (const point of promo.points) await expect(dialog.getByText(point)).toBeVisible();
    await dialog.getByRole('button', { name: promo.closeLabel }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await hydrated(page);
    await page.clock.runFor(promoDelayMs * 2);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('closes on Escape and on a click outside it, and keeps focus inside while open', async ({
    page,
  }) => {
    await freezeTime(page);
    await page.goto('/');
    await hydrated(page);
    await page.clock.runFor(promoDelayMs + 100);
    const dialog = page.getByRole('dialog', { name: promo.heading });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await hydrated(page);
    await page.clock.runFor(promoDelayMs + 100);
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test(`"${promo.action.label}" goes to ${promo.action.href}`, async ({ page }) => {
    await freezeTime(page);
    await page.goto('/');
    await hydrated(page);
    await page.clock.runFor(promoDelayMs + 100);
    await page.getByRole('dialog').getByRole('link', { name: promo.action.label }).click();
    await expect(page).toHaveURL(new RegExp(`${promo.action.href}$`));
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
