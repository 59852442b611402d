import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEditor, type RunningEditor } from '../../editor/server';
import { addTestAccount, ownPage, send, signIn, tokenIn } from '../fixtures/editor-http';
import { tempDir } from '../fixtures/temp-dir';

/**
 * The token a change carries belongs to one session: new at each sign-in, in the page served to
 * that session only, refused for any other, and gone at sign-out. Without accounts, one per
 * start of the editor.
 */
const PASSWORD = 'correct horse battery';

function siteCopy(): string {
  const file = join(tempDir('editor-tokens-'), 'site.json');
  copyFileSync('site.json', file);
  return file;
}

const started: RunningEditor[] = [];
async function start(file: string) {
  const editor = await startEditor({ file, port: 0 });
  started.push(editor);
  return Number(new URL(editor.url).port);
}
afterAll(() => Promise.all(started.map((editor) => editor.close())));

const pageToken = async (port: number, cookie?: string) =>
  tokenIn(
    await send(port, {
      path: '/',
      headers: { host: `127.0.0.1:${port}`, ...(cookie ? { cookie } : {}) },
    }),
  );

/** A diff (a change route that writes nothing) sent as the editor's page sends it. */
const diff = (port: number, token: string, cookie?: string) =>
  send(
    port,
    {
      method: 'POST',
      path: '/api/diff',
      headers: {
        ...ownPage(port),
        'content-type': 'application/json',
        'x-editor-token': token,
        ...(cookie ? { cookie } : {}),
      },
    },
    JSON.stringify({ data: JSON.parse(readFileSync('site.json', 'utf8')) }),
  );

describe('with accounts, a token per session', { timeout: 30_000 }, () => {
  let port: number;
  beforeAll(async () => {
    const file = siteCopy();
    await addTestAccount(file, 'ana@example.org', PASSWORD);
    await addTestAccount(file, 'bo@example.org', PASSWORD);
    port = await start(file);
  }, 60_000);

  it('gives each session its own token, refuses it to any other, and ends it at sign-out', async () => {
    const ana = await signIn(port, 'ana@example.org', PASSWORD);
    const anaElsewhere = await signIn(port, 'ana@example.org', PASSWORD);
    const bo = await signIn(port, 'bo@example.org', PASSWORD);
    const tokens = {
      ana: (await pageToken(port, ana))!,
      anaElsewhere: (await pageToken(port, anaElsewhere))!,
      bo: (await pageToken(port, bo))!,
    };
    expect(new Set(Object.values(tokens)).size).toBe(3);
    expect(await pageToken(port, ana)).toBe(tokens.ana);

    expect((await diff(port, tokens.ana, ana)).status).toBe(200);
    expect((await diff(port, tokens.bo, ana)).status).toBe(403);
    expect((await diff(port, tokens.ana, bo)).status).toBe(403);

    const out = await send(
      port,
      {
        method: 'POST',
        path: '/sign-out',
        headers: {
          ...ownPage(port),
          cookie: ana,
          'content-type': 'application/x-www-form-urlencoded',
        },
      },
      '',
    );
    expect(out.status).toBe(303);
    expect((await diff(port, tokens.ana, ana)).status).toBe(401);
    const refused = await diff(port, tokens.ana, bo);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body).error).toBe(
      'This editor session does not know the request: reload the editor page and try again.',
    );
    expect((await diff(port, tokens.bo, bo)).status).toBe(200);
    expect((await diff(port, tokens.anaElsewhere, anaElsewhere)).status).toBe(200);

    const again = await signIn(port, 'ana@example.org', PASSWORD);
    expect(await pageToken(port, again)).not.toBe(tokens.ana);
  });

  it('gives no token to a page without a session', async () => {
    const page = await send(port, { path: '/', headers: { host: `127.0.0.1:${port}` } });
    expect(page.status).toBe(303);
    expect(tokenIn(page)).toBeUndefined();
  });
});

describe('without accounts, a token per start', { timeout: 30_000 }, () => {
  it('gives every page of one start the same token, and a new start another', async () => {
    const file = siteCopy();
    const first = await start(file);
    const token = (await pageToken(first))!;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await pageToken(first)).toBe(token);
    expect((await diff(first, token)).status).toBe(200);
    const second = await start(file);
    expect(await pageToken(second)).not.toBe(token);
    expect((await diff(second, token)).status).toBe(403);
  });
});
