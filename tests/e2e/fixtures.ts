import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { SiteSchema, type Site } from '../../src/schema/site';

export const FORM_SERVICE = `http://127.0.0.1:${process.env.FORM_SERVICE_PORT ?? 4199}`;

export function loadSite(): Site {
  return SiteSchema.parse(JSON.parse(readFileSync(process.env.SITE_FILE ?? 'site.json', 'utf8')));
}

/** Problems the page reported: console errors and warnings (hydration mismatches among them) and uncaught errors. */
export interface Watch {
  problems: string[];
  /** Messages that a test expects (e.g. the 404 of an unknown route's data). */
  allow: (pattern: RegExp) => void;
}

export const test = base.extend<{ watch: Watch; showPromo: boolean }>({
  // The promotional pop-up is modal: tests about anything else run as a visitor who has seen it.
  showPromo: [false, { option: true }],
  watch: [
    async ({ page, showPromo }, use) => {
      if (!showPromo) {
        await page.addInitScript(() => {
          try {
            sessionStorage.setItem('promo-shown', '1');
          } catch {
            // Documents without storage (opaque origins) have no pop-up either.
          }
        });
      }
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on('console', (message) => {
        if (
          (message.type() === 'error' || message.type() === 'warning') &&
          !allowed.some((a) => a.test(message.text()))
        ) {
          problems.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      // No outside network: other hosts (the map, social sites) get an empty answer.
      await page.route(
        (url) => !/^http:\/\/127\.0\.0\.1(:\d+)?\//.test(url.href),
        (route) =>
          route.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<!doctype html><title>stub</title>',
          }),
      );
      await use({ problems, allow: (pattern) => allowed.push(pattern) });
      expect(problems, 'console errors, warnings or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Fake timers, paused: the test moves time itself with page.clock.runFor. */
export async function freezeTime(page: Page) {
  const start = new Date('2026-01-05T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/** Waits until React has hydrated the prerendered page (the promo timer and links are live). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
  });
}
