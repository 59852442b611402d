import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { startFormService, type FormService } from '../../scripts/lib/form-service';

const KEY = 'stand-in-test-key';
const SITE = new URL(JSON.parse(readFileSync('site.json', 'utf8')).url).origin;

/**
 * The stand-in must answer the way the real service does, so the site's tests mean something:
 * a real HTTP server on a free port, spoken to over real sockets.
 */
describe('the form-service stand-in', () => {
  let service: FormService;
  let base = '';
  beforeAll(async () => {
    service = await startFormService({ port: 0, accessKey: KEY, maxBodyBytes: 4096 });
    const address = service.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((done) => service.close(() => done())));
  beforeEach(async () => {
    await fetch(`${base}/__mode?set=ok`);
    await fetch(`${base}/__log`, { method: 'DELETE' });
  });

  const form = (fields: Record<string, string>) => new URLSearchParams(fields);
  const post = (body: BodyInit, init: RequestInit = {}, path = '/submit') =>
    fetch(`${base}${path}`, { method: 'POST', body, redirect: 'manual', ...init });
  const leads = async () => (await fetch(`${base}/__log`)).json();
  const lead = { access_key: KEY, name: 'Ravi', email: 'ravi@example.com', message: 'Hello' };

  it('takes a lead: 303 to the site for a form post with a redirect, JSON otherwise', async () => {
    const redirected = await post(form({ ...lead, redirect: `${SITE}/thank-you` }));
    expect(redirected.status).toBe(303);
    expect(redirected.headers.get('location')).toBe(`${SITE}/thank-you`);
    const multipart = new FormData();
    for (const [name, value] of Object.entries(lead)) multipart.append(name, value);
    const answered = await post(multipart);
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ success: true, message: 'Email sent successfully!' });
    const json = await post(JSON.stringify(lead), {
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(200);
    const received = await leads();
    expect(received.map((r: { contentType: string }) => r.contentType)).toEqual([
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/json',
    ]);
    expect(received[1].fields).toEqual(lead);
  });

  it('refuses a wrong or missing access key, and any other path', async () => {
    const wrong = await post(form({ ...lead, access_key: 'guess' }));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ success: false, message: 'Invalid access key.' });
    expect((await post(form({ name: 'x' }))).status).toBe(401);
    expect((await post(form(lead), {}, '/submit/extra')).status).toBe(404);
    expect((await post(form(lead), {}, '/')).status).toBe(404);
    expect((await fetch(`${base}/submit`)).status).toBe(405);
    expect(await leads()).toEqual([]);
  });

  it('refuses a redirect with CR/LF, a relative one and one off the site, and keeps running', async () => {
    for (const redirect of [
      `${SITE}/thank-you\r\nSet-Cookie: a=b`,
      `${SITE}/thank-you\n`,
      '/thank-you',
      'https://evil.example/thank-you',
      `${SITE}.evil.example/thank-you`,
    ]) {
      const answer = await post(form({ ...lead, redirect }));
      expect(answer.status, redirect).toBe(400);
      expect(answer.headers.get('location')).toBeNull();
      expect((await answer.json()).success).toBe(false);
    }
    expect((await post(form({ ...lead, redirect: `${SITE}/thank-you` }))).status).toBe(303);
  });

  it('caps the body (413), answers malformed bodies with 400, and keeps running', async () => {
    const huge = await post(form({ ...lead, message: 'x'.repeat(10_000) }));
    expect(huge.status).toBe(413);
    const broken = [
      post('--nope\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', {
        headers: { 'content-type': 'multipart/form-data; boundary=other' },
      }),
      post('{"access_key": ', { headers: { 'content-type': 'application/json' } }),
      post('[1, 2]', { headers: { 'content-type': 'application/json' } }),
      post('name=x', { headers: { 'content-type': 'text/plain' } }),
    ];
    for (const answer of await Promise.all(broken)) expect(answer.status).toBe(400);
    expect(await leads()).toEqual([]);
    const all = await (await fetch(`${base}/__log?all=1`)).json();
    expect(all.map((r: { status: number }) => r.status)).toEqual([413, 400, 400, 400, 400]);
    expect((await post(form(lead))).status).toBe(200);
  });

  it('answers a huge body sent in chunks with 413 without reading it all', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${base}/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      req.on('response', (res) => resolve(res.statusCode ?? 0));
      req.on('error', reject);
      req.write(`access_key=${KEY}&message=`);
      req.write('x'.repeat(8192));
    });
    expect(status).toBe(413);
  });

  it('takes one file of up to 5 MB as "attachment", refusing others as the service does', async () => {
    const withFile = (files: [string, string, number][]) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(lead)) body.append(name, value);
      for (const [field, name, size] of files)
        body.append(field, new Blob([new Uint8Array(size)], { type: 'application/pdf' }), name);
      return body;
    };
    const largest = await post(withFile([['attachment', 'cv.pdf', 5_000_000]]));
    expect(largest.status).toBe(200);
    expect((await leads())[0].files).toEqual([
      { field: 'attachment', name: 'cv.pdf', type: 'application/pdf', size: 5_000_000 },
    ]);
    const refused: [[string, string, number][], number, string][] = [
      [[['attachment', 'cv.pdf', 5_000_001]], 413, 'The file is larger than 5000000 bytes.'],
      [[['attachment', 'setup.exe', 10]], 400, 'Files of this type cannot be attached: setup.exe.'],
      [[['cv', 'cv.pdf', 10]], 400, 'Attach the file as "attachment", not "cv".'],
      [
        [
          ['attachment', 'a.pdf', 10],
          ['attachment', 'b.pdf', 10],
        ],
        400,
        'Only one file can be attached.',
      ],
    ];
    for (const [files, status, message] of refused) {
      const answer = await post(withFile(files));
      expect(answer.status, message).toBe(status);
      expect(await answer.json()).toEqual({ success: false, message });
    }
    // What a browser posts for a file input left empty: a part with filename="" and no bytes
    // (written out, since Node's FormData leaves an empty filename out): no file, no field.
    const part = (name: string, rest: string) =>
      `--b\r\nContent-Disposition: form-data; name="${name}"${rest}\r\n`;
    const empty = await post(
      Object.entries(lead)
        .map(([name, value]) => `${part(name, '')}\r\n${value}\r\n`)
        .join('') +
        `${part('attachment', '; filename=""')}Content-Type: application/octet-stream\r\n\r\n\r\n--b--\r\n`,
      { headers: { 'content-type': 'multipart/form-data; boundary=b' } },
    );
    expect(empty.status).toBe(200);
    const [, nothing] = await leads();
    expect(nothing.files).toEqual([]);
    expect(nothing.fields).toEqual(lead);
  });

  it('drops a ticked honeypot silently: answered as sent, never a lead', async () => {
    const answer = await post(form({ ...lead, botcheck: 'on', redirect: `${SITE}/thank-you` }));
    expect(answer.status).toBe(303);
    expect(await leads()).toEqual([]);
  });

  it('has modes for a refusal, a server error, 429 and a hanging answer', async () => {
    await fetch(`${base}/__mode?set=fail`);
    expect((await post(form(lead))).status).toBe(400);
    await fetch(`${base}/__mode?set=error500`);
    expect((await post(form(lead))).status).toBe(500);
    await fetch(`${base}/__mode?set=rate-limit`);
    const limited = await post(form(lead));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    await fetch(`${base}/__mode?set=hang`);
    let settled = false;
    const hanging = post(form(lead)).then((r) => {
      settled = true;
      return r.status;
    });
    await expect.poll(async () => (await leads()).length).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toBe(false);
    await fetch(`${base}/__mode?set=ok`);
    expect(await hanging).toBe(504);
    expect((await fetch(`${base}/__mode?set=sideways`)).status).toBe(400);
  });

  it("gives each test's lane its own mode and log, so tests side by side cannot meet", async () => {
    const inLane = (lane: string) => ({ headers: { 'x-stand-in-lane': lane } });
    const logOf = async (lane: string) => (await fetch(`${base}/__log?lane=${lane}`)).json();
    expect((await fetch(`${base}/__mode?set=fail&lane=a`)).status).toBe(200);
    expect((await post(form(lead), inLane('a'))).status).toBe(400);
    expect((await post(form(lead), inLane('b'))).status).toBe(200);
    expect((await post(form(lead))).status).toBe(200);
    expect((await logOf('a')).map((r: { status: number }) => r.status)).toEqual([400]);
    expect((await logOf('b')).map((r: { status: number }) => r.status)).toEqual([200]);
    expect(await leads()).toHaveLength(1);
    await fetch(`${base}/__log?lane=b`, { method: 'DELETE' });
    expect(await logOf('b')).toEqual([]);
    expect(await leads()).toHaveLength(1);
    expect((await fetch(`${base}/__log?lane=${'x'.repeat(65)}`)).status).toBe(400);
  });

  it('answers its control endpoints to test code only, never to a web page', async () => {
    const fromPage: Record<string, string>[] = [
      { origin: 'http://127.0.0.1:4180' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { host: 'rebound.example' },
    ];
    // node:http, since fetch will not send a Host of our choosing.
    const send = (path: string, method: string, headers: Record<string, string>) =>
      new Promise<{ status: number; cors?: string }>((resolve, reject) =>
        httpRequest(`${base}${path}`, { method, headers }, (res) => {
          res.resume();
          resolve({
            status: res.statusCode ?? 0,
            cors: res.headers['access-control-allow-origin'] as string | undefined,
          });
        })
          .on('error', reject)
          .end(),
      );
    for (const headers of fromPage) {
      for (const [path, method] of [
        ['/__log', 'GET'],
        ['/__log', 'DELETE'],
        ['/__mode?set=hang', 'GET'],
        ['/__mode?set=hang', 'POST'],
      ] as const) {
        const answer = await send(path, method, headers);
        expect(answer, `${method} ${path} ${JSON.stringify(headers)}`).toEqual({
          status: 403,
          cors: undefined,
        });
      }
    }
    expect(await (await fetch(`${base}/__mode`)).json()).toEqual({ mode: 'ok' });
  });

  it('takes a bare port number, as its first version did', async () => {
    const other = await startFormService(0);
    const address = other.address();
    expect(typeof address === 'object' && address && address.port).toBeGreaterThan(0);
    await new Promise<void>((done) => other.close(() => done()));
  });

  it('fails with a clear message when its port is taken', async () => {
    const port = Number(new URL(base).port);
    await expect(startFormService({ port })).rejects.toThrow(
      `The form-service stand-in cannot listen on 127.0.0.1:${port}: the port is in use`,
    );
  });
});
