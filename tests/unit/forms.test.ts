import { describe, expect, it, vi } from 'vitest';
import { FormSchema } from '../../src/schema/forms/form';
import { constraintAttributes, nestedRepetition } from '../../src/forms/constraints';
import { passes, validate } from '../../src/forms/validate';
import type { Field } from '../../src/schema/forms/fields';
import { outcomeMessage } from '../../src/forms/outcome';
import { requestBody, send } from '../../src/forms/submit';
import { readingBContactForm } from '../fixtures/forms';
import { loadSite } from '../fixtures/site';

const site = loadSite();
const application = site.forms.application!;
const filled = {
  position: 'Backend (internship)',
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
  it('has the position first, then the twelve fields and the CV, in their order', () => {
    expect(application.fields.map((f) => f.name)).toEqual([...Object.keys(filled), 'attachment']);
  });

  it('shows every rule message for an empty form', () => {
    expect(validate(application.fields, {})).toEqual({
      position: 'Please choose the position you are applying for.',
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

  it('takes a phone typed in Devanagari digits as the same ten digits, and sends them in Latin digits', () => {
    const phone = '९८७६५४३२१०';
    expect(validate(application.fields, { ...filled, phone })).toEqual({});
    expect(validate(application.fields, { ...filled, phone: '९८७६५' })).toEqual({
      phone: 'Valid 10-digit phone number is required.',
    });
    const entries = new FormData();
    entries.append('phone', phone);
    entries.append('message', 'कमरा १२');
    const body = requestBody(application, entries);
    expect(body.get('phone')).toBe('9876543210');
    expect(body.get('message')).toBe('कमरा १२');
    const field = application.fields.find((f) => f.name === 'phone')!;
    const browser = new RegExp(`^(?:${constraintAttributes(field).pattern})$`, 'v');
    expect([phone, '9876543210', '९८७६५'].map((v) => browser.test(v))).toEqual([true, true, false]);
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

describe('send', () => {
  const contact = site.forms.contact!;
  const answer = (status: number, body: string) => async () =>
    new Response(body, { status, headers: { 'content-type': 'application/json' } });
  const entries = (values: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(values)) data.append(name, value);
    return data;
  };
  const data = entries(filled);

  it('counts only a 2xx answer whose success is exactly true', async () => {
    const outcome = (status: number, body: string) =>
      send(application, data, { fetchImpl: answer(status, body) });
    expect(await outcome(200, '{"success":true}')).toBe('success');
    expect(await outcome(200, '{"success":"true"}')).toBe('failure');
    expect(await outcome(200, '{"success":false}')).toBe('failure');
    expect(await outcome(200, '<html>')).toBe('failure');
    expect(await outcome(500, '{"success":true}')).toBe('failure');
    expect(await outcome(400, '{"success":false}')).toBe('failure');
    expect(await outcome(429, '{"success":false}')).toBe('rate-limited');
  });

  it('tells a device that is offline from a service that cannot be reached', async () => {
    const refused = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await send(application, data, { fetchImpl: refused, online: () => true })).toBe(
      'network-error',
    );
    expect(await send(application, data, { fetchImpl: refused, online: () => false })).toBe(
      'offline',
    );
  });

  it('gives up after the timeout in data', async () => {
    const form = { ...application, transport: { ...application.transport, timeoutMs: 20 } };
    const hang: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      );
    expect(await send(form, data, { fetchImpl: hang })).toBe('timeout');
  });

  it("sends what the browser would post, in the form's encoding, without the scriptless redirect", async () => {
    let sent: RequestInit | undefined;
    const capture: typeof fetch = async (_url, init) => {
      sent = init;
      return new Response('{"success":true}', { status: 200 });
    };
    const posted = { access_key: 'k', subject: 'Job application: UI/UX Designer', ...filled };
    await send(application, entries({ ...posted, redirect: 'https://x/thank-you' }), {
      fetchImpl: capture,
    });
    expect(sent?.body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(sent!.body as FormData)).toEqual(posted);
    expect(sent?.redirect).toBe('manual');

    const message = {
      access_key: 'k',
      name: 'Ravi',
      email: 'r@x.in',
      subject: 'Hi',
      message: 'Hello',
    };
    await send(contact, entries({ ...message, redirect: 'https://x/thank-you' }), {
      fetchImpl: capture,
    });
    expect(sent?.body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(sent!.body as URLSearchParams)).toEqual(message);
  });

  it("takes the service's redirect (given only after it accepted) as success", async () => {
    const redirected: typeof fetch = async () => Response.redirect('https://x/thank-you', 303);
    const opaque = async () =>
      Object.defineProperty(new Response(null, { status: 200 }), 'type', {
        value: 'opaqueredirect',
      });
    expect(await send(contact, data, { fetchImpl: opaque })).toBe('success');
    expect(await send(contact, data, { fetchImpl: redirected })).toBe('failure');
  });
});

describe('outcome messages', () => {
  it("uses the spec's words for the application, falling back from the specific to the general", () => {
    expect(outcomeMessage(application, 'failure')).toBe('Failed to submit application. Try again.');
    expect(outcomeMessage(application, 'rate-limited')).toBe(
      'Failed to submit application. Try again.',
    );
    for (const outcome of ['network-error', 'timeout', 'offline'] as const)
      expect(outcomeMessage(application, outcome)).toBe(
        'An error occurred. Please try again later.',
      );
  });

  it("has the contact form's own words for every outcome", () => {
    const contact = site.forms.contact!;
    const shown = (['failure', 'rate-limited', 'timeout', 'offline', 'network-error'] as const).map(
      (outcome) => outcomeMessage(contact, outcome),
    );
    expect(new Set(shown).size).toBe(5);
  });
});

describe("the browser's own checks", () => {
  it('every pattern attribute compiles as browsers compile it (v flag), so none is ignored', () => {
    const forms = [...Object.values(site.forms), FormSchema.parse(readingBContactForm)];
    const patterns = forms.flatMap((form) =>
      form.fields.flatMap((f) => constraintAttributes(f).pattern ?? []),
    );
    expect(patterns).toContain('[\\d\\u0966-\\u096F]{10}');
    expect(patterns.length).toBeGreaterThanOrEqual(4);
    for (const pattern of patterns) expect(() => new RegExp(pattern, 'v'), pattern).not.toThrow();
  });
});

describe('a rule that cannot run', () => {
  const field = (pattern: string): Field => ({
    name: 'code',
    label: 'Code',
    kind: 'text',
    rules: [{ kind: 'pattern', pattern, message: 'Please check the code.' }],
  });

  it.each([
    ['an invalid pattern', '[a-', /is not a valid regular expression/],
    ['a catastrophic pattern', '(a+)+b', /repeats "\(a\+\)", which itself repeats/],
    ['a catastrophic pattern in a special group', '(?:\\w*x?)*', /which itself repeats/],
  ])('is skipped, reported once and drops no check the browser runs: %s', (_, pattern, report) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const started = performance.now();
    expect(validate([field(pattern)], { code: `${'a'.repeat(40)}!` })).toEqual({});
    expect(validate([field(pattern)], { code: 'x' })).toEqual({});
    expect(performance.now() - started).toBeLessThan(100);
    expect(constraintAttributes(field(pattern)).pattern).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(report);
    expect(String(warn.mock.calls[0]![0])).toContain(`Form rule skipped: the pattern "${pattern}"`);
    warn.mockRestore();
  });

  it('keeps safe patterns, even with bounded or single repetition of groups', () => {
    for (const pattern of ['https://.+', '(\\d{3}-){2}\\d{4}', '[0-9]+', '(ab)+', '(a|b)*c'])
      expect(nestedRepetition(pattern), pattern).toBeUndefined();
    expect(validate([field('(\\d{3}-){2}\\d{4}')], { code: '555-123-4567' })).toEqual({});
    expect(validate([field('(\\d{3}-){2}\\d{4}')], { code: '555-1234' })).toEqual({
      code: 'Please check the code.',
    });
    expect(constraintAttributes(field('https://.+')).pattern).toBe('https://.+');
  });
});

describe('the hold before an early submit', () => {
  const data = new FormData();
  it('waits before sending, within the time limit counted from the press', async () => {
    vi.useFakeTimers();
    try {
      let sentAt = -1;
      const fetchImpl: typeof fetch = async () => {
        sentAt = Date.now();
        return new Response('{"success":true}', { status: 200 });
      };
      const start = Date.now();
      const sending = send(application, data, { fetchImpl, holdMs: 1500 });
      await vi.advanceTimersByTimeAsync(1499);
      expect(sentAt).toBe(-1);
      await vi.advanceTimersByTimeAsync(1);
      expect(await sending).toBe('success');
      expect(sentAt - start).toBe(1500);

      const hang: typeof fetch = (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        );
      const slow = send(application, data, { fetchImpl: hang, holdMs: 1500 });
      await vi.advanceTimersByTimeAsync(application.transport.timeoutMs);
      expect(await slow).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });
});
