/**
 * The application's Position choice without script, its CV, and both forms' notice and consent,
 * in English and Hindi. Each test has a lane of the stand-in of its own (form-helpers.ts).
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, loadSite } from './fixtures';
import { consentBox, countSends, FORM_CASES, formOn, standIn, test } from './form-helpers';
import { validApplication } from '../fixtures/forms';
import { parseInline } from '../../src/content/links';
import { siteIn } from '../../src/i18n/localize';
import { NOTICE_VERSION_FIELD } from '../../src/base/consent';
import type { Form } from '../../src/schema/forms/form';

const site = loadSite();
const LANGUAGES = [
  { lang: 'en', prefix: '', site },
  { lang: 'hi', prefix: '/hi', site: siteIn(site, 'hi') },
] as const;

const byLabel = (page: Page, form: Form, name: string) =>
  formOn(page).getByLabel(form.fields.find((f) => f.name === name)!.label, { exact: true });

/** The typed fields of a valid application, as a visitor fills them in. */
async function fillIn(page: Page, form: Form) {
  for (const [name, value] of Object.entries(validApplication))
    await byLabel(page, form, name).fill(value);
}

/** The words a notice shows, its links' labels in place of their markup. */
const shown = (text: string) =>
  parseInline(text)
    .map((part) => part.text)
    .join('');

const megabytes = (n: number) => Buffer.alloc(n * 1_000_000, 0x20);

for (const { lang, prefix, site: words } of LANGUAGES) {
  const application = words.forms.application!;
  const position = application.fields.find((f) => f.name === application.context!.field)!;
  const backend = (() => {
    const group = position.choices!.find((g) => g.collection === 'internships')!;
    const internships = words.collections.internships!;
    const job =
      internships.kind === 'job' ? internships.items.find((j) => j.id === 'backend') : undefined;
    return `${job!.title} (${group.kind})`;
  })();

  test.describe(`without script, at 390 × 844 (${lang})`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

    test(`${prefix}/apply?job=Backend offers a Position choice of every opening; an empty submit sends nothing, a filled one the chosen position, never "Unknown Position"`, async ({
      page,
    }) => {
      // A check of every choice, a fill of the form and a post: given longer.
      test.slow();
      await page.goto(`${prefix}/apply?job=Backend`);
      const sent = countSends(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(application.context!.title);
      const choice = byLabel(page, application, position.name);
      await expect(choice).toBeVisible();
      await expect(choice).toHaveValue('');
      for (const group of position.choices!) {
        const collection = words.collections[group.collection]!;
        const titles = collection.kind === 'job' ? collection.items.map((j) => j.title) : [];
        const options = choice.locator(`optgroup[label="${group.label}"] option`);
        await expect(options).toHaveText(titles);
      }
      await formOn(page).getByRole('button', { name: application.submitLabel }).click();
      expect(await choice.evaluate((s: HTMLSelectElement) => s.validity.valueMissing)).toBe(true);
      // Without script nothing holds a submit back: one the browser let through would have
      // left the page already, and would be the first of the leads below.
      expect(sent).toEqual([]);

      await choice.selectOption(backend);
      await fillIn(page, application);
      await consentBox(page, application).check();
      await formOn(page).getByRole('button', { name: application.submitLabel }).click();
      await expect(page).toHaveURL(new RegExp(`${application.transport.redirect}$`));
      const leads = await standIn.leads();
      expect(leads).toHaveLength(1);
      const [lead] = leads;
      expect(lead?.contentType).toBe('multipart/form-data');
      expect(lead?.fields.position).toBe(backend);
      expect(lead?.fields.subject).toBe(application.context!.subject);
      expect(lead?.fields.consent).toBe('yes');
      expect(JSON.stringify(lead?.fields)).not.toContain('Unknown');
    });
  });

  test.describe(`notice and consent (${lang})`, () => {
    for (const name of ['contact', 'application'] as const) {
      const form = words.forms[name]!;
      const path = name === 'contact' ? `${prefix}/contact` : `${prefix}/apply?job=backend`;

      test(`the ${name} form shows its notice from site.json and sends nothing until the box is ticked`, async ({
        page,
      }) => {
        await page.goto(path);
        await hydrated(page);
        for (const block of form.consent!.notice)
          if (typeof block === 'string') await expect(formOn(page)).toContainText(shown(block));
        const box = consentBox(page, form);
        await expect(box).not.toBeChecked();
        const sent = countSends(page);
        const values = name === 'contact' ? FORM_CASES[0]!.valid : validApplication;
        for (const [field, value] of Object.entries(values))
          await byLabel(page, form, field).fill(value);
        await formOn(page).getByRole('button', { name: form.submitLabel }).click();
        if (form.consent!.message)
          await expect(box).toHaveAccessibleDescription(form.consent!.message);
        else
          expect(await box.evaluate((b: HTMLInputElement) => b.validity.valueMissing)).toBe(true);
        await page.waitForTimeout(form.spam!.minSubmitMs);
        expect(sent).toEqual([]);
        await box.check();
        await formOn(page).getByRole('button', { name: form.submitLabel }).click();
        await expect.poll(async () => (await standIn.leads()).length).toBe(1);
        const [lead] = await standIn.leads();
        expect(lead?.fields.consent).toBe('yes');
        expect(lead?.fields[NOTICE_VERSION_FIELD]).toBe(form.consent!.version);
      });
    }
  });
}

test.describe('the CV', () => {
  const application = site.forms.application!;
  const cv = application.fields.find((f) => f.kind === 'file')!;

  test('a 1 MB PDF reaches the form service as multipart, with the file', async ({ page }) => {
    await page.goto('/apply?job=backend');
    await hydrated(page);
    await fillIn(page, application);
    await byLabel(page, application, cv.name).setInputFiles({
      name: 'Asha Verma CV.pdf',
      mimeType: 'application/pdf',
      buffer: megabytes(1),
    });
    await consentBox(page, application).check();
    await formOn(page).getByRole('button', { name: application.submitLabel }).click();
    await expect(page.getByRole('status')).toHaveText(application.messages.success);
    const [lead] = await standIn.leads();
    expect(lead?.contentType).toBe('multipart/form-data');
    expect(lead?.files).toEqual([
      { field: cv.name, name: 'Asha Verma CV.pdf', type: 'application/pdf', size: 1_000_000 },
    ]);
  });

  test('in Hindi on /hi/apply, a 6 MB file and a .exe are refused before sending, in Hindi', async ({
    page,
  }) => {
    const hindi = siteIn(site, 'hi').forms.application!;
    const hindiCv = hindi.fields.find((f) => f.kind === 'file')!;
    const [typeMessage, sizeMessage] = hindiCv.rules.map((r) => r.message!);
    await page.goto('/hi/apply?job=backend');
    await hydrated(page);
    const sent = countSends(page);
    await fillIn(page, hindi);
    await consentBox(page, hindi).check();
    const input = byLabel(page, hindi, hindiCv.name);
    const submit = formOn(page).getByRole('button', { name: hindi.submitLabel });
    for (const [file, message] of [
      [{ name: 'cv.pdf', mimeType: 'application/pdf', buffer: megabytes(6) }, sizeMessage],
      [
        { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: megabytes(0.01) },
        typeMessage,
      ],
    ] as const) {
      await input.setInputFiles(file);
      await submit.click();
      await expect(formOn(page).getByText(message!, { exact: true })).toBeVisible();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toBeFocused();
    }
    await page.waitForTimeout(hindi.spam!.minSubmitMs);
    expect(sent).toEqual([]);
    expect(await standIn.leads()).toEqual([]);
  });
});

test('the language switch keeps the opening, named in Hindi on the Hindi page', async ({
  page,
}) => {
  const hindi = siteIn(site, 'hi').forms.application!;
  await page.goto('/apply?job=backend');
  await hydrated(page);
  await page.getByRole('link', { name: 'हिन्दी' }).first().click();
  await expect(page).toHaveURL(/\/hi\/apply\?job=backend$/);
  await hydrated(page);
  const internships = siteIn(site, 'hi').collections.internships!;
  const title =
    internships.kind === 'job' ? internships.items.find((j) => j.id === 'backend')!.title : '';
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Backend');
  await expect(formOn(page).locator('input[name="subject"]')).toHaveValue(
    new RegExp(`^${hindi.subject!.replace('{position}', '').trim()}.*${title}`),
  );
});
