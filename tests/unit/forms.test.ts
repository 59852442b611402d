import { describe, expect, it } from 'vitest';
import { FormSchema } from '../../src/schema/forms';
import { contextValue, passes, validate } from '../../src/forms/validate';
import { sendMultipart } from '../../src/forms/submit';
import { readingBContactForm } from '../fixtures/forms';
import { loadSite } from '../fixtures/site';

const site = loadSite();
const application = site.forms.application!;
const filled = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  message: 'Hello',
  course: 'B.Tech',
  college: 'MMMUT',
  yearOfStudy: '3rd',
  skills: 'React',
  experience: 'None yet',
  tenthPercent: '91',
  twelfthPercent: '88.5',
  gradPercent: '8.2',
};

describe('the application form', () => {
  it('has the twelve fields in their order', () => {
    expect(application.fields.map((f) => f.name)).toEqual(Object.keys(filled));
  });

  it('shows every rule message for an empty form', () => {
    expect(validate(application.fields, {})).toEqual({
      name: 'Name is required.',
      email: 'Valid email is required.',
      phone: 'Valid 10-digit phone number is required.',
      message: 'Message cannot be empty.',
      course: 'Course is required.',
      college: 'College name is required.',
      yearOfStudy: 'Year of study is required.',
      skills: 'Skills are required.',
      experience: 'Experience is required.',
      tenthPercent: '10th percentage is required and must be a valid number.',
      twelfthPercent: '12th percentage is required and must be a valid number.',
      gradPercent: 'Graduation percentage is required and must be a valid number.',
    });
  });

  it('accepts a complete application, with no bounds on percentages', () => {
    expect(validate(application.fields, filled)).toEqual({});
    expect(validate(application.fields, { ...filled, tenthPercent: '140' })).toEqual({});
  });

  it.each([
    ['phone', '98765', 'Valid 10-digit phone number is required.'],
    ['phone', '98765432101', 'Valid 10-digit phone number is required.'],
    ['phone', '98765-4321', 'Valid 10-digit phone number is required.'],
    ['email', 'asha@', 'Valid email is required.'],
    ['tenthPercent', 'ninety', '10th percentage is required and must be a valid number.'],
    ['gradPercent', '8.2.1', 'Graduation percentage is required and must be a valid number.'],
    ['name', '   ', 'Name is required.'],
  ])('refuses %s = %j with its rule message', (field, value, message) => {
    expect(validate(application.fields, { ...filled, [field]: value })).toEqual({
      [field]: message,
    });
  });
});

describe('rules', () => {
  it('lets blank values through every rule but required', () => {
    expect(passes({ kind: 'digits', length: 10 }, '')).toBe(true);
    expect(passes({ kind: 'required' }, '')).toBe(false);
  });

  it('leaves rules without a message to the browser (the browser-validated contact form)', () => {
    const form = FormSchema.parse(readingBContactForm);
    expect(validate(form.fields, {})).toEqual({});
    const phone = form.fields.find((f) => f.name === 'phone')!;
    expect(phone.rules.some((r) => r.kind === 'pattern' && !passes(r, '98a'))).toBe(true);
  });
});

describe('contextValue', () => {
  it('falls back, trims and caps the query parameter', () => {
    expect(contextValue(null, 'Unknown Position', 100)).toBe('Unknown Position');
    expect(contextValue('   ', 'Unknown Position', 100)).toBe('Unknown Position');
    expect(contextValue('  Web   Development ', 'x', 100)).toBe('Web Development');
    expect(contextValue('a'.repeat(5000), 'x', 100)).toHaveLength(100);
  });
});

describe('sendMultipart', () => {
  const answer = (status: number, body: string) => async () =>
    new Response(body, { status, headers: { 'content-type': 'application/json' } });

  it('counts only a 2xx answer whose success is exactly true', async () => {
    expect(await sendMultipart(application, filled, {}, answer(200, '{"success":true}'))).toBe(
      'success',
    );
    expect(await sendMultipart(application, filled, {}, answer(200, '{"success":"true"}'))).toBe(
      'failure',
    );
    expect(await sendMultipart(application, filled, {}, answer(200, '{"success":false}'))).toBe(
      'failure',
    );
    expect(await sendMultipart(application, filled, {}, answer(200, '<html>'))).toBe('failure');
    expect(await sendMultipart(application, filled, {}, answer(500, '{"success":true}'))).toBe(
      'failure',
    );
  });

  it('reports a network failure', async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await sendMultipart(application, filled, {}, offline)).toBe('network-error');
  });

  it('gives up after the timeout in data', async () => {
    const form = {
      ...application,
      transport: { kind: 'fetch-multipart' as const, endpoint: 'http://x', timeoutMs: 20 },
    };
    const hang: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      );
    expect(await sendMultipart(form, filled, {}, hang)).toBe('network-error');
  });

  it('sends the access key, the extra fields and all twelve fields as multipart', async () => {
    let sent: FormData | undefined;
    const capture: typeof fetch = async (_url, init) => {
      sent = init?.body as FormData;
      return new Response('{"success":true}', { status: 200 });
    };
    await sendMultipart(
      application,
      filled,
      { position: 'UI/UX Designer', subject: 'Job application: UI/UX Designer' },
      capture,
    );
    expect([...sent!.keys()]).toEqual([
      'access_key',
      'position',
      'subject',
      ...Object.keys(filled),
    ]);
    expect(sent!.get('position')).toBe('UI/UX Designer');
  });
});
