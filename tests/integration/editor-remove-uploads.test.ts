import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEditor, type RunningEditor } from '../../editor/server';
import { ownPage, send, tokenIn } from '../fixtures/editor-http';
import { tempDir } from '../fixtures/temp-dir';

/**
 * Deleting an upload with a save: done only for a file of public/uploads/ the saved data does
 * not use; anything else is refused with a 4xx, and neither site.json nor a file changes.
 */
const dir = tempDir('editor-remove-uploads-');
const file = join(dir, 'site.json');
const publicDir = join(dir, 'public');
cpSync('site.json', file);
cpSync('public', publicDir, { recursive: true });
cpSync('public/og-image.png', join(publicDir, 'uploads', 'unused-1a2b3c4d.png'));
cpSync('public/og-image.png', join(publicDir, 'uploads', 'used-1a2b3c4d.png'));
const original = readFileSync(file, 'utf8');
const version = createHash('sha256').update(original).digest('hex');
const unused = '/uploads/unused-1a2b3c4d.png';
const used = '/uploads/used-1a2b3c4d.png';

let editor: RunningEditor;
let port: number;
let token: string;

/** The site with its logo's file replaced by `used` (so that upload is used, and nothing else). */
const dataUsing = () => {
  const data = JSON.parse(original) as { logo: { src: string; width: number; height: number } };
  data.logo = { ...data.logo, src: used, width: 1200, height: 630 };
  return data;
};

const post = (route: string, body: unknown) =>
  send(
    port,
    {
      method: 'POST',
      path: `/api/${route}`,
      headers: { ...ownPage(port), 'content-type': 'application/json', 'x-editor-token': token },
    },
    JSON.stringify(body),
  );

beforeAll(async () => {
  editor = await startEditor({ file, port: 0, publicDir });
  port = Number(new URL(editor.url).port);
  token = tokenIn(await send(port, { path: '/', headers: ownPage(port) })) ?? '';
}, 60_000);

afterAll(async () => {
  await editor?.close();
});

describe('deleting an upload with a save', { timeout: 20_000 }, () => {
  it('refuses anything but an unused file of public/uploads/, writing nothing', async () => {
    const data = dataUsing();
    for (const [remove, status] of [
      [[used], 409],
      [['/images/testimonials/1.svg'], 400],
      [['/uploads/../og-image.png'], 400],
      [['/uploads/sub/x.png'], 400],
      [['/uploads/missing.png'], 404],
      ['/uploads/unused-1a2b3c4d.png', 400],
      [[unused, used], 409],
    ] as const) {
      const answer = await post('save', { baseVersion: version, data, remove });
      expect(answer.status, JSON.stringify(remove)).toBe(status);
    }
    expect(readFileSync(file, 'utf8')).toBe(original);
    for (const name of ['uploads/unused-1a2b3c4d.png', 'uploads/used-1a2b3c4d.png', 'og-image.png'])
      expect(existsSync(join(publicDir, name))).toBe(true);
  });

  it('names it in the changes, and deletes it once the data is saved', async () => {
    const data = dataUsing();
    const diff = await post('diff', { data, remove: [unused] });
    expect(JSON.parse(diff.body)).toMatchObject({ removed: [unused] });
    const answer = await post('save', { baseVersion: version, data, remove: [unused] });
    expect(JSON.parse(answer.body)).toMatchObject({ ok: true });
    expect(existsSync(join(publicDir, 'uploads', 'unused-1a2b3c4d.png'))).toBe(false);
    expect(existsSync(join(publicDir, 'uploads', 'used-1a2b3c4d.png'))).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain(used);
  });
});
