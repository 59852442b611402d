import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, FORM_SERVICE, loadSite, test as base } from './fixtures';
import { validApplication } from '../fixtures/forms';
import type { Form } from '../../src/schema/forms/form';
import { CONSENT_GIVEN, NOTICE_VERSION_FIELD } from '../../src/base/consent';
import type { ReceivedFile } from '../../scripts/lib/form-body';
import { LANE_HEADER } from '../../scripts/lib/form-service';

export const site = loadSite();

export type Mode = 'ok' | 'fail' | 'error500' | 'rate-limit' | 'hang';

// A worker runs one test at a time: the lane of the test it is running.
let lane = '';
const control = (path: string, init?: RequestInit) =>
  fetch(`${FORM_SERVICE}${path}${path.includes('?') ? '&' : '?'}lane=${lane}`, init);

/**
 * The stand-in as the running test sees it: its own lane (mode and leads), so tests that run
 * side by side never answer or count each other's submissions.
 */
export const standIn = {
  async mode(mode: Mode) {
    const answer = await control(`/__mode?set=${mode}`);
    expect(answer.status).toBe(200);
  },
  async leads(): Promise<
    { contentType: string; fields: Record<string, string>; files: ReceivedFile[] }[]
  > {
    return (await control('/__log')).json();
  },
  async clear() {
    await control('/__log', { method: 'DELETE' });
  },
};

const toStandIn = (url: URL) => url.origin === FORM_SERVICE;

/** The e2e test, with every request its pages send to the stand-in marked with its own lane. */
export const test = base.extend<{ standInLane: string }>({
  standInLane: [
    async ({ context }, use) => {
      lane = randomUUID();
      await context.route(toStandIn, (route) =>
        route.fallback({ headers: { ...route.request().headers(), [LANE_HEADER]: lane } }),
      );
      await use(lane);
      // A request still hanging in this lane is answered, so nothing waits on it.
      await standIn.mode('ok');
    },
    { auto: true },
  ],
});

export interface FormCase {
  name: string;
  form: Form;
  /** Where a visitor finds it. */
  path: string;
  /** Values that pass every rule (a choice by the value it sends). */
  valid: Record<string, string>;
  /** Hidden fields the service needs, as served before any script runs. */
  served: Record<string, string>;
}

const application = site.forms.application!;
const contact = site.forms.contact!;
const absolute = (form: Form) => new URL(form.transport.redirect!, site.url).href;

export const FORM_CASES: FormCase[] = [
  {
    name: 'contact form',
    form: contact,
    path: '/contact',
    valid: {
      name: 'Ravi Shukla',
      email: 'ravi@example.com',
      subject: 'Clinic website',
      message: 'We need a website for our clinic in Gorakhpur.',
    },
    served: {
      access_key: 'e2e-test-key',
      language: 'en',
      redirect: absolute(contact),
      [NOTICE_VERSION_FIELD]: contact.consent!.version,
    },
  },
  {
    name: 'application form',
    form: application,
    // An address naming no opening: the visitor chooses one.
    path: '/apply?job=SEO%20Executive',
    valid: { position: 'SEO (internship)', ...validApplication },
    served: {
      access_key: 'e2e-test-key',
      language: 'en',
      subject: application.context!.subject!,
      redirect: absolute(application),
      [NOTICE_VERSION_FIELD]: application.consent!.version,
    },
  },
];

/** What a form sends once its box is ticked: the consent, beside the notice's version. */
export const consented = { consent: CONSENT_GIVEN };

export const formOn = (page: Page) => page.getByRole('form');

export const field = (page: Page, c: FormCase, name: string) =>
  formOn(page).getByLabel(c.form.fields.find((f) => f.name === name)!.label, { exact: true });

/** The consent box of a form, by its label in site.json (in the page's language). */
export const consentBox = (page: Page, form: Pick<Form, 'consent'>) =>
  formOn(page).getByRole('checkbox', { name: form.consent!.label });

const isChoice = (c: FormCase, name: string) =>
  c.form.fields.find((f) => f.name === name)?.kind === 'select';

/** Fills the fields in as a visitor does (a choice chosen), and ticks the consent box. */
export async function fill(
  page: Page,
  c: FormCase,
  values: Record<string, string> = c.valid,
  { agree = true } = {},
) {
  for (const [name, value] of Object.entries(values))
    if (isChoice(c, name)) await field(page, c, name).selectOption(value);
    else await field(page, c, name).fill(value);
  if (agree && c.form.consent) await consentBox(page, c.form).check();
}

/** Every value is where the visitor left it, the consent box still ticked. */
export async function expectKept(page: Page, c: FormCase, values = c.valid) {
  for (const [name, value] of Object.entries(values))
    await expect(field(page, c, name)).toHaveValue(value);
  if (c.form.consent) await expect(consentBox(page, c.form)).toBeChecked();
}

export const submitButton = (page: Page, c: FormCase) =>
  formOn(page).getByRole('button', { name: c.form.submitLabel });

/** Every request the page sends to the form service, counted in the browser. */
export function countSends(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(FORM_SERVICE) && request.method() === 'POST')
      sent.push(request.postData() ?? '');
  });
  return sent;
}
