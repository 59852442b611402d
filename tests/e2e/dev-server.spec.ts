import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { expect, test } from './editor-harness';
import { SITE_FILE } from '../fixtures/site';
import { tempDir } from '../fixtures/temp-dir';

// The editor's loop: npm run dev, edit site.json, see the change (or the located mistake) at once.
// The tests on a valid site share one dev server on one copy of site.json, put back as each test
// starts (a server's first page compiles the app: seconds on a busy machine); the one started on
// an invalid file has its own. They share one process's SITE_FILE, so they run one after another.
test.describe.configure({ mode: 'serial' });

interface SiteData {
  constants: { promoDelayMs: number };
  pages: { path: string; sections: { heading?: string; type: string }[] }[];
  blog: { posts: { slug: string; title: string; hi?: { title?: { text: string } } }[] };
}

interface Dev {
  origin: string;
  file: string;
  read: () => SiteData;
  /** Writes the site as a formatted file, as an editor would save it. */
  save: (site: SiteData) => void;
  close: () => Promise<void>;
}

async function startDev(prepare: (text: string) => string = (text) => text): Promise<Dev> {
  const file = join(tempDir('dev-site-'), 'site.json');
  copyFileSync(SITE_FILE, file);
  writeFileSync(file, prepare(readFileSync(file, 'utf8')));
  process.env.SITE_FILE = file;
  const server: ViteDevServer = await createServer({
    configLoader: 'runner',
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1' },
  });
  await server.listen();
  const address = server.httpServer!.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    file,
    read: () => JSON.parse(readFileSync(file, 'utf8')) as SiteData,
    save: (site) => writeFileSync(file, `${JSON.stringify(site, null, 2)}\n`),
    close: async () => {
      await server.close();
      delete process.env.SITE_FILE;
    },
  };
}

/** Records whether the error display ever appears, however briefly. */
async function watchOverlay(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { overlaySeen: boolean };
    w.overlaySeen = Boolean(document.querySelector('vite-error-overlay'));
    new MutationObserver(() => {
      if (document.querySelector('vite-error-overlay')) w.overlaySeen = true;
    }).observe(document.body, { childList: true });
  });
  return () => page.evaluate(() => (window as unknown as { overlaySeen: boolean }).overlaySeen);
}

const markPage = (page: Page) =>
  page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
const markerOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { marker?: number }).marker);

const LOCATED = (path: string) => new RegExp(`site\\.json:\\d+:\\d+ {2}${path}`);

test('started on an invalid site.json, the dev server serves the located problems; a fix shows the site', async ({
  page,
  watch,
}) => {
  test.setTimeout(90_000);
  watch.allow(/\[vite\]|site\.json|Failed to load resource/);
  const dev = await startDev((text) => text.replace('"type": "hero"', '"type": "heor"'));
  try {
    const response = await page.goto(`${dev.origin}/about`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('site.json has errors', {
      timeout: 30_000,
    });
    await expect(page.getByRole('listitem').first()).toContainText(
      'unknown section type "heor" — did you mean "hero"?',
    );
    const overlay = page.locator('vite-error-overlay');
    await expect(overlay).toContainText(LOCATED('pages\\[0\\]\\.sections\\[0\\]\\.type'));

    const site = dev.read();
    site.pages[0]!.sections[0]!.type = 'hero';
    dev.save(site);
    const about = site.pages.find((p) => p.path === '/about')!.sections[0]!.heading!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about, { timeout: 30_000 });
    await expect(overlay).not.toBeAttached();
  } finally {
    await dev.close();
  }
});

/**
 * How long the shared server's site waits before its pop-up: long enough for the page to load and
 * a broken save to reach it before the pop-up is due, on a loaded machine too (a pop-up already
 * open is closed by the error display). Only the test of the pop-up is a visitor who can see it.
 */
const PROMO_DELAY_MS = 4000;

test.describe('one dev server over a valid site', () => {
  let dev: Dev;
  let start: string;
  test.beforeAll(async () => {
    dev = await startDev((text) =>
      text.replace(/"promoDelayMs": \d+/, `"promoDelayMs": ${PROMO_DELAY_MS}`),
    );
    start = readFileSync(dev.file, 'utf8');
  });
  test.afterAll(async () => {
    await dev?.close();
  });
  test.beforeEach(() => {
    if (readFileSync(dev.file, 'utf8') !== start) writeFileSync(dev.file, start);
  });

  test('a valid save appears without a reload; a broken one shows located errors and keeps the page; the next valid save takes the errors away', async ({
    page,
    watch,
  }) => {
    test.setTimeout(90_000);
    watch.allow(/\[vite\]|site\.json|Failed to load resource/);
    await page.goto(`${dev.origin}/`);
    const heading = page.getByRole('heading', { level: 1 });
    const first = dev.read().pages[0]!.sections[0]!.heading!;
    // The first load of a dev server compiles the app: it can take a while on a busy machine.
    await expect(heading).toHaveText(first, { timeout: 30_000 });
    await markPage(page);

    const site = dev.read();
    site.pages[0]!.sections[0]!.heading = 'Edited live from site.json';
    dev.save(site);
    await expect(heading).toHaveText('Edited live from site.json', { timeout: 15_000 });

    site.pages[0]!.sections[0]!.type = 'heor';
    dev.save(site);
    const overlay = page.locator('vite-error-overlay');
    await expect(overlay).toBeAttached({ timeout: 15_000 });
    await expect(overlay).toContainText(
      /site\.json:\d+:\d+ {2}pages\[0\]\.sections\[0\]\.type {2}unknown section type "heor" — did you mean "hero"\?/,
    );
    await expect(heading).toHaveText('Edited live from site.json');

    site.pages[0]!.sections[0]!.type = 'hero';
    site.pages[0]!.sections[0]!.heading = 'Fixed';
    dev.save(site);
    await expect(heading).toHaveText('Fixed', { timeout: 15_000 });
    await expect(overlay).not.toBeAttached();
    expect(await markerOf(page)).toBe(42);
  });

  test('a save written in two pieces is read once complete: no made-up error, the new content shows', async ({
    page,
    watch,
  }) => {
    test.setTimeout(90_000);
    watch.allow(/\[vite\]|site\.json|Failed to load resource/);
    await page.goto(`${dev.origin}/`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(dev.read().pages[0]!.sections[0]!.heading!, {
      timeout: 30_000,
    });
    const overlaySeen = await watchOverlay(page);
    await markPage(page);

    for (const [n, pause] of [
      [1, 150],
      [2, 400],
    ] as const) {
      const site = dev.read();
      site.pages[0]!.sections[0]!.heading = `Saved in pieces ${n}`;
      const text = `${JSON.stringify(site, null, 2)}\n`;
      const half = Math.floor(text.length / 2);
      // The first piece ends inside a string, the way a half-written file really looks.
      writeFileSync(dev.file, text.slice(0, half));
      await sleep(pause);
      writeFileSync(dev.file, text);
      await expect(heading).toHaveText(`Saved in pieces ${n}`, { timeout: 15_000 });
    }
    expect(await overlaySeen()).toBe(false);
    expect(await markerOf(page)).toBe(42);
  });

  test.describe('as a visitor who has not seen the pop-up', () => {
    test.use({ showPromo: true });

    test('the promotional pop-up does not open while the error display is up', async ({
      page,
      watch,
    }) => {
      test.setTimeout(90_000);
      watch.allow(/\[vite\]|site\.json|Failed to load resource/);
      await page.goto(`${dev.origin}/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      const site = dev.read();
      site.pages[0]!.sections[0]!.type = 'heor';
      dev.save(site);
      const overlay = page.locator('vite-error-overlay');
      await expect(overlay).toBeAttached({ timeout: 15_000 });
      await sleep(PROMO_DELAY_MS);
      await expect(page.getByRole('dialog')).toBeHidden();

      site.pages[0]!.sections[0]!.type = 'hero';
      dev.save(site);
      await expect(overlay).not.toBeAttached({ timeout: 15_000 });
      // Once the errors are gone, the pop-up comes as it would have.
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: PROMO_DELAY_MS * 2 });
    });
  });

  test('sitemap.xml and the feed of each language are served in dev from the current data', async ({
    request,
  }) => {
    test.setTimeout(60_000);
    const site = dev.read();
    const sitemap = await request.get(`${dev.origin}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('xml');
    expect(await sitemap.text()).toContain('/about</loc>');

    const rss = await request.get(`${dev.origin}/rss.xml`);
    expect(rss.status()).toBe(200);
    expect(await rss.text()).toContain(`<title>${site.blog.posts[0]!.title}</title>`);
    const hindi = `<title>${site.blog.posts[0]!.hi!.title!.text}</title>`;
    const hindiFeed = async () => (await request.get(`${dev.origin}/hi/rss.xml`)).text();
    expect(await hindiFeed()).toContain(hindi);

    site.blog.posts[0]!.title = 'Renamed in dev';
    dev.save(site);
    await expect
      .poll(async () => (await request.get(`${dev.origin}/rss.xml`)).text(), { timeout: 15_000 })
      .toContain('<title>Renamed in dev</title>');
    // Its Hindi is stale now: the post is shown in English at its /hi/ address, not in the feed.
    expect(await hindiFeed()).not.toContain(hindi);
  });
});
