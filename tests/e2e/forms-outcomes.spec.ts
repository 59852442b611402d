/**
 * Both forms with the app running. The answers of the service are asked of each form, as each
 * has its own words for them and its own body (form-encoded, multipart); what the two share
 * (one send per submit, the early submit held, the draft kept over a reload and a Back, the
 * honeypot) is one mechanism of the form renderer, asked once, of one of them, while the
 * honeypot's tab order is asked of both, as it follows each form's fields.
 */
import { expect, FORM_SERVICE, hydrated, installClock } from './fixtures';
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

const [contact, application] = FORM_CASES as [FormCase, FormCase];

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
  const c = contact;

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
    // A submit the app let through would be held this long before it is sent.
    await page.waitForTimeout(c.form.spam!.minSubmitMs);
    expect(sent).toEqual([]);
    await expect(page).toHaveURL(/\/contact$/);
  });
});

/**
 * Each fault in turn, on one page, as a visitor who keeps trying would meet them: every submit
 * after a fault is sent again, so each answer is the new one. In this order no two neighbours
 * share their words on either form.
 */
const FAULTS = [
  { fault: 'the service refusing it (success false)', mode: 'fail', outcome: 'failure' },
  { fault: 'a refused connection', refused: true, outcome: 'network-error' },
  { fault: 'a server error (500)', mode: 'error500', outcome: 'failure' },
  { fault: 'the device going offline', offline: true, outcome: 'offline' },
  { fault: 'too many requests (429)', mode: 'rate-limit', outcome: 'rate-limited' },
  { fault: 'no answer in time', mode: 'hang', outcome: 'timeout' },
] as const;

for (const c of FORM_CASES) {
  const words = outcomeWords(c);
  test(`${c.name}: every fault is answered here in its words, every value kept, and the next submit goes through`, async ({
    page,
    context,
    watch,
  }) => {
    // A test of several submits is given longer.
    test.slow();
    watch.allow(/Failed to load resource|ERR_/);
    // The time limit is reached by moving the page's clock, not by waiting for it.
    await installClock(page);
    await page.goto(c.path);
    await hydrated(page);
    const sent = countSends(page);
    await fill(page, c);
    for (const [index, f] of FAULTS.entries())
      await test.step(`${f.fault} → "${words[f.outcome]}"`, async () => {
        if ('mode' in f) await standIn.mode(f.mode);
        if ('refused' in f)
          await page.route(`${FORM_SERVICE}/**`, (route) => route.abort('connectionrefused'));
        if ('offline' in f) await context.setOffline(true);
        await submitButton(page, c).click();
        await expect.poll(() => sent.length, 'the submit is sent again').toBe(index + 1);
        if (f.outcome === 'timeout') await page.clock.fastForward(c.form.transport.timeoutMs);
        const alert = formOn(page).getByRole('alert');
        await expect(alert).toHaveText(words[f.outcome]);
        await expect(alert).toHaveCSS('color', 'rgb(127, 29, 29)');
        await expect(submitButton(page, c)).toBeEnabled();
        await expectKept(page, c);
        expect(new URL(page.url()).pathname).toBe(new URL(c.path, 'http://x').pathname);
        await context.setOffline(false);
        await page.unroute(`${FORM_SERVICE}/**`);
      });

    await test.step('the fault has passed: it goes through', async () => {
      await standIn.mode('ok');
      await standIn.clear();
      await submitButton(page, c).click();
      await expect.poll(async () => (await standIn.leads()).length).toBe(1);
      await expect(formOn(page).getByRole('alert')).toHaveCount(0);
    });
  });
}

test('a double click, Enter five times and more submits while a slow answer is pending send one request', async ({
  page,
  watch,
}) => {
  const c = application;
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
  await expect(formOn(page).getByRole('button', { name: c.form.submittingLabel })).toBeDisabled();
  await expect.poll(async () => (await standIn.leads()).length).toBe(1);
  await page.waitForTimeout(500);
  expect(await standIn.leads()).toHaveLength(1);
  expect(sent).toHaveLength(1);
  await standIn.mode('ok'); // releases the pending answer (504)
  await expect(formOn(page).getByRole('alert')).toHaveText(c.form.messages.failure);
  await expectKept(page, c);
});

test(`a reload keeps what was typed; a submit sooner than ${contact.form.spam!.minSubmitMs} ms after the form appeared is held, never dropped`, async ({
  page,
}) => {
  const c = contact;
  await page.goto(c.path);
  await hydrated(page);
  await fill(page, c);
  // The form's time starts again with the page: a busy machine can take longer than the hold
  // to fill a form in.
  await page.reload();
  await hydrated(page);
  const shown = Date.now();
  await expectKept(page, c);
  await submitButton(page, c).click();
  await expect(formOn(page).getByRole('button', { name: c.form.submittingLabel })).toBeDisabled();
  await expect.poll(async () => (await standIn.leads()).length).toBe(1);
  expect(Date.now() - shown).toBeGreaterThanOrEqual(c.form.spam!.minSubmitMs - 100);
  await expect(page).toHaveURL(new RegExp(`${c.form.onSuccess!.redirect}$`), {
    timeout: 10_000,
  });
});

test('typed values are there again after a link away and Back', async ({ page }) => {
  const c = application;
  await page.goto(c.path);
  await hydrated(page);
  await fill(page, c);
  await page.getByRole('link', { name: 'About', exact: true }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goBack();
  await expect(formOn(page)).toBeVisible();
  await expectKept(page, c);
});

test.describe('the honeypot', () => {
  for (const c of FORM_CASES)
    test(`${c.name}: Tab meets every field, the notice's links, the consent box and the button, never the honeypot`, async ({
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
    });

  test('ticked, as a bot does, it is answered as if sent, and nothing is sent', async ({
    page,
  }) => {
    const c = contact;
    await page.goto(c.path);
    await hydrated(page);
    const honeypot = formOn(page).locator(`input[name="${c.form.spam!.honeypot}"]`);
    const sent = countSends(page);
    await fill(page, c);
    // No pointer can reach it.
    await honeypot.evaluate((box: HTMLInputElement) => (box.checked = true));
    await expectKept(page, c);
    await expect(honeypot).toBeChecked();
    await submitButton(page, c).click();
    // Answered as the service answers a bot: as if sent.
    await expect(page).toHaveURL(new RegExp(`${c.form.onSuccess!.redirect}$`), {
      timeout: 10_000,
    });
    // A send the app made anyway would be held this long.
    await page.waitForTimeout(c.form.spam!.minSubmitMs);
    expect(sent).toEqual([]);
    expect(await standIn.leads()).toEqual([]);
  });
});
