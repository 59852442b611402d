/**
 * The accessibility gate: axe-core finds no WCAG 2.0/2.1/2.2 A and AA violation at desktop width
 * on a sample of routes that shows every look of every section, every form and every layout of a
 * page (sample.ts), and on each language's home page (at phone width, the same sample in each
 * language passes axe in routes.spec.ts; what axe would find on the other routes, names, alt
 * text, headings and valid markup, check:html and check:nu ask of every route's HTML), nor on
 * the application form's error and success states;
 * the keyboard reaches and visibly focuses every control; the gallery's zoom dialog traps and
 * returns focus; reduced motion stops the counters and the accordion's transition.
 * (The carousel's autoplay under reduced motion is covered in home.spec.ts.)
 */
import { DEFAULT_LANGUAGE, hrefIn, TRANSLATED_LANGUAGES } from '../../src/base/languages';
import { expectNoViolations } from './axe';
import { expect, hydrated, loadSite, pointAt, test, FORM_SERVICE } from './fixtures';
import { validApplication } from '../fixtures/forms';
import { batches, everyPage, sample } from './sample';

const site = loadSite();

/**
 * What a width changes is each look's own CSS, the same on every page that shows it: the wide
 * screen is checked on the English sample, and each translated language's home page for its
 * longer words at the widest layout.
 */
const english = sample(everyPage(site)).filter((route) => route.lang === DEFAULT_LANGUAGE);
const WIDE = [...english.map((r) => r.path), ...TRANSLATED_LANGUAGES.map((l) => hrefIn(l, '/'))];
const viewport = { width: 1280, height: 800 };

test.describe(`axe at ${viewport.width}×${viewport.height}`, () => {
  test.use({ viewport });

  for (const batch of batches(WIDE)) {
    test(`${batch.join(', ')}: no WCAG A/AA violations`, async ({ page }) => {
      // A test of several visits is given longer.
      test.slow();
      for (const path of batch)
        await test.step(path, async () => {
          await page.goto(path);
          await hydrated(page);
          await expectNoViolations(page, `${path} at ${viewport.width}px`);
        });
    });
  }
});

/** The not-found page is no route of the sample: at both widths, on one page widened. */
test('the 404 page has no WCAG A/AA violations at 375 and 1280 px', async ({ page, watch }) => {
  watch.allow(/status of 404/);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/this-page-does-not-exist');
  await hydrated(page);
  await expectNoViolations(page, 'the 404 page at 375px');
  await page.setViewportSize(viewport);
  await expectNoViolations(page, `the 404 page at ${viewport.width}px`);
});

test.describe('axe on the application form', () => {
  const application = site.forms.application!;
  const label = (name: string) => application.fields.find((f) => f.name === name)!.label;
  const valid = validApplication;

  test('error state (empty submit) has no violations', async ({ page }) => {
    await page.goto('/apply?job=SEO');
    await hydrated(page);
    await page.getByRole('button', { name: application.submitLabel }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoViolations(page, '/apply after an empty submit');
  });

  test('success state has no violations', async ({ page }) => {
    // The stand-in's success answer, given here: forms.spec.ts switches the shared stand-in's
    // mode and reads its log, so this test must not send anything to it.
    await page.route(`${FORM_SERVICE}/**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ success: true, message: 'Email sent successfully!' }),
      }),
    );
    // Hold the redirect that follows success (a timer of onSuccess.delayMs) so axe sees the
    // success state; a paused fake clock would stall axe's own timers.
    await page.addInitScript((delay) => {
      const original = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
        ms === delay ? 0 : original(handler, ms, ...args)) as typeof window.setTimeout;
    }, application.onSuccess!.delayMs);
    await page.goto('/apply?job=SEO');
    await hydrated(page);
    for (const [name, value] of Object.entries(valid))
      await page.getByLabel(label(name), { exact: true }).fill(value);
    await page.getByRole('checkbox', { name: application.consent!.label }).check();
    await page.getByRole('button', { name: application.submitLabel }).click();
    await expect(page.getByRole('status')).toHaveText(application.messages!.success);
    await expect(page).toHaveURL(/\/apply/);
    await expectNoViolations(page, '/apply after a successful submit');
  });
});

test.describe('keyboard', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Tab reaches every control of the home page in document order, each visibly focused', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    // The carousel loads Swiper and enables its buttons once it is touched (pointed at, or
    // focus in it), as it is when Tab reaches its list: the list of controls is taken once it has.
    const carousel = page.locator('[data-carousel]');
    await pointAt(carousel);
    await expect(carousel).toHaveAttribute('data-carousel', 'ready');
    await page.evaluate(() => window.scrollTo(0, 0));
    // The skip link exists, points at the main content, and the target is there.
    const skip = page.getByRole('link', { name: site.layout.header.skipLinkLabel });
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(page.locator('main#main')).toHaveCount(1);

    // Every element the keyboard should reach: focusable, rendered, not inert, not disabled.
    const expected = await page.evaluate(() => {
      const selector =
        'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, [tabindex], [contenteditable="true"], audio[controls], video[controls]';
      const list = [...document.querySelectorAll<HTMLElement>(selector)].filter(
        (el) =>
          el.tabIndex >= 0 &&
          !(el as HTMLButtonElement).disabled &&
          !el.closest('[inert]') &&
          el.checkVisibility({ visibilityProperty: true }),
      );
      list.forEach((el, i) => el.setAttribute('data-tab-expected', String(i)));
      return list.map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') || el.textContent?.trim() || el.querySelector('img')?.alt || '').trim().slice(0, 40)}"`,
      );
    });
    expect(expected.length).toBeGreaterThan(10);

    const reached: string[] = [];
    const seen = new Set<string>();
    const unfocused: string[] = [];
    for (let i = 0; i < expected.length + 5; i++) {
      await page.keyboard.press('Tab');
      const step = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const outline =
          style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? style.outline : '';
        const shadow = style.boxShadow !== 'none' ? style.boxShadow : '';
        return {
          index: el.getAttribute('data-tab-expected'),
          name: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent?.trim() || el.querySelector('img')?.alt || '').trim().slice(0, 40)}"`,
          focusVisible: el.matches(':focus-visible'),
          indicator: outline || shadow,
        };
      });
      if (!step) break; // past the last control: focus left the page
      const key = step.index ?? `unexpected ${step.name}`;
      if (seen.has(key)) break; // wrapped around
      seen.add(key);
      const name =
        step.index === null ? `(not in the list) ${step.name}` : expected[Number(step.index)]!;
      reached.push(name);
      if (!step.focusVisible || !step.indicator) unfocused.push(name);
    }

    expect(reached[0], 'the skip link comes first').toBe(expected[0]);
    expect(expected[0]).toContain(site.layout.header.skipLinkLabel);
    // Then the header: the logo, and the header links in their order.
    const headerLinks = site.layout.header.links.map((l) => l.label);
    const headerReached = reached.filter((name) =>
      headerLinks.some((l) => name.endsWith(`"${l}"`)),
    );
    expect(
      headerReached.slice(0, headerLinks.length).map((n) => n.replace(/^.*"(.*)"$/, '$1')),
    ).toEqual(headerLinks);
    // Every control, each once, in document order (no positive tabindex reshuffling it).
    expect(reached, 'the controls Tab reaches, in order').toEqual(expected);
    expect(
      unfocused,
      'controls without a visible focus indicator (:focus-visible outline or box-shadow)',
    ).toEqual([]);
  });

  test('the gallery zoom on /about traps focus, closes on Escape and returns focus', async ({
    page,
  }) => {
    await page.goto('/about');
    await hydrated(page);
    // Focus in the gallery hydrates it (until then its pictures are links to their files).
    const gallery = site.pages
      .find((p) => p.path === '/about')
      ?.sections.find((section) => section.type === 'gallery');
    if (gallery?.type !== 'gallery') throw new Error('no gallery on /about');
    const thumb = page.getByRole('link', { name: gallery.images[0]!.alt, exact: true });
    await thumb.focus();
    await expect(thumb).toHaveAttribute('aria-haspopup', 'dialog');
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-label', /.+/);
    // Where focus is: inside the dialog, on the page behind it (a failure), or gone to the
    // browser's own UI (`body` active). Chromium's native modal <dialog> lets Tab leave for the
    // browser UI after the last control, as the HTML spec allows (no keyboard trap, WCAG 2.1.2);
    // what must never happen is focus reaching the page behind the dialog.
    const where = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'browser';
        return active.closest('dialog[open]') ? 'dialog' : `page: ${active.outerHTML.slice(0, 80)}`;
      });
    expect(await where(), 'focus moves into the dialog').toBe('dialog');
    const focusable = await dialog.evaluate(
      (d) =>
        [...d.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]')].filter(
          (el) => el.tabIndex >= 0,
        ).length,
    );
    for (const key of ['Tab', 'Shift+Tab']) {
      const visited: string[] = [];
      // Enough presses to go round the dialog's controls (and the browser UI) twice.
      for (let i = 0; i < 2 * (focusable + 2); i++) {
        await page.keyboard.press(key);
        visited.push(await where());
      }
      expect(
        visited.filter((w) => w !== 'dialog' && w !== 'browser'),
        `${key} never reaches the page behind the dialog`,
      ).toEqual([]);
      expect(
        visited.filter((w) => w === 'dialog').length,
        `${key} cycles back into the dialog`,
      ).toBeGreaterThanOrEqual(2);
    }
    await dialog.getByRole('button').first().focus();
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(thumb).toBeFocused();
  });
});

// One visit of the home page serves both: they only read it.
test.describe('reduced motion', () => {
  test.use({ viewport });
  test('counters show their final value at once, with no count-up; accordion panels change with transitions of at most 0.01 ms', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await hydrated(page);
    await test.step('counters', async () => {
      const counters = page.locator('[data-counter]');
      expect(await counters.count()).toBeGreaterThan(0);
      const finalTexts = await counters.evaluateAll((list) =>
        list.map((c) => c.querySelector('.visually-hidden')?.textContent ?? ''),
      );
      await counters.first().scrollIntoViewIfNeeded();
      // Sample the shown values over a few frames while they are in view: always final.
      for (let frame = 0; frame < 10; frame++) {
        const shown = await counters.evaluateAll((list) =>
          list.map((c) => c.querySelector('[data-counter-shown]')?.textContent ?? ''),
        );
        expect(shown).toEqual(finalTexts);
        await page.waitForTimeout(50);
      }
    });
    await test.step('accordion', async () => {
      const panels = page.locator('#faq details');
      expect(await panels.count()).toBeGreaterThan(0);
      // An answer opens through its disclosure's content box (::details-content), then its own.
      const durations = await panels.evaluateAll((list) =>
        list.flatMap((panel) => [
          getComputedStyle(panel, '::details-content').transitionDuration,
          ...[panel, ...panel.querySelectorAll('*')].map(
            (el) => getComputedStyle(el).transitionDuration,
          ),
        ]),
      );
      const toMs = (value: string) =>
        value.endsWith('ms') ? parseFloat(value) : parseFloat(value) * 1000;
      const longest = Math.max(
        ...durations.flatMap((d) => d.split(',').map((v) => toMs(v.trim()))),
      );
      expect(longest, 'longest transition-duration (ms) in an accordion panel').toBeLessThanOrEqual(
        0.01,
      );
      // The arrow of the question turns without a transition too.
      const arrows = await page
        .locator('#faq summary svg')
        .evaluateAll((list) => list.map((el) => getComputedStyle(el).transitionDuration));
      for (const d of arrows)
        for (const v of d.split(','))
          expect(
            toMs(v.trim()),
            'transition-duration (ms) of a question arrow',
          ).toBeLessThanOrEqual(0.01);
    });
  });
});
