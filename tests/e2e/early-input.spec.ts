/**
 * Input that arrives before the app has taken over the page is not lost: the app's code is held
 * back (its request answered only after the visitor has acted), and each tap or keystroke still
 * does what it says once the page is live.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, loadSite, test } from './fixtures';

const site = loadSite();
const faqItems =
  site.collections['home-faq']?.kind === 'faq' ? site.collections['home-faq'].items : [];
const contactForm = site.forms['contact']!;

/** Holds the chunks whose names match until the returned function is called. */
async function hold(page: Page, chunk: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const holdApp = (page: Page) => hold(page, /\/assets\/hydrate-[^/]+\.js$/);

test.describe('input before hydration', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a tap on the menu button and on a FAQ row is answered once the page is live', async ({
    page,
  }) => {
    const release = await holdApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: site.layout.header.menuLabel });
    const row = page.getByRole('button', { name: faqItems[1]!.title });
    await toggle.click();
    // Nothing could answer yet: the app's code has not arrived.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await row.click();
    await expect(row).toHaveAttribute('aria-expanded', 'false');
    release();
    await hydrated(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(row).toHaveAttribute('aria-expanded', 'true');
  });

  test('a tap before the loader itself has arrived is kept by the page and answered once it is live', async ({
    page,
  }) => {
    // The page asks for its loader only after its first paint (src/render/boot.ts).
    const release = await hold(page, /\/assets\/index-[^/]+\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: site.layout.header.menuLabel });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    release();
    await hydrated(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('a tap on a FAQ row whose code is still on its way, after the app started, is answered once it arrives', async ({
    page,
  }) => {
    const release = await hold(page, /\/assets\/Faq-[^/]+\.js$/);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: site.layout.header.menuLabel });
    // The header is live: the app has started, while the FAQ's code is held back.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    const row = page.getByRole('button', { name: faqItems[1]!.title });
    await row.click();
    await expect(row).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(row).toHaveAttribute('aria-expanded', 'true');
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
