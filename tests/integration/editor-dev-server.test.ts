import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_EXPOSED, DEV_WITH_ACCOUNTS, startDevEditor } from '../../editor/dev-server';
import type { RunningEditor } from '../../editor/server';
import { ROOT } from '../../scripts/lib/site-file';
import { addTestAccount, send, tokenIn } from '../fixtures/editor-http';

/**
 * `npm run edit:dev` keeps Vite's development server for work on the editor's own code: on this
 * machine only, never with accounts, and without the development server's dangerous corners.
 */
mkdirSync(join(ROOT, 'node_modules', '.cache'), { recursive: true });
const dir = mkdtempSync(join(ROOT, 'node_modules', '.cache', 'editor-dev-'));
const file = join(dir, 'site.json');
copyFileSync(join(ROOT, 'site.json'), file);
let editor: RunningEditor | undefined;
afterAll(async () => {
  await editor?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run edit:dev', { timeout: 60_000 }, () => {
  it('refuses to start where others could reach it, or where accounts exist', async () => {
    await expect(startDevEditor({ file, port: 0, host: '0.0.0.0' })).rejects.toThrow(DEV_EXPOSED);
    await expect(
      startDevEditor({ file, port: 0, publicOrigin: 'https://edit.example.org' }),
    ).rejects.toThrow(DEV_EXPOSED);
    const withAccounts = join(dir, 'team', 'site.json');
    mkdirSync(join(dir, 'team'));
    copyFileSync(file, withAccounts);
    await addTestAccount(withAccounts, 'ana@example.org', 'correct horse battery');
    await expect(startDevEditor({ file: withAccounts, port: 0 })).rejects.toThrow(
      DEV_WITH_ACCOUNTS,
    );
    expect(DEV_WITH_ACCOUNTS).toBe(
      "npm run edit:dev is for working on the editor's own code on a machine without accounts, and this site has some (.editor/accounts.json): Vite's development server would serve around their sign-in. Use npm run edit.",
    );
  });

  it('serves the source through Vite, but starts no program, sends no CORS header and keeps .editor/ shut', async () => {
    const launched = join(dir, 'launched');
    const launcher = join(dir, 'launch.sh');
    writeFileSync(launcher, `#!/bin/sh\necho "$@" >> '${launched}'\n`);
    chmodSync(launcher, 0o755);
    mkdirSync(join(dir, '.editor'));
    writeFileSync(join(dir, '.editor', 'secret.json'), '{"secret": true}');
    const saved = process.env.LAUNCH_EDITOR;
    process.env.LAUNCH_EDITOR = launcher;
    try {
      editor = await startDevEditor({ file, port: 0 });
      const port = Number(new URL(editor.url).port);
      const get = (path: string, headers: Record<string, string> = {}) =>
        send(port, { path, headers: { host: `127.0.0.1:${port}`, ...headers } });
      const page = await get('/');
      expect(page.body).toContain('/@vite/client');
      expect(tokenIn(page)).toMatch(/^[\w-]{43}$/);
      const module = await get('/ui/main.tsx', { origin: 'http://localhost:5173' });
      expect(module.status).toBe(200);
      expect(Object.keys(module.headers).filter((h) => h.startsWith('access-control-'))).toEqual(
        [],
      );
      expect((await get('/__open-in-editor?file=/etc/passwd')).status).toBe(404);
      const secret = await get(`/@fs${dir}/.editor/secret.json`);
      expect([403, 404]).toContain(secret.status);
      expect(secret.body).not.toContain('"secret"');
      await new Promise((done) => setTimeout(done, 300));
      expect(existsSync(launched)).toBe(false);
    } finally {
      process.env.LAUNCH_EDITOR = saved;
      if (saved === undefined) delete process.env.LAUNCH_EDITOR;
    }
  });
});
