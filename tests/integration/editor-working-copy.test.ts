import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CheckResponse,
  DiffResponse,
  LoadResponse,
  SaveResponse,
} from '../../editor/protocol/api-types';
import { createApi } from '../../editor/http/api';
import { writeMinimal } from '../../editor/lib/minimal-diff';
import { Refusal } from '../../editor/refusal';
import { setIn } from '../../editor/protocol/data-path';
import { ROOT } from '../fixtures/site';
import { tempDir } from '../fixtures/temp-dir';

/**
 * The editor's API taking changes as patches to its own copy of the site: each answer is the
 * one the whole site would have had, and a patch to a copy it does not hold writes nothing.
 */
function editorOn(name: string) {
  const dir = tempDir(`editor-copy-${name}-`);
  const file = join(dir, 'site.json');
  copyFileSync(join(ROOT, 'site.json'), file);
  execFileSync('git', ['init', '-q'], { cwd: dir });
  return file;
}

let server: Server;
let port: number;
let api: Awaited<ReturnType<typeof createApi>>;
let file: string;

beforeAll(async () => {
  file = editorOn('api');
  api = await createApi({ file, publicDir: join(ROOT, 'public') });
  server = createServer((req, res) => {
    const route = /^\/api\/([a-z]+)$/.exec(req.url ?? '')?.[1] ?? '';
    api.handle(req, res, route).catch((error: unknown) => {
      const status = error instanceof Refusal ? error.status : 500;
      res.writeHead(status).end(JSON.stringify({ error: String(error) }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as { port: number }).port;
});
afterAll(() => {
  api.close();
  server.close();
});

async function post<T>(route: string, body: unknown): Promise<{ status: number; answer: T }> {
  const response = await fetch(`http://127.0.0.1:${port}/api/${route}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return { status: response.status, answer: (await response.json()) as T };
}
const load = async () =>
  (await (await fetch(`http://127.0.0.1:${port}/api/load`)).json()) as LoadResponse;

const headingOf = (data: { pages: { path: string }[] }) => [
  'pages',
  data.pages.findIndex((p) => p.path === '/about'),
  'sections',
  0,
  'heading',
];

describe('a change sent as a patch to the server’s copy', () => {
  it('is checked and diffed as the whole site would be', async () => {
    const loaded = await load();
    const site = loaded.data as { pages: { path: string }[] };
    // An empty page path is an error the check locates at a line of the written text.
    const changes = [
      { path: headingOf(site), value: 'About our team!' },
      { path: ['pages', 1, 'path'], value: '' },
    ];
    const whole = changes.reduce<unknown>((data, c) => setIn(data, c.path, c.value), site);
    for (const route of ['check', 'diff']) {
      const patched = await post<CheckResponse & DiffResponse>(route, {
        base: loaded.copy,
        patch: changes,
      });
      const sent = await post<CheckResponse & DiffResponse>(route, { data: whole });
      expect(patched.status).toBe(200);
      const { copy: _a, ...fromPatch } = patched.answer;
      const { copy: _b, ...fromWhole } = sent.answer;
      expect(fromPatch).toEqual(fromWhole);
    }
    const { answer } = await post<CheckResponse>('check', { base: loaded.copy, patch: changes });
    expect(
      (answer.problems ?? []).some((p) => p.severity === 'error' && p.path === 'pages[1].path'),
    ).toBe(true);
  });

  it('saves the same smallest change as the whole site, and the next patch builds on it', async () => {
    const original = readFileSync(file, 'utf8');
    const loaded = await load();
    const path = headingOf(loaded.data as { pages: { path: string }[] });
    const first = await post<SaveResponse>('save', {
      baseVersion: loaded.version,
      base: loaded.copy,
      patch: [{ path, value: 'About our team!' }],
    });
    expect(first.answer).toMatchObject({ ok: true, minimal: true });
    const afterPatch = readFileSync(file, 'utf8');

    const expected = writeMinimal(original, setIn(loaded.data, path, 'About our team!'));
    expect(afterPatch).toBe(expected.text);

    const second = await post<SaveResponse>('save', {
      baseVersion: first.answer.ok ? first.answer.version : '',
      base: first.answer.copy,
      patch: [{ path, value: 'About our whole team' }],
    });
    expect(second.answer).toMatchObject({ ok: true });
    expect(readFileSync(file, 'utf8')).toBe(
      afterPatch.replace('About our team!', 'About our whole team'),
    );
  });

  it('adds and removes a list item by its place, saved as the whole site would be', async () => {
    const original = readFileSync(file, 'utf8');
    const loaded = await load();
    const site = loaded.data as { blog: { posts: unknown[] } };
    const posts = site.blog.posts;
    const entry = { ...(posts[0] as object), id: 9999, slug: 'a-new-post' };
    const added = setIn(site, ['blog', 'posts'], [...posts.slice(0, 1), entry, ...posts.slice(1)]);
    const patched = await post<DiffResponse>('diff', {
      base: loaded.copy,
      patch: [{ path: ['blog', 'posts'], at: 1, remove: 0, insert: [entry] }],
    });
    const whole = await post<DiffResponse>('diff', { data: added });
    const { copy: _a, ...fromPatch } = patched.answer;
    const { copy: _b, ...fromWhole } = whole.answer;
    expect(patched.status).toBe(200);
    expect(fromPatch).toEqual(fromWhole);
    const saved = await post<SaveResponse>('save', {
      baseVersion: loaded.version,
      base: loaded.copy,
      patch: [{ path: ['blog', 'posts'], at: 1, remove: 0, insert: [entry] }],
    });
    expect(saved.answer).toMatchObject({ ok: true });
    expect(readFileSync(file, 'utf8')).toBe(writeMinimal(original, added).text);
    const removed = await post<SaveResponse>('save', {
      baseVersion: saved.answer.ok ? saved.answer.version : '',
      base: saved.answer.copy,
      patch: [{ path: ['blog', 'posts'], at: 1, remove: 1, insert: [] }],
    });
    expect(removed.answer).toMatchObject({ ok: true });
    expect(readFileSync(file, 'utf8')).toBe(original);
  });

  it('is refused with a 400, nothing written, when a change does not fit the list it is made to', async () => {
    const before = readFileSync(file, 'utf8');
    const loaded = await load();
    for (const change of [
      { path: ['blog', 'posts'], at: 100000, remove: 1, insert: [] },
      { path: ['name'], at: 0, remove: 0, insert: ['x'] },
      { path: ['blog', 'posts'], at: -1, remove: 0, insert: [] },
      // A place far past a list's end would make a list of two billion empty items.
      { path: ['blog', 'posts', 2147483647, 'slug'], value: 'x' },
    ]) {
      const { status } = await post('save', {
        baseVersion: loaded.version,
        base: loaded.copy,
        patch: [change],
      });
      expect(status).toBe(400);
    }
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('is refused with a 409, nothing written, when the server holds no such copy', async () => {
    const before = readFileSync(file, 'utf8');
    const loaded = await load();
    const { status, answer } = await post<{ error: string }>('save', {
      baseVersion: loaded.version,
      base: 'not-a-copy',
      patch: [{ path: ['name'], value: 'Evil' }],
    });
    expect(status).toBe(409);
    expect(answer.error).toContain('no longer holds the version of the site');
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('is refused with a 400 when it would leave no site at all', async () => {
    const loaded = await load();
    const { status } = await post('check', { base: loaded.copy, patch: [{ path: [] }] });
    expect(status).toBe(400);
  });
});
