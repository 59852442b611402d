/**
 * Hostile addresses: markup, huge values and broken percent-encoding in the query and
 * the path choose nothing, are shown as text or get the not-found page, and never raise a page error (the
 * fixtures fail a test on any console error, warning or uncaught exception). Unknown paths answer
 * 404 by design, so those tests allow exactly the "status of 404" resource message.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, loadSite, test } from './fixtures';

const site = loadSite();
const application = site.forms.application!;
const choiceLabel = application.fields.find((f) => f.name === application.context!.field)!.label;
const notFoundHeading = (() => {
  const notice = site.notFound.sections.find((s) => s.type === 'notice');
  return notice?.type === 'notice' ? notice.heading : '';
})();

/** Nothing from the address became markup: no injected element ran or exists. */
async function expectNothingInjected(page: Page) {
  expect(await page.evaluate(() => (window as { pwned?: unknown }).pwned)).toBeUndefined();
  await expect(page.locator('#root script, #root img[onerror], #root svg[onload]')).toHaveCount(0);
  await expect(page.locator('#root [data-pwned]')).toHaveCount(0);
  await expect(page.locator('#root a[href^="javascript:" i]')).toHaveCount(0);
}

async function expectNotFoundPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toContainText(notFoundHeading);
  await expectNothingInjected(page);
}

test.describe('the job parameter of /apply', () => {
  // The parameter only chooses among the openings: whatever it holds is never shown.
  const neutral = application.context!.title;
  async function expectNothingChosen(page: Page) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(neutral);
    await expect(page.getByLabel(choiceLabel, { exact: true })).toHaveValue('');
    await expectNothingInjected(page);
  }
  const payloads = [
    '<script>window.pwned=1</script>',
    '"><img src=x onerror="window.pwned=1" data-pwned>',
    "'></h1><svg onload=window.pwned=1 data-pwned>",
    '</script><script>window.pwned=1</script>',
    'javascript:window.pwned=1',
    '{{7*7}} ${7*7} <%= 7*7 %>',
    "C$$ $& $' $`",
    '\u202eevil\u202c \u0000 nul \ud83d\ude00 देवनागरी',
    `ऄx<${'y'.repeat(7)}`.repeat(500),
  ];
  // One page visits every address of a kind in turn (each a new document), as the checks only
  // read: a fresh page for each took most of the time. A test of many visits is given longer.
  test.slow();
  test('markup, template syntax, control characters and huge values choose nothing and are not shown', async ({
    page,
  }) => {
    const addresses = [
      ...payloads.map((payload) => `/apply?job=${encodeURIComponent(payload)}`),
      // Markup typed straight into the address (not percent-encoded).
      '/apply?job=<b data-pwned>bold</b><script>window.pwned=1</script>',
      // The parameter given many times, or empty.
      '/apply?job=&job=%3Cscript%3E&job=SEO',
    ];
    for (const address of addresses)
      await test.step(address.slice(0, 60), async () => {
        await page.goto(address);
        await hydrated(page);
        await expectNothingChosen(page);
      });
  });

  test('broken percent-encoding in the job parameter renders without an error', async ({
    page,
  }) => {
    for (const raw of ['%E0%A4%A', '%', '%%41', '%ZZ', '%C0%AF', '%ED%A0%80', '%00', '%uD83D'])
      await test.step(`job=${raw}`, async () => {
        const response = await page.goto(`/apply?job=${raw}`);
        expect(response?.status()).toBe(200);
        await hydrated(page);
        await expectNothingChosen(page);
      });
  });
});

test.describe('hostile paths', () => {
  test.slow();
  const paths: [string, string][] = [
    ['/%ZZ', 'an invalid percent-escape'],
    ['/%E0%A4%A', 'a truncated UTF-8 sequence'],
    ['/..%2f..%2fetc/passwd', 'an encoded path traversal'],
    ['/..%252f..%252fetc%252fpasswd', 'a double-encoded path traversal'],
    ['/about/%2e%2e/%2e%2e/package.json', 'an encoded dot-segment traversal'],
    ['/%3Cscript%3Ewindow.pwned=1%3C/script%3E', 'markup in the path'],
    ['/"><img src=x onerror=window.pwned=1>', 'unencoded markup in the path'],
    [`/${'a'.repeat(2000)}`, 'a 2 000-character unknown path'],
    [`/${'%F0%9F%98%80/'.repeat(150)}x`, 'a long path of emoji segments'],
    ['/about/%00', 'a NUL byte'],
    ['/_headers', 'the host configuration file'],
  ];
  test('each gets the not-found page, and no file of the host', async ({ page, watch }) => {
    watch.allow(/status of 404/);
    for (const [path, what] of paths)
      await test.step(what, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        const body = (await response?.text()) ?? '';
        expect(body).not.toMatch(/root:x:0:0|"devDependencies"|Cache-Control:/);
        await hydrated(page);
        await expectNotFoundPage(page);
      });
  });

  test('a path starting with // stays on this site', async ({ page, watch, baseURL }) => {
    watch.allow(/status of 404/);
    const response = await page.goto(`${baseURL}//evil.example/%2e%2e`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    expect(new URL(page.url()).host).toBe(new URL(baseURL!).host);
    await expectNotFoundPage(page);
  });

  test('a malformed #fragment, reached again with Back, does not break the page', async ({
    page,
  }) => {
    await page.goto('/about#%E0%A4%A');
    await hydrated(page);
    await page
      .getByRole('link', { name: site.layout.header.links[0]!.label, exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/about#%E0%A4%A$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(200);
  });
});
