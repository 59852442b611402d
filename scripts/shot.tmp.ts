import { chromium } from '@playwright/test';
const [, , base, outDir, ...paths] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const width of [375, 768, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 740 : 900 } });
  const errors: string[] = [];
  page.on(
    'console',
    (m) => (m.type() === 'error' || m.type() === 'warning') && errors.push(m.text()),
  );
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (r) => r.abort());
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(3200);
    const name = `${outDir}/${p.replace(/\//g, '_') || '_'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name, errors.splice(0).join(' | '));
  }
  await page.close();
}
await browser.close();
