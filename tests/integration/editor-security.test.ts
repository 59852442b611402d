import { createHash } from 'node:crypto';
import { copyFileSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EditorStartRefused, startEditor, type RunningEditor } from '../../editor/server';
import { MAX_BODY_BYTES } from '../../editor/http/body';
import { tempDir } from '../fixtures/temp-dir';

/**
 * The editor server tried as an attacker would: every refused request answers 4xx with a reason,
 * and site.json is byte for byte what it was.
 */
const dir = tempDir('editor-security-');
const file = join(dir, 'site.json');
copyFileSync('site.json', file);
const original = readFileSync(file, 'utf8');
const version = createHash('sha256').update(original).digest('hex');

let editor: RunningEditor;
let port: number;
let token: string;
let own: string;

interface Answer {
  status: number;
  body: string;
}

function send(
  options: { method?: string; path: string; headers?: Record<string, string | number> },
  body?: string | Buffer,
): Promise<Answer> {
  return new Promise((done, fail) => {
    let answered = false;
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    // The server closes a refused upload once it has answered, perhaps before all was sent.
    req.on('error', (error) => (answered ? undefined : fail(error)));
    req.end(body);
  });
}

/** A save the editor's own page would send, with one value changed on the way. */
function pageSave(overrides: Record<string, string | number> = {}, body?: string | Buffer) {
  const data = JSON.parse(original) as { name: string };
  data.name = 'Evil Corp';
  const json = body ?? JSON.stringify({ baseVersion: version, data });
  return send(
    {
      method: 'POST',
      path: '/api/save',
      headers: {
        host: own,
        origin: `http://${own}`,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
        'x-editor-token': token,
        ...overrides,
      },
    },
    json,
  );
}

const unchanged = () => expect(readFileSync(file, 'utf8')).toBe(original);

beforeAll(async () => {
  editor = await startEditor({ file, port: 0 });
  port = Number(new URL(editor.url).port);
  own = `127.0.0.1:${port}`;
  const page = await send({ path: '/', headers: { host: own } });
  token = /<meta name="editor-token" content="([^"]+)"/.exec(page.body)?.[1] ?? '';
}, 60_000);

afterAll(async () => {
  await editor?.close();
});

describe(
  'the editor server refuses what it did not expect, and writes nothing',
  { timeout: 20_000 },
  () => {
    it('gives its session token to its own page', () => {
      expect(token).toMatch(/^[\w-]{43}$/);
    });

    it('refuses a foreign Host name (DNS rebinding), for pages and API alike', async () => {
      for (const path of ['/', '/api/load']) {
        const answer = await send({ path, headers: { host: `rebind.example:${port}` } });
        expect(answer.status).toBe(403);
        expect(answer.body).toContain(`answers only at http://127.0.0.1:${port}/`);
        expect(answer.body).not.toContain('"pages"');
      }
      expect(
        (
          await pageSave({
            host: `rebind.example:${port}`,
            origin: `http://rebind.example:${port}`,
          })
        ).status,
      ).toBe(403);
      unchanged();
    });

    it('refuses a cross-origin POST, even one with the right token', async () => {
      const answer = await pageSave({
        origin: 'https://attacker.example',
        'sec-fetch-site': 'cross-site',
      });
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body).error).toMatch(/answers only its own page/);
      expect(
        (await pageSave({ origin: 'https://attacker.example', 'sec-fetch-site': '' })).status,
      ).toBe(403);
      unchanged();
    });

    it('refuses a cross-site read of the file', async () => {
      const answer = await send({
        path: '/api/load',
        headers: { host: own, 'sec-fetch-site': 'cross-site' },
      });
      expect(answer.status).toBe(403);
      expect(answer.body).not.toContain('"pages"');
    });

    it('refuses a text/plain body (the kind a page elsewhere can send without asking)', async () => {
      const answer = await pageSave({ 'content-type': 'text/plain;charset=UTF-8' });
      expect(answer.status).toBe(415);
      expect(JSON.parse(answer.body).error).toBe(
        'A change is sent as application/json, not text/plain;charset=UTF-8.',
      );
      unchanged();
    });

    it('refuses a change without the token, or with another one', async () => {
      for (const sent of ['', 'x'.repeat(43)]) {
        const answer = await pageSave({ 'x-editor-token': sent });
        expect(answer.status).toBe(403);
        expect(JSON.parse(answer.body).error).toBe(
          'This editor session does not know the request: reload the editor page and try again.',
        );
      }
      unchanged();
    });

    it('refuses a change without an Origin', async () => {
      const headers = { host: own, 'content-type': 'application/json', 'x-editor-token': token };
      const answer = await send({ method: 'POST', path: '/api/save', headers }, '{}');
      expect(answer.status).toBe(403);
      unchanged();
    });

    it('answers a malformed body with 400, never 500', async () => {
      for (const [body, message] of [
        ['{"baseVersion": ', /not JSON/],
        ['[1, 2]', /must be a JSON object/],
        [
          '{"baseVersion": "abc", "data": {}}',
          /"baseVersion" must be the version the editor loaded/,
        ],
        [`{"baseVersion": "${version}", "data": "text"}`, /"data" must be the whole site/],
        [`{"baseVersion": "${version}"}`, /"data" must be the whole site/],
      ] as const) {
        const answer = await pageSave({}, body);
        expect(answer.status, body).toBe(400);
        expect(JSON.parse(answer.body).error).toMatch(message);
      }
      unchanged();
    });

    it('refuses an oversized body with 413, by its declared size or by what arrives', async () => {
      const declared = await pageSave({ 'content-length': MAX_BODY_BYTES + 1 }, Buffer.alloc(0));
      expect(declared.status).toBe(413);
      const sent = await pageSave({}, Buffer.alloc(MAX_BODY_BYTES + 1024, 32));
      expect(sent.status).toBe(413);
      expect(JSON.parse(sent.body).error).toMatch(/larger than the editor accepts/);
      unchanged();
    });

    it('answers a wrong method with 405 and an unknown route with 404', async () => {
      const headers = {
        host: own,
        origin: `http://${own}`,
        'content-type': 'application/json',
        'x-editor-token': token,
      };
      expect((await send({ method: 'POST', path: '/api/load', headers }, '{}')).status).toBe(405);
      expect((await send({ path: '/api/save', headers: { host: own } })).status).toBe(405);
      expect((await send({ path: '/api/nothing', headers: { host: own } })).status).toBe(404);
      unchanged();
    });

    it('saves what its own page sends', async () => {
      const answer = await pageSave();
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ ok: true });
      expect(readFileSync(file, 'utf8')).toContain('"name": "Evil Corp"');
    });
  },
);

describe('where the editor listens', () => {
  it('refuses to listen beyond this machine without accounts, and says how to add one', async () => {
    await expect(startEditor({ file, port: 0, host: '0.0.0.0' })).rejects.toThrow(
      EditorStartRefused,
    );
    await expect(startEditor({ file, port: 0, host: '0.0.0.0' })).rejects.toThrow(
      'The editor has no accounts, so it listens only on this machine (127.0.0.1, ::1 or localhost), not on 0.0.0.0: anyone who could reach it could change the site. Add an account first: npm run edit:user -- add you@example.org --name "Your Name" (it asks for the password).',
    );
  });
});
