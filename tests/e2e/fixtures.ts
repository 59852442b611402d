import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { APP_HYDRATED_MARK, APP_START_MARK } from '../../src/render/after-first-paint';

export { loadSite } from '../fixtures/site';

export const FORM_SERVICE = `http://127.0.0.1:${process.env.FORM_SERVICE_PORT ?? 4199}`;

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

/** Set on window when the app-hydrated mark is made under the fake clock (see freezeTime). */
const MARKED_UNDER_FAKE_CLOCK = '__appHydratedMarked';
/** Set on window when the app-start mark is made under the fake clock. */
const STARTED_UNDER_FAKE_CLOCK = '__appStartMarked';

/**
 * Playwright's fake clock, installed so that hydrated() still works: the clock also replaces
 * `performance`, whose marks it does not record, so the app-hydrated mark is noted where
 * hydrated() can see it. Tests that fake time install it through here, never with page.clock.install.
 */
export async function installClock(page: Page, options?: Parameters<Page['clock']['install']>[0]) {
  await page.clock.install(options);
  await page.addInitScript(
    ([mark, flag, start, started]) => {
      const fakeMark = performance.mark.bind(performance);
      performance.mark = (name, options) => {
        if (name === mark) (window as unknown as Record<string, boolean>)[flag] = true;
        if (name === start) (window as unknown as Record<string, boolean>)[started] = true;
        return fakeMark(name, options);
      };
    },
    [APP_HYDRATED_MARK, MARKED_UNDER_FAKE_CLOCK, APP_START_MARK, STARTED_UNDER_FAKE_CLOCK] as const,
  );
}

/** Pages whose clock is paused: only the test moves their time. */
const frozen = new WeakSet<Page>();

/** Fake timers, paused: the test moves time itself with page.clock.runFor. */
export async function freezeTime(page: Page) {
  const start = new Date('2026-01-05T10:00:00Z');
  await installClock(page, { time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  frozen.add(page);
}

const isHydrated = ([mark, flag]: readonly [string, string]) =>
  performance.getEntriesByName(mark, 'mark').length > 0 || flag in window;

/** A frame of the page's fake time: under a paused clock, frames and timers come only so. */
const FRAME_MS = 20;
/** How long hydration may go on in real time before the paused clock is moved a frame. */
const REAL_WAIT_MS = 150;

/**
 * Waits until the app has taken over the prerendered page: React has hydrated it (which it does
 * in slices, after the app-start mark) and every effect has run, so state, listeners and
 * restored drafts are all in place. Tests that act sooner race the hydration.
 */
export async function hydrated(page: Page) {
  const marks = [APP_HYDRATED_MARK, MARKED_UNDER_FAKE_CLOCK] as const;
  // The app starts in a task after the frame that follows the page's load (after-first-paint.ts):
  // a paused clock is moved a frame at a time until it has. Hydration then goes on in real
  // time; the clock is moved only while it waits for a timer (a frame at a time, after a real
  // wait), so the test's own timers (the pop-up's delay) start from about the hydrated moment.
  if (frozen.has(page)) {
    const started = [APP_START_MARK, STARTED_UNDER_FAKE_CLOCK] as const;
    for (let step = 0; step < 500; step++) {
      if (await page.evaluate(isHydrated, marks)) return;
      if (await page.evaluate(isHydrated, started)) {
        const done = await page
          .waitForFunction(isHydrated, marks, { timeout: REAL_WAIT_MS })
          .then(() => true)
          .catch(() => false);
        if (done) return;
      }
      await page.clock.runFor(FRAME_MS);
    }
  }
  await page.waitForFunction(isHydrated, marks);
}

/**
 * Holds back the scripts whose addresses match until the returned function is called, so a
 * test can act on the page as it is before its code arrives (e.g. /\/assets\/hydrate-[^/]+\.js$/,
 * the app).
 */
export async function holdScripts(page: Page, chunk: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The app's own chunk: held, the page stays the server's HTML (see holdScripts). */
export const APP_CHUNK = /\/assets\/hydrate-[^/]+\.js$/;

/**
 * Points at a part of the page, as a visitor does before using it: a section whose HTML answers by
 * itself (the carousel's list, the gallery's links) is hydrated only once touched
 * (src/render/hydration-plan.ts), until then its HTML answers.
 */
export async function pointAt(part: Locator) {
  await part.scrollIntoViewIfNeeded();
  await part.hover();
}
