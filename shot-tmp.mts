import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/wt-editor-ui/scripts/lib/chromium';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('response', (r) => r.status() >= 400 && console.log('HTTP', r.status(), r.url()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(process.env.URL ?? 'http://127.0.0.1:4881/');
await page.waitForTimeout(4000);
const steps = (process.env.STEPS ?? '').split(';').filter(Boolean);
for (const s of steps) { await eval(s); await page.waitForTimeout(800); }
await page.screenshot({ path: process.env.OUT ?? '/tmp/editor.png' });
await browser.close();
