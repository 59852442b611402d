import type { Page } from '@playwright/test';
import { expect, FORM_SERVICE, hydrated, installClock, loadSite } from './fixtures';
import { validApplication } from '../fixtures/forms';
import { siteIn } from '../../src/i18n/localize';
import { pageAt, sectionOf } from '../fixtures/site';
import {
  consentBox,
  consented,
  countSends,
  expectKept,
  field,
  fill,
  FORM_CASES,
  formOn,
  standIn,
  submitButton,
  test,
  type FormCase,
} from './form-helpers';
import { NOTICE_VERSION_FIELD } from '../../src/base/consent';
import { inlineLinks } from '../../src/content/links';

const site = loadSite();
const application = site.forms.application!;
const messages = application.messages!;

const valid = validApplication;
const label = (name: string) => application.fields.find((f) => f.name === name)!.label;

const setMode = standIn.mode;
const received = standIn.leads;
/** Fills every typed field in and ticks the consent box (the address chose the position). */
async function fillAll(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    await page.getByLabel(label(name), { exact: true }).fill(value);
  await consentBox(page, application).check();
}
async function expectAllKept(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    await expect(page.getByLabel(label(name), { exact: true })).toHaveValue(value);
  await expect(consentBox(page, application)).toBeChecked();
}
const position = () => application.fields.find((f) => f.name === application.context!.field)!;
/** What the form sends and shows for an opening: its title and the kind of its group. */
const sentFor = (collection: string, id: string) => {
  const group = position().choices!.find((g) => g.collection === collection)!;
  const job = site.collections[collection]!.items.find((j) => 'id' in j && j.id === id)!;
  return `${(job as { title: string }).title} (${group.kind})`;
};
const titled = (value: string) => application.title.replace('{position}', value);

// Each test has a lane of the stand-in to itself (form-helpers.ts): they run side by side.

test.describe('job application', () => {
  test('chooses the opening the address names and names it in banner and title; none is neutral', async ({
    page,
  }) => {
    const chosen = sentFor('jobs', 'ui-ux-designer');
    await page.goto('/apply?job=ui-ux-designer');
    await hydrated(page);
    await expect(page.getByLabel(position().label, { exact: true })).toHaveValue(chosen);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titled(chosen));
    await expect(page.getByRole('heading', { level: 2, name: titled(chosen) })).toBeVisible();
    // An older link carried the title: it still finds its one opening.
    await page.goto('/apply?job=Backend');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      titled(sentFor('internships', 'backend')),
    );
    await page.goto('/apply');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(application.context!.title);
    await expect(page.getByLabel(position().label, { exact: true })).toHaveValue('');
  });

  test('choosing an opening names it in the banner and puts it in the address', async ({
    page,
  }) => {
    await page.goto('/apply');
    await hydrated(page);
    const chosen = sentFor('internships', 'it-services-internship');
    await page.getByLabel(position().label, { exact: true }).selectOption(chosen);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titled(chosen));
    await expect(page).toHaveURL(/\/apply\?job=it-services-internship$/);
  });

  test('an empty submit sends nothing and shows every message under its field', async ({
    page,
  }) => {
    await page.goto('/apply');
    await hydrated(page);
    await page.getByRole('button', { name: application.submitLabel }).click();
    for (const field of application.fields.filter((f) =>
      f.rules.some((r) => r.kind === 'required'),
    )) {
      const message = field.rules.find((r) => r.kind === 'required')!.message!;
      const input = page.getByLabel(field.label, { exact: true });
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator(`#${await input.getAttribute('aria-describedby')}`)).toHaveText(
        message,
      );
    }
    const box = consentBox(page, application);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(application.consent!.message!);
    await expect(page.getByLabel(position().label, { exact: true })).toBeFocused();
    expect(await received()).toEqual([]);
  });

  test('a bad phone and bad percentages show the spec messages, and focus the first', async ({
    page,
  }) => {
    await page.goto('/apply?job=SEO');
    await hydrated(page);
    await fillAll(page, { ...valid, phone: '98765', tenthPercent: 'ninety', gradPercent: '8.2.1' });
    await page.getByRole('button', { name: application.submitLabel }).click();
    await expect(page.getByText('Valid 10-digit phone number is required.')).toBeVisible();
    await expect(
      page.getByText('10th percentage is required and must be a valid number.'),
    ).toBeVisible();
    await expect(
      page.getByText('Graduation percentage is required and must be a valid number.'),
    ).toBeVisible();
    await expect(
      page.getByText('12th percentage is required and must be a valid number.'),
    ).toBeHidden();
    await expect(page.getByLabel(label('phone'), { exact: true })).toBeFocused();
    expect(await received()).toEqual([]);
  });

  test(`success: green message, fields cleared, then /career after ${application.onSuccess!.delayMs} ms; the service gets every field`, async ({
    page,
  }) => {
    await page.goto('/apply?job=Full%20Stack%20Developer');
    await hydrated(page);
    await fillAll(page, valid);
    const started = Date.now();
    await page.getByRole('button', { name: application.submitLabel }).click();
    await expect(page.getByRole('status')).toHaveText(messages.success);
    await expect(page.getByRole('status')).toHaveCSS('color', 'rgb(20, 83, 45)');
    for (const name of Object.keys(valid))
      await expect(page.getByLabel(label(name), { exact: true })).toHaveValue('');
    await expect(page).toHaveURL(/\/career$/, { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(application.onSuccess!.delayMs - 100);

    const [submission] = await received();
    expect(submission?.contentType).toBe('multipart/form-data');
    const chosen = sentFor('jobs', 'full-stack-developer');
    expect(submission?.fields).toEqual({
      access_key: 'e2e-test-key',
      language: 'en',
      subject: application.subject!.replace('{position}', chosen),
      position: chosen,
      ...valid,
      ...consented,
      [NOTICE_VERSION_FIELD]: application.consent!.version,
    });
  });

  test('in Hindi: the messages are Hindi, a Devanagari phone is sent in Latin digits, the lead says hi', async ({
    page,
  }) => {
    const hindi = siteIn(site, 'hi').forms.application!;
    const hindiLabel = (name: string) => hindi.fields.find((f) => f.name === name)!.label;
    await page.goto('/hi/apply?job=full-stack-developer');
    await hydrated(page);
    await page.getByRole('button', { name: hindi.submitLabel }).click();
    const phone = hindi.fields.find((f) => f.name === 'phone')!;
    await expect(page.getByLabel(hindiLabel('phone'), { exact: true })).toHaveAccessibleDescription(
      new RegExp(phone.rules.find((r) => r.kind === 'required')?.message ?? '.'),
    );
    const devanagari = [...valid.phone!]
      .map((d) => String.fromCharCode(0x0966 + Number(d)))
      .join('');
    for (const [name, value] of Object.entries({ ...valid, phone: devanagari }))
      await page.getByLabel(hindiLabel(name), { exact: true }).fill(value);
    await consentBox(page, hindi).check();
    await page.getByRole('button', { name: hindi.submitLabel }).click();
    await expect(page.getByRole('status')).toHaveText(hindi.messages!.success);
    const [submission] = await received();
    expect(submission?.fields.phone).toBe(valid.phone);
    expect(submission?.fields.language).toBe('hi');
    await expect(page).toHaveURL(/\/hi\/career$/, { timeout: 5000 });
  });

  test('after a success on a slow network, the next page loads during the delay: address and page change together', async ({
    page,
  }) => {
    const next = application.onSuccess!.redirect!;
    const heading = sectionOf(pageAt(next).sections, 'hero').heading;
    await page.route('**/_data/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/apply?job=Full%20Stack%20Developer');
    await hydrated(page);
    await fillAll(page, valid);
    // Every frame: an address of the next page must never show the form's page.
    await page.evaluate(
      ({ next, heading }) => {
        const w = window as unknown as { mismatch?: string };
        const frame = () => {
          const shown = document.querySelector('h1')?.textContent ?? '';
          if (location.pathname === next && shown !== heading) w.mismatch ??= shown;
          requestAnimationFrame(frame);
        };
        frame();
      },
      { next, heading },
    );
    await page.getByRole('button', { name: application.submitLabel }).click();
    await expect(page.getByRole('status')).toHaveText(messages.success);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 6000 });
    await expect(page).toHaveURL(new RegExp(`${next}$`));
    expect(await page.evaluate(() => (window as unknown as { mismatch?: string }).mismatch)).toBe(
      undefined,
    );
  });

  for (const [mode, expected] of [
    ['fail', messages.failure],
    ['error500', messages.failure],
  ] as const) {
    test(`the service answering ${mode} shows "${expected}" and keeps all 12 values`, async ({
      page,
      watch,
    }) => {
      watch.allow(/status of (400|500)/);
      await setMode(mode);
      await page.goto('/apply?job=SEO');
      await hydrated(page);
      await fillAll(page, valid);
      await page.getByRole('button', { name: application.submitLabel }).click();
      await expect(page.getByRole('alert')).toHaveText(expected);
      await expect(page.getByRole('button', { name: application.submitLabel })).toBeEnabled();
      await expectAllKept(page, valid);
      await expect(page).toHaveURL(/\/apply/);
    });
  }

  test(`a network failure shows "${messages.networkError}" and keeps all 12 values`, async ({
    page,
    watch,
  }) => {
    watch.allow(/ERR_CONNECTION_REFUSED|Failed to load resource/);
    await page.route(`${FORM_SERVICE}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/apply?job=SEO');
    await hydrated(page);
    await fillAll(page, valid);
    await page.getByRole('button', { name: application.submitLabel }).click();
    await expect(page.getByRole('alert')).toHaveText(messages.networkError);
    await expectAllKept(page, valid);
  });

  test(`while sending the button reads "${application.submittingLabel}" and five fast clicks send one request`, async ({
    page,
    watch,
  }) => {
    watch.allow(/status of 504/);
    await setMode('hang');
    await page.goto('/apply?job=SEO');
    await hydrated(page);
    await fillAll(page, valid);
    const button = page.getByRole('button', { name: application.submitLabel });
    await button.evaluate((b: HTMLButtonElement) => {
      for (let i = 0; i < 5; i++) b.click();
    });
    const sending = page.getByRole('button', { name: application.submittingLabel });
    await expect(sending).toBeDisabled();
    await expect.poll(async () => (await received()).length).toBe(1);
    await page.waitForTimeout(300);
    expect(await received()).toHaveLength(1);
    await setMode('ok'); // releases the hanging request (answered 504)
    await expect(page.getByRole('alert')).toHaveText(messages.failure);
    await expect(page.getByRole('button', { name: application.submitLabel })).toBeEnabled();
  });

  test('a reload of the tab keeps what was typed', async ({ page }) => {
    await page.goto('/apply?job=SEO');
    await hydrated(page);
    await fillAll(page, {
      name: valid.name!,
      skills: valid.skills!,
      gradPercent: valid.gradPercent!,
    });
    await page.reload();
    await hydrated(page);
    await expectAllKept(page, {
      name: valid.name!,
      skills: valid.skills!,
      gradPercent: valid.gradPercent!,
    });
  });

  test('a hostile or unknown job parameter chooses nothing and is never shown', async ({
    page,
  }) => {
    for (const job of ['<script>window.hacked=1</script>', 'x'.repeat(5000), 'Unknown Position']) {
      await page.goto(`/apply?job=${encodeURIComponent(job)}`);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(application.context!.title);
      await expect(page.getByLabel(position().label, { exact: true })).toHaveValue('');
    }
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  });
});

const outcomeWords = (c: FormCase) => {
  const m = c.form.messages;
  return {
    failure: m.failure,
    'rate-limited': m.rateLimited ?? m.failure,
    timeout: m.timeout ?? m.networkError,
    offline: m.offline ?? m.networkError,
    'network-error': m.networkError,
  };
};

test.describe('the contact form with the app running', () => {
  const c = FORM_CASES[0]!;

  test('sends the same form-encoded POST in the background, then goes to the thank-you page without a reload', async ({
    page,
  }) => {
    await page.goto(c.path);
    await hydrated(page);
    await fill(page, c);
    await expect(field(page, c, 'message')).toHaveAttribute('rows', '6');
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await submitButton(page, c).click();
    await expect(page).toHaveURL(new RegExp(`${c.form.onSuccess!.redirect}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    const leads = await standIn.leads();
    expect(leads).toHaveLength(1);
    expect(leads[0]!.contentType).toBe('application/x-www-form-urlencoded');
    // The scriptless redirect is left out: the answer is read here instead.
    expect(leads[0]!.fields).toEqual({
      access_key: 'e2e-test-key',
      language: 'en',
      ...c.valid,
      ...consented,
      [NOTICE_VERSION_FIELD]: c.form.consent!.version,
    });
  });

  test('the browser still refuses an empty, blank or malformed form, and nothing is sent', async ({
    page,
  }) => {
    await page.goto(c.path);
    await hydrated(page);
    const sent = countSends(page);
    await submitButton(page, c).click();
    expect(
      await field(page, c, 'name').evaluate((i: HTMLInputElement) => i.validity.valueMissing),
    ).toBe(true);
    await fill(page, c, { ...c.valid, email: 'not-an-email' });
    await submitButton(page, c).click();
    expect(
      await field(page, c, 'email').evaluate((i: HTMLInputElement) => i.validity.typeMismatch),
    ).toBe(true);
    // Spaces are no answer: the field is emptied and the browser says so.
    await fill(page, c, { ...c.valid, name: '   ' });
    await submitButton(page, c).click();
    await expect(field(page, c, 'name')).toHaveValue('');
    expect(
      await field(page, c, 'name').evaluate((i: HTMLInputElement) => i.validity.valueMissing),
    ).toBe(true);
    await page.waitForTimeout(c.form.spam!.minSubmitMs);
    expect(sent).toEqual([]);
    await expect(page).toHaveURL(/\/contact$/);
  });
});

for (const c of FORM_CASES) {
  test.describe(`${c.name}: every outcome answered here, every value kept`, () => {
    const words = outcomeWords(c);
    const faults = [
      { fault: 'the service refusing it (success false)', mode: 'fail', outcome: 'failure' },
      { fault: 'a server error (500)', mode: 'error500', outcome: 'failure' },
      { fault: 'too many requests (429)', mode: 'rate-limit', outcome: 'rate-limited' },
      {
        fault: `no answer within ${c.form.transport.timeoutMs} ms`,
        mode: 'hang',
        outcome: 'timeout',
      },
      { fault: 'the device going offline', offline: true, outcome: 'offline' },
      { fault: 'a refused connection', refused: true, outcome: 'network-error' },
    ] as const;
    for (const f of faults) {
      test(`${f.fault} → "${words[f.outcome]}"`, async ({ page, context, watch }) => {
        watch.allow(/Failed to load resource|ERR_/);
        if ('mode' in f) await standIn.mode(f.mode);
        if ('refused' in f)
          await page.route(`${FORM_SERVICE}/**`, (route) => route.abort('connectionrefused'));
        if (f.outcome === 'timeout') await installClock(page);
        await page.goto(c.path);
        await hydrated(page);
        await fill(page, c);
        if ('offline' in f) await context.setOffline(true);
        await submitButton(page, c).click();
        if (f.outcome === 'timeout') {
          await expect.poll(async () => (await standIn.leads()).length).toBe(1);
          await page.clock.fastForward(c.form.transport.timeoutMs);
        }
        const alert = formOn(page).getByRole('alert');
        await expect(alert).toHaveText(words[f.outcome]);
        await expect(alert).toHaveCSS('color', 'rgb(127, 29, 29)');
        await expect(submitButton(page, c)).toBeEnabled();
        await expectKept(page, c);
        expect(new URL(page.url()).pathname).toBe(new URL(c.path, 'http://x').pathname);

        // The visitor tries again once the fault has passed, and it goes through.
        await context.setOffline(false);
        await page.unroute(`${FORM_SERVICE}/**`);
        await standIn.mode('ok');
        await standIn.clear();
        await submitButton(page, c).click();
        await expect.poll(async () => (await standIn.leads()).length).toBe(1);
        await expect(formOn(page).getByRole('alert')).toHaveCount(0);
      });
    }
  });

  test.describe(`${c.name}: one send per submit`, () => {
    test('a double click, Enter five times and more submits while a slow answer is pending send one request', async ({
      page,
      watch,
    }) => {
      watch.allow(/status of 504/);
      await standIn.mode('hang');
      await page.goto(c.path);
      await hydrated(page);
      const sent = countSends(page);
      await fill(page, c);
      await submitButton(page, c).dblclick();
      await field(page, c, 'name').focus();
      for (let i = 0; i < 5; i++) await page.keyboard.press('Enter');
      // Submits that no disabled button can stop, as a script or an assistive tool may make.
      await formOn(page).evaluate((form: HTMLFormElement) => {
        for (let i = 0; i < 3; i++) form.requestSubmit();
      });
      await expect(
        formOn(page).getByRole('button', { name: c.form.submittingLabel }),
      ).toBeDisabled();
      await expect.poll(async () => (await standIn.leads()).length).toBe(1);
      await page.waitForTimeout(500);
      expect(await standIn.leads()).toHaveLength(1);
      expect(sent).toHaveLength(1);
      await standIn.mode('ok'); // releases the pending answer (504)
      await expect(formOn(page).getByRole('alert')).toHaveText(c.form.messages.failure);
      await expectKept(page, c);
    });

    test(`a submit sooner than ${c.form.spam!.minSubmitMs} ms after the form appeared is held, never dropped`, async ({
      page,
    }) => {
      await page.goto(c.path);
      await hydrated(page);
      let shown = Date.now();
      await fill(page, c);
      // A busy machine can take longer than the hold to fill a long form in: a reload gives
      // the values back (the form's draft) and starts the form's time again.
      if (c.form.keepDraft) {
        await page.reload();
        await hydrated(page);
        shown = Date.now();
        await expectKept(page, c);
      }
      await submitButton(page, c).click();
      await expect(
        formOn(page).getByRole('button', { name: c.form.submittingLabel }),
      ).toBeDisabled();
      await expect.poll(async () => (await standIn.leads()).length).toBe(1);
      expect(Date.now() - shown).toBeGreaterThanOrEqual(c.form.spam!.minSubmitMs - 100);
      await expect(page).toHaveURL(new RegExp(`${c.form.onSuccess!.redirect}$`), {
        timeout: 10_000,
      });
    });
  });

  test.describe(`${c.name}: spam defence`, () => {
    test('the honeypot is invisible, out of the tab order and silent; ticked, nothing is sent', async ({
      page,
    }) => {
      await page.goto(c.path);
      await hydrated(page);
      const honeypot = formOn(page).locator(`input[name="${c.form.spam!.honeypot}"]`);
      await expect(honeypot).toHaveAttribute('type', 'checkbox');
      await expect(honeypot).toHaveAttribute('tabindex', '-1');
      const box = await honeypot.boundingBox();
      expect(box!.x + box!.width, 'entirely off the left of the page').toBeLessThanOrEqual(0);
      // The one box a person sees is the consent box.
      await expect(formOn(page).getByRole('checkbox')).toHaveCount(1);
      await expect(consentBox(page, c.form)).toBeVisible();
      const snapshot = await formOn(page).ariaSnapshot();
      expect(snapshot.match(/checkbox/g)).toHaveLength(1);

      // Tabbing through the form meets every field, the notice's links, the consent box and the
      // button, never the honeypot.
      const visible = c.form.fields.filter((f) => f.kind !== 'hidden');
      const links = c.form.consent!.notice.flatMap((b) =>
        typeof b === 'string' ? inlineLinks(b) : [],
      );
      const stops = [...visible.map((f) => f.name), ...links.map(() => 'A'), 'consent', 'BUTTON'];
      await field(page, c, visible[0]!.name).focus();
      const reached: string[] = [];
      for (let i = 0; i < stops.length; i++) {
        reached.push(
          await page.evaluate(
            () =>
              (document.activeElement as HTMLInputElement).name || document.activeElement!.tagName,
          ),
        );
        await page.keyboard.press('Tab');
      }
      expect(reached).toEqual(stops);

      const sent = countSends(page);
      await fill(page, c);
      // As a bot does: no pointer can reach it.
      await honeypot.evaluate((box: HTMLInputElement) => (box.checked = true));
      await expectKept(page, c);
      await expect(honeypot).toBeChecked();
      await submitButton(page, c).click();
      // Answered as the service answers a bot: as if sent.
      if (c.form.onSuccess!.delayMs === 0)
        await expect(page).toHaveURL(new RegExp(`${c.form.onSuccess!.redirect}$`), {
          timeout: 10_000,
        });
      else await expect(formOn(page).getByRole('status')).toHaveText(c.form.messages.success);
      await page.waitForTimeout(c.form.spam!.minSubmitMs);
      expect(sent).toEqual([]);
      expect(await standIn.leads()).toEqual([]);
    });
  });

  test.describe(`${c.name}: values survive leaving and coming back`, () => {
    test('typed values are there again after a link away and Back', async ({ page }) => {
      await page.goto(c.path);
      await hydrated(page);
      await fill(page, c);
      await page.getByRole('link', { name: 'About', exact: true }).first().click();
      await expect(page).toHaveURL(/\/about$/);
      await page.goBack();
      await expect(formOn(page)).toBeVisible();
      await expectKept(page, c);
    });
  });
}

for (const missing of ['JavaScript off', 'the app chunk blocked'] as const) {
  test.describe(`without the app (${missing}): plain HTML forms`, () => {
    if (missing === 'JavaScript off') test.use({ javaScriptEnabled: false });
    test.beforeEach(async ({ page, watch }) => {
      if (missing === 'JavaScript off') return;
      watch.allow(/app could not be loaded|Failed to load resource|ERR_FAILED/);
      await page.route('**/assets/hydrate-*.js', (route) => route.abort());
    });

    for (const c of FORM_CASES) {
      test(`${c.name}: browser checks apply, blank and malformed values are never sent`, async ({
        page,
      }) => {
        await page.goto(c.path);
        const sent = countSends(page);
        await expect(formOn(page)).not.toHaveAttribute('novalidate');
        await submitButton(page, c).click();
        const first = c.form.fields[0]!.name;
        expect(
          await field(page, c, first).evaluate((i: HTMLInputElement) => i.validity.valueMissing),
        ).toBe(true);
        await fill(page, c, { ...c.valid, email: 'asha@' });
        await submitButton(page, c).click();
        expect(
          await field(page, c, 'email').evaluate((i: HTMLInputElement) => i.validity.valid),
        ).toBe(false);
        if (c.valid.phone) {
          await fill(page, c, { email: c.valid.email!, phone: '98765', tenthPercent: 'ninety' });
          await submitButton(page, c).click();
          for (const name of ['phone', 'tenthPercent'])
            expect(
              await field(page, c, name).evaluate(
                (i: HTMLInputElement) => i.validity.patternMismatch,
              ),
              name,
            ).toBe(true);
        }
        await page.waitForTimeout(300);
        expect(sent).toEqual([]);
        expect(await standIn.leads()).toEqual([]);
      });

      test(`${c.name}: sends every field and what the service needs, and comes back to this site's thank-you page`, async ({
        page,
      }) => {
        await page.goto(c.path);
        const hidden = formOn(page).locator('input[type="hidden"]');
        for (const [name, value] of Object.entries(c.served))
          await expect(hidden.and(page.locator(`[name="${name}"]`))).toHaveValue(value);
        await fill(page, c);
        await submitButton(page, c).click();
        await expect(page).toHaveURL(c.served.redirect!);
        const leads = await standIn.leads();
        expect(leads).toHaveLength(1);
        expect(leads[0]!.contentType).toBe(
          c.form.transport.kind === 'fetch-multipart'
            ? 'multipart/form-data'
            : 'application/x-www-form-urlencoded',
        );
        expect(leads[0]!.fields).toEqual({ ...c.served, ...c.valid, ...consented });
      });

      if (missing === 'the app chunk blocked')
        test(`${c.name}: repeated clicks and Enter presses post once while the answer is slow`, async ({
          page,
          watch,
        }) => {
          watch.allow(/status of 504/);
          await standIn.mode('hang');
          await page.goto(c.path);
          await fill(page, c);
          // Clicks and Enter presses a tenth of a second apart, while the first post is pending
          // (Playwright's own input would wait for that navigation to finish).
          await formOn(page).evaluate((form: HTMLFormElement) => {
            const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
            for (let i = 0; i < 7; i++)
              setTimeout(() => (i % 2 ? form.requestSubmit() : button.click()), i * 100);
          });
          await expect.poll(async () => (await standIn.leads()).length).toBe(1);
          await page.waitForTimeout(1000);
          expect(await standIn.leads()).toHaveLength(1);
          await standIn.mode('ok');
        });

      test(`${c.name}: after the service refuses it, Back shows every value still there, ready to send again`, async ({
        page,
        watch,
      }) => {
        watch.allow(/status of 400/);
        await standIn.mode('fail');
        await page.goto(c.path);
        await fill(page, c);
        await submitButton(page, c).click();
        await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/submit$/);
        await page.goBack();
        await expectKept(page, c);
        // …and sending it again goes through.
        await standIn.mode('ok');
        await standIn.clear();
        await submitButton(page, c).click();
        await expect(page).toHaveURL(c.served.redirect!);
        expect(await standIn.leads()).toHaveLength(1);
      });
    }
  });
}
