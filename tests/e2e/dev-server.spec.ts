import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { expect, test } from './fixtures';
import { SITE_FILE } from '../fixtures/site';

// The editor's loop: npm run dev, edit site.json, see the change without a reload.
test.describe('dev server', () => {
  let server: ViteDevServer;
  let siteFile: string;
  let origin: string;

  test.beforeAll(async () => {
    siteFile = join(mkdtempSync(join(tmpdir(), 'dev-site-')), 'site.json');
    copyFileSync(SITE_FILE, siteFile);
    process.env.SITE_FILE = siteFile;
    server = await createServer({
      configLoader: 'runner',
      logLevel: 'silent',
      server: { port: 0, host: '127.0.0.1' },
    });
    await server.listen();
    const address = server.httpServer!.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  test.afterAll(async () => {
    await server?.close();
    delete process.env.SITE_FILE;
  });

  const edit = (
    change: (site: { pages: { sections: { heading?: string; type: string }[] }[] }) => void,
  ) => {
    const site = JSON.parse(readFileSync(siteFile, 'utf8'));
    change(site);
    writeFileSync(siteFile, `${JSON.stringify(site, null, 2)}\n`);
  };

  test('a valid edit of site.json appears without a reload; an invalid one shows located errors and keeps the page', async ({
    page,
    watch,
  }) => {
    test.setTimeout(60_000);
    watch.allow(/\[vite\]|site\.json|Failed to load resource/);
    await page.goto(`${origin}/`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText('Technology that helps');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

    edit((site) => (site.pages[0]!.sections[0]!.heading = 'Edited live from site.json'));
    await expect(heading).toHaveText('Edited live from site.json', { timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

    edit((site) => (site.pages[0]!.sections[0]!.type = 'heor'));
    const overlay = page.locator('vite-error-overlay');
    await expect(overlay).toBeAttached({ timeout: 15_000 });
    await expect(overlay).toContainText(
      /site\.json:\d+:\d+ {2}pages\[0\]\.sections\[0\]\.type {2}unknown section type "heor" — did you mean "hero"\?/,
    );
    await expect(heading).toHaveText('Edited live from site.json');
  });
});
