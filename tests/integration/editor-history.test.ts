import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startEditor, type RunningEditor } from '../../editor/server';
import type { HistoryResponse } from '../../editor/protocol/history';
import { writeMinimal } from '../../editor/lib/minimal-diff';
import { writeHistory } from '../../scripts/lib/git-history';
import { siteInput, siteText } from '../fixtures/site';
import { tempDir } from '../fixtures/temp-dir';

// GET /api/history through the editor's own server, as raw HTTP: what it answers, and what it
// refuses (always a 4xx with its reason, never a 500).
const dir = tempDir('editor-history-');
const file = join(dir, 'site.json');
const about = siteInput().pages[1]!;
const changed = (() => {
  const data = siteInput();
  (data.pages[1]!.sections[0] as { heading?: string }).heading = 'Who we are';
  return writeMinimal(siteText(), data).text;
})();
let editor: RunningEditor;
let own: string;

beforeAll(async () => {
  await writeHistory(dir, 'site.json', [
    { text: siteText(), message: 'initial' },
    { text: changed, message: 'about: new heading' },
  ]);
  editor = await startEditor({ file, port: 0 });
  own = new URL(editor.url).host;
});

afterAll(async () => {
  await editor?.close();
});

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((done, fail) => {
    const url = new URL(editor.url);
    request(
      { host: url.hostname, port: url.port, path, headers: { host: own, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    )
      .on('error', fail)
      .end();
  });
}

const aboutQuery = `target=page&key=${encodeURIComponent(about.path)}`;

test('answers the history of a page: its commits, newest first, with each version', async () => {
  const answer = await get(`/api/history?${aboutQuery}`, { 'sec-fetch-site': 'same-origin' });
  expect(answer.status).toBe(200);
  const body = JSON.parse(answer.body) as HistoryResponse;
  if (body.kind !== 'history') throw new Error(body.message);
  expect(body.entries.map((e) => e.message)).toEqual(['about: new heading', 'initial']);
  expect(body.entries[0]!.value).toMatchObject({ path: about.path });
  expect(body.total).toBe(2);
});

test.each([
  ['no target', 400, '/api/history', '"target" must be page, post or not-found.'],
  [
    'a path that is no path',
    400,
    '/api/history?target=page&key=about',
    '"key" must be the page\'s path, starting with "/".',
  ],
  [
    'a section named half',
    400,
    `/api/history?${aboutQuery}&section-type=hero`,
    '"section-type" and "section-nth" name a section by its type and number.',
  ],
  [
    'a made-up cursor',
    400,
    `/api/history?${aboutQuery}&before=HEAD`,
    '"before" must be the "next" of an earlier answer.',
  ],
  [
    'a page no commit has',
    404,
    '/api/history?target=page&key=%2Fnowhere',
    'The newest recorded version of the site does not have this yet: it is new, or its address or name changed since then.',
  ],
])('refuses %s with a %i and why', async (_, status, path, message) => {
  const answer = await get(path);
  expect(answer.status).toBe(status);
  expect(JSON.parse(answer.body)).toEqual({ error: message });
});

test("is read only by the editor's own page, at its own name", async () => {
  const path = `/api/history?${aboutQuery}`;
  expect((await get(path, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  expect((await get(path, { origin: 'http://evil.example' })).status).toBe(403);
  expect((await get(path, { host: `evil.example:${new URL(editor.url).port}` })).status).toBe(403);
  expect(readFileSync(file, 'utf8')).toBe(changed);
});
