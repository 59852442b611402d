import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEditor, type RunningEditor } from '../../editor/server';
import { ROOT } from '../../scripts/lib/site-file';
import { addTestAccount, send, signIn, type Answer } from '../fixtures/editor-http';

/**
 * The editor's own server, tried as an attacker would over raw HTTP, signed in and not: it
 * serves its built page, the site's pictures and its API, and nothing else of the machine.
 */
// Inside the repository, where a development server would serve files from.
mkdirSync(join(ROOT, 'node_modules', '.cache'), { recursive: true });
const dir = mkdtempSync(join(ROOT, 'node_modules', '.cache', 'editor-server-'));
const file = join(dir, 'site.json');
copyFileSync(join(ROOT, 'site.json'), file);
const PASSWORD = 'correct horse battery';
// Any program the server would start writes here (Vite's /__open-in-editor runs $EDITOR).
const launched = join(dir, 'launched');
const launcher = join(dir, 'launch.sh');
writeFileSync(launcher, `#!/bin/sh\necho "$@" >> '${launched}'\n`);
chmodSync(launcher, 0o755);
const saved = { EDITOR: process.env.EDITOR, VISUAL: process.env.VISUAL };

let shared: RunningEditor;
let port: number;
let cookie: string;
// Without accounts: on this machine, anyone may use it, no sign-in.
let open: RunningEditor;

beforeAll(async () => {
  Object.assign(process.env, { EDITOR: launcher, VISUAL: launcher, LAUNCH_EDITOR: launcher });
  const alone = join(dir, 'alone');
  mkdirSync(alone);
  copyFileSync(file, join(alone, 'site.json'));
  open = await startEditor({ file: join(alone, 'site.json'), port: 0 });
  await addTestAccount(file, 'ana@example.org', PASSWORD);
  shared = await startEditor({ file, port: 0 });
  port = Number(new URL(shared.url).port);
  cookie = await signIn(port, 'ana@example.org', PASSWORD);
}, 60_000);

afterAll(async () => {
  await open?.close();
  await shared?.close();
  delete process.env.LAUNCH_EDITOR;
  Object.assign(process.env, saved);
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  send(port, { method, path, headers: { host: `127.0.0.1:${port}`, ...headers } });
const signedIn = (path: string, headers: Record<string, string> = {}) =>
  get(path, { cookie, ...headers });

/** What the development server answered, or what lies beside the site: never served. */
const NEVER = [
  `/@fs${dir}/.editor/accounts.json`,
  `/@fs${ROOT}/package.json`,
  '/@vite/client',
  '/@id/x',
  '/@react-refresh',
  '/.editor/accounts.json',
  '/.git/config',
  '/site.json',
  '/node_modules/react/package.json',
  '/__open-in-editor?file=/etc/passwd',
  '/ui/main.tsx',
  '/index.html',
  '/%2e%2e/site.json',
  '/images/%2e%2e/%2e%2e/site.json',
  '/images/..%2F..%2Fsite.json',
  '/images/..%2f..%2f.editor%2faccounts.json',
  '/images/../../.git/config',
  '/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
  // Pictures by their type, but not of public/.
  '/..%2Feditor%2Fpalette%2Fhero.webp',
  '/%2e%2e/editor/palette/hero.webp',
  '/_img/..%2F..%2Feditor/palette/hero.webp-64w.webp',
  '/assets/..%2F..%2F..%2Fpackage-lock.json',
];

const CORS = /^access-control-/;
const corsHeaders = (answer: Answer) => Object.keys(answer.headers).filter((h) => CORS.test(h));

describe('what the editor serves', { timeout: 30_000 }, () => {
  it('answers 404 to every path beyond its own, signed in or not, and starts nothing', async () => {
    const openPort = Number(new URL(open.url).port);
    for (const path of NEVER) {
      const anyone = await send(openPort, { path, headers: { host: `127.0.0.1:${openPort}` } });
      for (const answer of [anyone, await signedIn(path)]) {
        expect(answer.status, path).toBe(404);
        expect(answer.body, path).not.toMatch(/scrypt|"salt"|\[core\]|"dependencies"/);
      }
      // Without a session, a path shaped like a picture is sent to sign in before it is looked for.
      const stranger = await get(path);
      expect(stranger.status === 404 || stranger.headers.location === '/sign-in', path).toBe(true);
    }
    await new Promise((done) => setTimeout(done, 300));
    expect(existsSync(launched)).toBe(false);
  });

  it('serves its built page, the preview and their hashed files (cached for good)', async () => {
    const page = await signedIn('/');
    expect(page.status).toBe(200);
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(page.body);
    const asset = await signedIn(script![1]!);
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await signedIn('/preview.html')).status).toBe(200);
    expect((await signedIn('/favicon.svg')).status).toBe(200);
  });

  it('refuses a wrong method with 405 and the methods it takes', async () => {
    const post = await send(port, {
      method: 'POST',
      path: '/',
      headers: { host: `127.0.0.1:${port}`, cookie },
    });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET');
    expect((await get('/api/save', { cookie }, 'DELETE')).status).toBe(405);
  });

  it('never answers another origin with CORS headers, preflight included', async () => {
    const foreign = { origin: 'http://localhost:5173' };
    for (const path of ['/', '/preview.html', '/api/load', '/favicon.svg', '/nothing'])
      expect(corsHeaders(await signedIn(path, foreign)), path).toEqual([]);
    const preflight = await get(
      '/api/save',
      { ...foreign, 'access-control-request-method': 'POST' },
      'OPTIONS',
    );
    expect(preflight.status).toBe(405);
    expect(corsHeaders(preflight)).toEqual([]);
  });

  it('puts its own CSP on every answer, and keeps every page but the preview out of frames', async () => {
    for (const path of ['/', '/sign-in', '/api/load', '/nothing', '/favicon.svg']) {
      const answer = await (path === '/sign-in' ? get(path) : signedIn(path));
      expect(answer.headers['content-security-policy'], path).toMatch(/default-src 'none'/);
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
    }
    for (const path of ['/', '/sign-in']) {
      const page = await (path === '/' ? signedIn(path) : get(path));
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(page.headers['x-frame-options']).toBe('DENY');
    }
    const editorPage = await signedIn('/');
    expect(editorPage.headers['content-security-policy']).toContain("script-src 'self';");
    // The editor's page frames the preview, and nothing else may.
    const preview = await signedIn('/preview.html');
    expect(preview.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves an SVG so that, opened by itself, it runs nothing on the editor origin', async () => {
    const svg = await signedIn('/brand/logo.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
  });

  it('opens no socket (there is no hot-update server)', async () => {
    const status = await new Promise<number>((done, fail) => {
      const req = request({
        host: '127.0.0.1',
        port,
        path: '/',
        headers: {
          host: `127.0.0.1:${port}`,
          cookie,
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
          'sec-websocket-protocol': 'vite-hmr',
        },
      });
      req.on('upgrade', (res, socket) => {
        socket.destroy();
        done(res.statusCode ?? 101);
      });
      req.on('response', (res) => {
        res.resume();
        done(res.statusCode ?? 0);
      });
      req.on('error', fail);
      req.end();
    });
    expect(status).not.toBe(101);
  });
});

describe('npm run edit at run time', () => {
  it('never loads Vite (the build ran in a process of its own)', () => {
    const log = join(dir, 'vite-modules.log');
    const hook = join(dir, 'hook.mjs');
    writeFileSync(
      hook,
      `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const found = await next(specifier, context);
  if (/[\\\\/]node_modules[\\\\/]vite[\\\\/]/.test(found.url)) appendFileSync(${JSON.stringify(log)}, found.url + '\\n');
  return found;
}`,
    );
    const register = `data:text/javascript,import { register } from 'node:module'; register(${JSON.stringify(`file://${hook}`)});`;
    const script = join(dir, 'start.mts');
    writeFileSync(
      script,
      `import { startEditor } from ${JSON.stringify(join(ROOT, 'editor/server.ts'))};
const editor = await startEditor({ file: ${JSON.stringify(join(dir, 'site.json'))}, port: 0, accountsFile: ${JSON.stringify(join(dir, 'none.json'))} });
const page = await fetch(editor.url);
console.log(page.status);
await editor.close();`,
    );
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--import', register, script], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(out.trim().split('\n').at(-1)).toBe('200');
    expect(existsSync(log) ? execFileSync('cat', [log], { encoding: 'utf8' }) : '').toBe('');
  });
});
