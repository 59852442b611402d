/**
 * The job application with the app running: what only this form does (its Position choice, its
 * own rules and messages, success and the delayed move to the career page, Hindi). What both
 * forms do the same way is asked once per mechanism in forms-outcomes.spec.ts, and the forms
 * without the app in forms-scriptless.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, loadSite } from './fixtures';
import { validApplication } from '../fixtures/forms';
import { siteIn } from '../../src/i18n/localize';
import { pageAt, sectionOf } from '../fixtures/site';
import { consentBox, consented, standIn, test } from './form-helpers';
import { NOTICE_VERSION_FIELD } from '../../src/base/consent';

const site = loadSite();
const application = site.forms.application!;
const messages = application.messages!;

const valid = validApplication;
const label = (name: string) => application.fields.find((f) => f.name === name)!.label;

const received = standIn.leads;
/** Fills every typed field in and ticks the consent box (the address chose the position). */
async function fillAll(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    await page.getByLabel(label(name), { exact: true }).fill(value);
  await consentBox(page, application).check();
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
