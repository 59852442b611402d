/**
 * The forms as plain HTML, before or without the app. With JavaScript off, each form's own
 * markup is asked (its browser checks, the hidden fields the service needs, its body); with the
 * app's chunk blocked the one thing that differs is the loader's guard that posts a form once
 * (src/forms/submit-once.ts), asked there; Back after a refusal is asked in both, of one form
 * each, as the browser keeps the values in one and the guard must let go in the other.
 */
import { expect } from './fixtures';
import {
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
import type { Page } from '@playwright/test';

const [contact, application] = FORM_CASES as [FormCase, FormCase];

/** Posts a filled form the service refuses, goes Back, and sends it again. */
async function backAfterRefusal(page: Page, c: FormCase) {
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
}

test.describe('JavaScript off: plain HTML forms', () => {
  test.use({ javaScriptEnabled: false });

  for (const c of FORM_CASES)
    test(`${c.name}: browser checks keep blank and malformed values back; a valid one sends every field and what the service needs, and comes back to this site's thank-you page`, async ({
      page,
    }) => {
      // Two fills of the form, and a post: given longer.
      test.slow();
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
      // Without script nothing can hold a submit back: one the browser let through would have
      // left the page already.
      expect(sent).toEqual([]);
      await expect(page).toHaveURL(new RegExp(`${c.path.replace(/[?]/g, '\\?')}$`));

      const hidden = formOn(page).locator('input[type="hidden"]');
      for (const [name, value] of Object.entries(c.served))
        await expect(hidden.and(page.locator(`[name="${name}"]`))).toHaveValue(value);
      await fill(page, c);
      await submitButton(page, c).click();
      await expect(page).toHaveURL(c.served.redirect!);
      expect(sent).toHaveLength(1);
      const leads = await standIn.leads();
      expect(leads).toHaveLength(1);
      expect(leads[0]!.contentType).toBe(
        c.form.transport.kind === 'fetch-multipart'
          ? 'multipart/form-data'
          : 'application/x-www-form-urlencoded',
      );
      expect(leads[0]!.fields).toEqual({ ...c.served, ...c.valid, ...consented });
    });

  test(`${contact.name}: after the service refuses it, Back shows every value still there, ready to send again`, async ({
    page,
    watch,
  }) => {
    watch.allow(/status of 400/);
    await backAfterRefusal(page, contact);
  });
});

test.describe('the app chunk blocked: the loader posts a form once', () => {
  test.beforeEach(async ({ page, watch }) => {
    watch.allow(/app could not be loaded|Failed to load resource|ERR_FAILED/);
    await page.route('**/assets/hydrate-*.js', (route) => route.abort());
  });

  test(`${contact.name}: repeated clicks and Enter presses post once while the answer is slow`, async ({
    page,
    watch,
  }) => {
    const c = contact;
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

  test(`${application.name}: after the service refuses it, Back shows every value still there, and the guard lets it post again`, async ({
    page,
    watch,
  }) => {
    watch.allow(/status of 400/);
    await backAfterRefusal(page, application);
  });
});
