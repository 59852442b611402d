import type { Page } from '@playwright/test';
import { expect, FORM_SERVICE, hydrated, loadSite, test } from './fixtures';
import { validApplication } from '../fixtures/forms';

const site = loadSite();
const application = site.forms.application!;
const contact = site.forms.contact!;
const messages = application.messages!;

const valid = validApplication;
const label = (name: string) => application.fields.find((f) => f.name === name)!.label;

async function setMode(mode: 'ok' | 'fail' | 'error500' | 'hang') {
  await fetch(`${FORM_SERVICE}/__mode?set=${mode}`);
}
async function received(): Promise<{ contentType: string; fields: Record<string, string> }[]> {
  return (await fetch(`${FORM_SERVICE}/__log`)).json();
}
async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    await page.getByLabel(label(name), { exact: true }).fill(value);
}
async function expectKept(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    await expect(page.getByLabel(label(name), { exact: true })).toHaveValue(value);
}

// The stand-in is shared: these tests take turns with it.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async () => {
  await setMode('ok');
  await fetch(`${FORM_SERVICE}/__log`, { method: 'DELETE' });
});

test.describe('job application', () => {
  test('reads the job from the address, shows it as text and names it in banner and title', async ({
    page,
  }) => {
    await page.goto('/apply?job=UI%2FUX%20Designer');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for UI/UX Designer');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Apply for UI/UX Designer' }),
    ).toBeVisible();
    await page.goto('/apply');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for Unknown Position');
  });

  test('an empty submit sends nothing and shows every message under its field', async ({
    page,
  }) => {
    await page.goto('/apply?job=SEO');
    await hydrated(page);
    await page.getByRole('button', { name: application.submitLabel }).click();
    for (const field of application.fields) {
      const message = field.rules.find((r) => r.kind === 'required')!.message!;
      const input = page.getByLabel(field.label, { exact: true });
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator(`#${await input.getAttribute('aria-describedby')}`)).toHaveText(
        message,
      );
    }
    await expect(page.getByLabel(label('name'), { exact: true })).toBeFocused();
    expect(await received()).toEqual([]);
  });

  test('a bad phone and bad percentages show the spec messages, and focus the first', async ({
    page,
  }) => {
    await page.goto('/apply?job=SEO');
    await hydrated(page);
    await fill(page, { ...valid, phone: '98765', tenthPercent: 'ninety', gradPercent: '8.2.1' });
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
    await fill(page, valid);
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
    expect(submission?.fields).toEqual({
      access_key: 'e2e-test-key',
      subject: 'Job application: Full Stack Developer',
      position: 'Full Stack Developer',
      ...valid,
    });
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
      await fill(page, valid);
      await page.getByRole('button', { name: application.submitLabel }).click();
      await expect(page.getByRole('alert')).toHaveText(expected);
      await expect(page.getByRole('button', { name: application.submitLabel })).toBeEnabled();
      await expectKept(page, valid);
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
    await fill(page, valid);
    await page.getByRole('button', { name: application.submitLabel }).click();
    await expect(page.getByRole('alert')).toHaveText(messages.networkError);
    await expectKept(page, valid);
  });

  test(`while sending the button reads "${application.submittingLabel}" and five fast clicks send one request`, async ({
    page,
    watch,
  }) => {
    watch.allow(/status of 504/);
    await setMode('hang');
    await page.goto('/apply?job=SEO');
    await hydrated(page);
    await fill(page, valid);
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
    await fill(page, { name: valid.name!, skills: valid.skills!, gradPercent: valid.gradPercent! });
    await page.reload();
    await hydrated(page);
    await expectKept(page, {
      name: valid.name!,
      skills: valid.skills!,
      gradPercent: valid.gradPercent!,
    });
  });

  test('a hostile or huge job parameter is shown as capped text', async ({ page }) => {
    await page.goto(`/apply?job=${encodeURIComponent('<script>window.hacked=1</script>')}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Apply for <script>window.hacked=1</script>',
    );
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await page.goto(`/apply?job=${'x'.repeat(5000)}`);
    await hydrated(page);
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(heading.length).toBeLessThanOrEqual(
      'Apply for '.length + application.context!.maxLength,
    );
  });
});

test.describe('contact form', () => {
  test('posts form-encoded to the service with the access key and the four fields, and lands back on the site', async ({
    page,
  }) => {
    await page.goto('/contact');
    await hydrated(page);
    const form = page.getByRole('form', { name: contact.title });
    await form.getByLabel('Name').fill('Ravi Shukla');
    await form.getByLabel('Email').fill('ravi@example.com');
    await form.getByLabel('Subject').fill('Clinic website');
    await form.getByLabel('Message').fill('We need a website for our clinic in Gorakhpur.');
    await expect(form.getByLabel('Message')).toHaveAttribute('rows', '6');
    await form.getByRole('button', { name: contact.submitLabel }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    const [submission] = await received();
    expect(submission?.contentType).toBe('application/x-www-form-urlencoded');
    expect(submission?.fields).toMatchObject({
      access_key: 'e2e-test-key',
      name: 'Ravi Shukla',
      email: 'ravi@example.com',
      subject: 'Clinic website',
      message: 'We need a website for our clinic in Gorakhpur.',
    });
    expect(submission?.fields.redirect).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/thank-you$/);
  });

  test('the browser refuses an empty or malformed form and nothing is sent', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    const form = page.getByRole('form', { name: contact.title });
    await form.getByRole('button', { name: contact.submitLabel }).click();
    expect(
      await form.getByLabel('Name').evaluate((i: HTMLInputElement) => i.validity.valueMissing),
    ).toBe(true);
    await form.getByLabel('Email').fill('not-an-email');
    expect(
      await form.getByLabel('Email').evaluate((i: HTMLInputElement) => i.validity.typeMismatch),
    ).toBe(true);
    await expect(page).toHaveURL(/\/contact$/);
    expect(await received()).toEqual([]);
  });
});
