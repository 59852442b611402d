/**
 * Input that arrives before the app has taken over the page is answered by the page itself: the
 * app's code is held back (its request answered only after the visitor has acted), and each tap
 * does what it says at once, as plain HTML; the app then takes over the state the page is in.
 */
import type { Page } from '@playwright/test';
import { APP_START_MARK } from '../../src/render/after-first-paint';
import { APP_CHUNK, expect, holdScripts, hydrated, loadSite, test } from './fixtures';

const site = loadSite();
const faqItems =
  site.collections['home-faq']?.kind === 'faq' ? site.collections['home-faq'].items : [];
const contactForm = site.forms['contact']!;
const { menuLabel } = site.layout.header;

const holdApp = (page: Page) => holdScripts(page, APP_CHUNK);
const started = (page: Page) =>
  page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, APP_START_MARK);
const menu = (page: Page) => page.locator('header summary').filter({ hasText: menuLabel });
const row = (page: Page, title: string) =>
  page.getByRole('group').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('input before hydration', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a tap on Menu before the loader has arrived opens it at once; the app keeps it open and closes it on Escape', async ({
    page,
  }) => {
    // The page asks for its loader only after its first paint (src/render/boot.ts).
    const release = await holdScripts(page, /\/assets\/index-[^/]+\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    const nav = page.getByRole('navigation', { name: site.layout.words.mainNavigation });
    await menu(page).click();
    await expect(nav).toBeVisible();
    expect(await started(page)).toBe(false);
    release();
    await hydrated(page);
    await expect(nav).toBeVisible();
    // The app has it now: the header turns solid with the menu open, and Escape closes it.
    await expect(page.locator('header[data-solid]')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
  });

  test('a tap on a FAQ row before the app arrives opens it at once, and it stays open once the app is live', async ({
    page,
  }) => {
    const release = await holdApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    const question = row(page, faqItems[1]!.title);
    await question.getByRole('heading').click();
    await expect(question).toHaveAttribute('open');
    expect(await started(page)).toBe(false);
    release();
    await hydrated(page);
    await expect(question).toHaveAttribute('open');
    await question.getByRole('heading').click();
    await expect(question).not.toHaveAttribute('open');
  });

  test('a tap on a FAQ row whose code is still on its way, after the app started, is answered at once', async ({
    page,
  }) => {
    const release = await holdScripts(page, /\/assets\/Faq-[^/]+\.js$/);
    await page.goto('/');
    await expect.poll(() => started(page)).toBe(true);
    const question = row(page, faqItems[1]!.title);
    await question.getByRole('heading').click();
    await expect(question).toHaveAttribute('open');
    release();
    await hydrated(page);
    await expect(question).toHaveAttribute('open');
  });

  test('text typed into a form field before the app starts is kept once the app takes over', async ({
    page,
  }) => {
    const release = await holdApp(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    const name = page.getByLabel(contactForm.fields[0]!.label, { exact: true });
    await name.fill('Asha');
    release();
    await hydrated(page);
    await name.press('End');
    await name.pressSequentially(' Verma');
    await expect(name).toHaveValue('Asha Verma');
  });
});
