import { siteIn } from '../../src/i18n/localize';
import { isTranslated } from '../../src/content/versions';
import { listRoutes } from '../../src/content/routes';
import { expect, hydrated, loadSite, test } from './fixtures';

// The Hindi site is the English one's mechanism again: a sample of routes of each kind (a page,
// a form page, a post, the home page) stands for all; every /hi/ file is in the raw-HTML gates,
// and axe checks a Hindi page of every kind of section (a11y.spec.ts).
const site = loadSite();
const hindi = siteIn(site, 'hi');
const heading = (path: string) => {
  const page = hindi.pages.find((p) => p.path === path);
  const first = page?.sections[0] as { heading?: string; banner?: { heading?: string } };
  return first?.heading ?? first?.banner?.heading;
};
const translated = listRoutes(site)
  .filter((r) => r.kind === 'page' && isTranslated(site, 'hi', r.path))
  .map((r) => r.path);
const sample = ['/', '/career', '/contact', '/apply'].filter((p) => translated.includes(p));

test('the sample holds translated pages', () => {
  expect(sample.length).toBeGreaterThan(0);
});

for (const path of sample) {
  const address = path === '/' ? '/hi/' : `/hi${path}`;
  test(`${address} is Hindi and hydrates without a warning`, async ({ page }) => {
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const h1 = heading(path);
    if (h1) await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page).toHaveTitle(hindi.pages.find((p) => p.path === path)!.seo.title);
  });
}

test('hreflang pairs are reciprocal and absolute', async ({ request }) => {
  const path = sample[0]!;
  const english = path;
  const hindiPath = path === '/' ? '/hi/' : `/hi${path}`;
  const links = async (address: string) =>
    [
      ...(await (await request.get(address)).text()).matchAll(
        /<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g,
      ),
    ].map((m) => `${m[1]} ${m[2]}`);
  const expected = [
    `en ${site.url}${english}`,
    `hi ${site.url}${hindiPath}`,
    `x-default ${site.url}${english}`,
  ];
  expect(await links(english)).toEqual(expected);
  expect(await links(hindiPath)).toEqual(expected);
});

test('the language switch keeps the page and the query, and links stay in the chosen language', async ({
  page,
}) => {
  await page.goto('/career');
  await hydrated(page);
  const toHindi = page.getByRole('link', { name: 'हिन्दी' });
  await expect(toHindi).toHaveAttribute('hreflang', 'hi');
  await expect(toHindi).toHaveAttribute('lang', 'hi');
  await toHindi.click();
  await expect(page).toHaveURL('/hi/career');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  // An application link of the Hindi page opens the Hindi form, its query kept by the switch.
  await page.locator('main a[href^="/hi/apply?job="]').first().click();
  await expect(page).toHaveURL(/\/hi\/apply\?job=/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const query = new URL(page.url()).search;
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute(
    'href',
    `/apply${query}`,
  );
});

test('an unknown address below /hi/ is the Hindi not-found page, with status 404', async ({
  page,
  watch,
}) => {
  watch.allow(/404/);
  const response = await page.goto('/hi/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const notFound = hindi.notFound.sections[0] as { heading?: string };
  if (notFound.heading)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(notFound.heading);
});
