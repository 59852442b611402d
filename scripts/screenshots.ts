/**
 * npx tsx scripts/screenshots.ts [paths…]: full-page Chromium screenshots of the built site at
 * 375, 768 and 1280 px into .screenshots/, to look at what a visitor sees. Serve dist/ first
 * (npm run preview) or set BASE_URL.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
const out = process.env.SHOTS_DIR ?? '.screenshots';
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
for (const width of [375, 768, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 740 : 900 } });
  const problems: string[] = [];
  page.on(
    'console',
    (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()),
  );
  page.on('pageerror', (e) => problems.push(String(e)));
  await page.addInitScript(() => {
    try {
      sessionStorage.setItem('promo-shown', '1');
    } catch {
      // Frames without storage.
    }
  });
  await page.route(
    (url) => !url.href.startsWith(base),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
  );
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // Scroll through once so lazy images load and counters finish.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 150));
      }
      window.scrollTo(0, 0);
      // A full-page capture does not scroll, so lazy images would stay empty in the picture.
      document
        .querySelectorAll<HTMLImageElement>('img[loading="lazy"]')
        .forEach((img) => (img.loading = 'eager'));
      await Promise.all(
        [...document.images].map((img) =>
          img.complete ? null : new Promise((r) => img.addEventListener('load', r, { once: true })),
        ),
      );
    });
    await page.waitForTimeout(3000);
    const file = `${out}/${path.replace(/[/?=&]/g, '_') || '_'}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file, problems.splice(0).join(' | '));
  }
  await page.close();
}
await browser.close();
