/**
 * Navigation inside the site on a slow network: the page a visitor sees always matches the
 * address, the title and the focus; links fetch the next page's data before the click; Back and
 * Forward return to where the visitor was.
 */
import type { Page, Request } from '@playwright/test';
import { dataFileFor, layoutDataFor } from '../../src/content/paths';
import { resolveRoute } from '../../src/content/route-data';
import { expectNoViolations } from './axe';
import { expect, hydrated, loadSite, test } from './fixtures';

const site = loadSite();
const { words } = site.layout;
const DATA_DELAY_MS = 1500;
const progressDelayMs = site.constants.navigationProgressDelayMs;

/** The h1 and browser title a route shows, from site.json. */
function pageOf(path: string) {
  const route = resolveRoute(site, path);
  if (route?.kind !== 'page') throw new Error(`${path} is not a page`);
  const title = route.page.head.find((tag) => tag.tag === 'title');
  const hero = route.page.sections[0];
  if (hero?.type !== 'hero' || title?.tag !== 'title') throw new Error(`${path} has no hero`);
  return { heading: hero.props.heading, title: title.text };
}

const home = pageOf('/');
const aboutLink = site.layout.header.links.find((link) => link.href === '/about')!;
const about = pageOf(aboutLink.href);
const servicesLink = site.layout.header.links.find((link) => link.href === '/services')!;

/** Every route-data request the page makes, and the data answered after DATA_DELAY_MS. */
async function slowData(page: Page, delayMs = DATA_DELAY_MS): Promise<Request[]> {
  // Not the data of the page the tests land on ("/"), which its loader fetches as it starts.
  const own = [dataFileFor('/'), layoutDataFor('/')];
  const isOther = (url: URL) => url.pathname.startsWith('/_data/') && !own.includes(url.pathname);
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (isOther(new URL(request.url()))) requests.push(request);
  });
  await page.route(isOther, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue().catch(() => {});
  });
  return requests;
}

/** The polite live region that tells screen-reader users the page is loading. */
const announced = (page: Page) => page.locator('[aria-live="polite"]');

const mainNav = (page: Page) => page.getByRole('navigation', { name: words.mainNavigation });

/**
 * Records, on every frame the browser renders, what the visitor sees: address, h1, title, busy
 * state, focus on the main region, progress bar; and the time of the next click.
 */
async function recordFrames(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { frames_: unknown[]; clickAt: number };
    w.frames_ = [];
    document.addEventListener('click', () => (w.clickAt = performance.now()), {
      capture: true,
      once: true,
    });
    const sample = () => {
      const main = document.getElementById('main');
      w.frames_.push({
        at: performance.now(),
        path: location.pathname,
        h1: document.querySelector('main h1')?.textContent ?? '',
        title: document.title,
        busy: main?.getAttribute('aria-busy') === 'true',
        focusOnMain: document.activeElement === main,
        bar: document.querySelector('[role="progressbar"]') !== null,
      });
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

interface Frame {
  at: number;
  path: string;
  h1: string;
  title: string;
  busy: boolean;
  focusOnMain: boolean;
  bar: boolean;
}

const recorded = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { frames_: Frame[]; clickAt: number };
    return { frames: w.frames_, clickAt: w.clickAt };
  });

test.describe('a link to another page, with its data 1.5 s away', () => {
  test('keeps the current page, busy, with a progress bar after the delay; then address, heading, title and focus change together', async ({
    page,
  }) => {
    await slowData(page);
    await page.goto('/');
    await hydrated(page);
    await recordFrames(page);

    await mainNav(page).getByRole('link', { name: aboutLink.label }).click();
    // The home page stays, marked busy for assistive technology.
    const main = page.getByRole('main');
    await expect(main).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.heading);
    await expect(page).toHaveTitle(home.title);
    // After the delay, a moving progress bar is seen and the wait is announced.
    const bar = page.getByRole('progressbar', { name: words.loadingPage });
    await expect(bar).toBeVisible();
    expect(await bar.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBeGreaterThan(
      0,
    );
    await expect(announced(page)).toHaveText(words.loadingPage);
    await expect(page).toHaveURL(/\/$/);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.heading);
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).toHaveTitle(about.title);
    await expect(main).toBeFocused();
    await expect(main).not.toHaveAttribute('aria-busy');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(announced(page)).toHaveText('');

    const { frames, clickAt } = await recorded(page);
    const after = frames.filter((frame) => frame.at > clickAt);
    // No frame shows one page under the other's address or title, or the new page unfocused.
    for (const frame of after) {
      const shown =
        frame.path === '/' && frame.h1 === home.heading && frame.title === home.title
          ? 'home'
          : frame.path === '/about' &&
              frame.h1 === about.heading &&
              frame.title === about.title &&
              frame.focusOnMain
            ? 'about'
            : `a mix: ${JSON.stringify(frame)}`;
      expect(['home', 'about']).toContain(shown);
    }
    const firstBar = after.find((frame) => frame.bar);
    const firstAbout = after.find((frame) => frame.path === '/about');
    expect(firstBar, 'the progress bar was painted').toBeDefined();
    expect(firstBar!.at - clickAt).toBeGreaterThanOrEqual(progressDelayMs);
    expect(firstBar!.at).toBeLessThan(firstAbout!.at);
    // The home page was busy on every frame between the click and the switch.
    const wait = after.filter((frame) => frame.path === '/' && frame.at > clickAt + 50);
    expect(wait.length).toBeGreaterThan(0);
    expect(wait.every((frame) => frame.busy)).toBe(true);
  });

  test('shows a still progress bar to a visitor who prefers reduced motion, and stays accessible while waiting', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Long enough for the accessibility scan to see the waiting page.
    await slowData(page, 20_000);
    await page.goto('/');
    await hydrated(page);
    await mainNav(page).getByRole('link', { name: aboutLink.label }).click();
    const bar = page.getByRole('progressbar', { name: words.loadingPage });
    await expect(bar).toBeVisible();
    expect(await bar.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
    await expectNoViolations(page, 'the page waiting for the next');
    await expect(bar).toBeVisible();
  });

  test('loads the page from the server when its data cannot be fetched', async ({
    page,
    watch,
  }) => {
    watch.allow(/Failed to load resource/);
    await page.goto('/');
    await hydrated(page);
    await page.route('**/_data/about.json', (route) => route.abort('internetdisconnected'));
    await mainNav(page).getByRole('link', { name: aboutLink.label }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.heading);
    // A document load, not a client render: the page's own navigation entry is /about.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name ?? ''))
      .toMatch(/\/about$/);
  });
});

test.describe('prefetch', () => {
  test('hovering a link fetches its data once; the click after it switches at once', async ({
    page,
  }) => {
    const requests = await slowData(page);
    await page.goto('/');
    await hydrated(page);
    const link = mainNav(page).getByRole('link', { name: aboutLink.label });

    const fetched = page.waitForResponse((r) => r.url().endsWith('/_data/about.json'));
    await link.hover();
    await fetched;
    await page.mouse.move(0, 0);
    await link.hover();
    expect(requests.map((r) => new URL(r.url()).pathname)).toEqual(['/_data/about.json']);

    await recordFrames(page);
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.heading);
    const { frames, clickAt } = await recorded(page);
    const firstAbout = frames.find((frame) => frame.at > clickAt && frame.path === '/about')!;
    // Well under the data's delay: nothing was waited for.
    expect(firstAbout.at - clickAt).toBeLessThan(DATA_DELAY_MS / 3);
    expect(frames.some((frame) => frame.bar)).toBe(false);
    expect(requests).toHaveLength(1);
  });

  test('keyboard focus and a touch on a link fetch its data before the click', async ({ page }) => {
    const requests = await slowData(page);
    await page.goto('/');
    await hydrated(page);
    const paths = () => requests.map((r) => new URL(r.url()).pathname);

    await mainNav(page).getByRole('link', { name: aboutLink.label }).focus();
    await expect.poll(paths).toEqual(['/_data/about.json']);
    await mainNav(page).getByRole('link', { name: servicesLink.label }).dispatchEvent('touchstart');
    await expect.poll(paths).toEqual(['/_data/about.json', '/_data/services.json']);
    await expect(page).toHaveURL(/\/$/);
  });

  test('links to other sites and to the current page fetch nothing', async ({ page }) => {
    const requests = await slowData(page);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('link', { name: new RegExp(site.layout.header.external.label) }).hover();
    await mainNav(page).getByRole('link', { name: 'Home' }).first().hover();
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(0);
  });
});

test.describe('history and anchors', () => {
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
  const scrollTo = async (page: Page, y: number) => {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await expect.poll(() => scrollY(page)).toBe(y);
  };

  test('Back and Forward return to where the visitor was on each page', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await scrollTo(page, 1400);
    await mainNav(page).getByRole('link', { name: aboutLink.label }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.heading);
    expect(await scrollY(page)).toBe(0);
    await scrollTo(page, 700);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.heading);
    await expect(page).toHaveTitle(home.title);
    await expect.poll(() => scrollY(page)).toBe(1400);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.heading);
    await expect(page).toHaveTitle(about.title);
    await expect.poll(() => scrollY(page)).toBe(700);
  });

  test('a link to the page on screen goes back to its top without a new history entry', async ({
    page,
  }) => {
    const homeLink = site.layout.header.links.find((link) => link.href === '/')!;
    await page.goto('/');
    await hydrated(page);
    await scrollTo(page, 1400);
    const entries = await page.evaluate(() => history.length);
    await mainNav(page).getByRole('link', { name: homeLink.label }).click();
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });

  const industries = site.layout.footer.columns
    .flatMap((column) => column.links.map((link) => ({ column: column.heading, ...link })))
    .filter((link) => link.href.startsWith('/industries#'));

  test('a link to an anchor of another page, then of the same page, scrolls to it', async ({
    page,
  }) => {
    const [first, second] = industries;
    if (!first || !second) throw new Error('the footer links to fewer than two industries');
    const footerLink = (link: typeof first) =>
      page
        .getByRole('navigation', { name: link.column })
        .getByRole('link', { name: link.label, exact: true });
    await page.goto('/');
    await hydrated(page);

    await footerLink(first).click();
    await expect(page).toHaveURL(new RegExp(`${first.href}$`));
    const firstTarget = page.locator(`[id="${first.href.split('#')[1]}"]`);
    await expect(firstTarget).toBeInViewport();
    expect(await scrollY(page)).toBeGreaterThan(0);

    await footerLink(second).click();
    await expect(page).toHaveURL(new RegExp(`${second.href}$`));
    await expect(page.locator(`[id="${second.href.split('#')[1]}"]`)).toBeInViewport();
  });
});
