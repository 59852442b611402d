import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EditorStartRefused, startEditor, type RunningEditor } from '../../editor/server';
import { accountsFileFor, removeAccount } from '../../editor/accounts/store';
import { send, type Answer } from '../fixtures/editor-http';
import { tempDir } from '../fixtures/temp-dir';

/**
 * The editor with accounts, tried over raw HTTP: nothing without a session, sign-in guarded and
 * throttled, the cookie's flags, signing out. Every refused request leaves site.json as it was.
 */
const dir = tempDir('editor-accounts-');
const file = join(dir, 'site.json');
copyFileSync('site.json', file);
const original = readFileSync(file, 'utf8');
const PASSWORD = 'correct horse battery';

/** `npm run edit:user`, as a script would run it: the password piped in. */
function editUser(args: string[], input = '') {
  return execFileSync(process.execPath, ['--import', 'tsx', 'editor/accounts/cli.ts', ...args], {
    input,
    encoding: 'utf8',
    stdio: 'pipe',
    env: { ...process.env, SITE_FILE: file },
  });
}

/** The sign-in form as the editor's own page posts it. */
function signIn(
  port: number,
  email: string,
  password: string,
  headers: Record<string, string> = {},
  localAddress?: string,
) {
  const own = `127.0.0.1:${port}`;
  return send(
    port,
    {
      method: 'POST',
      path: '/sign-in',
      ...(localAddress ? { localAddress } : {}),
      headers: {
        host: own,
        origin: `http://${own}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
    },
    new URLSearchParams({ email, password }).toString(),
  );
}

const cookieOf = (answer: Answer) => answer.headers['set-cookie']?.[0]?.split(';')[0] ?? '';
const alertOf = (answer: Answer) => /role="alert"[^>]*>([^<]*)</.exec(answer.body)?.[1];
const unchanged = () => expect(readFileSync(file, 'utf8')).toBe(original);

let editor: RunningEditor;
let port: number;
let own: string;

beforeAll(async () => {
  expect(editUser(['add', 'Ana@Example.org', '--name', 'Ana Rao'], `${PASSWORD}\n`)).toContain(
    'Added ana@example.org (Ana Rao)',
  );
  editor = await startEditor({ file, port: 0 });
  port = Number(new URL(editor.url).port);
  own = `127.0.0.1:${port}`;
}, 60_000);

afterAll(async () => {
  await editor?.close();
});

describe('npm run edit:user', () => {
  it('refuses a short password, a duplicate and an invalid email, storing nothing', () => {
    const fails = (args: string[], input: string) => {
      try {
        editUser(args, input);
      } catch (error) {
        return (error as { stderr: string }).stderr.trim();
      }
      throw new Error('expected a refusal');
    };
    expect(fails(['add', 'bo@example.org', '--name', 'Bo Das'], 'short\n')).toBe(
      'The password must be at least 12 characters long (this one has 5). Nothing was stored.',
    );
    expect(fails(['add', 'ana@example.org', '--name', 'Ana'], `${PASSWORD}\n`)).toMatch(
      /^There is already an account for ana@example.org\./,
    );
    expect(fails(['add', 'bo', '--name', 'Bo'], `${PASSWORD}\n`)).toBe(
      '"bo" is not an email address (like name@example.org).',
    );
    expect(fails(['remove', 'bo@example.org'], '')).toBe(
      'There is no account for bo@example.org (there are: ana@example.org).',
    );
    expect(editUser(['list'])).toMatch(
      /^ana@example.org {2}Ana Rao {2}\(added \d{4}-\d\d-\d\d\)$/m,
    );
    expect(readFileSync(accountsFileFor(file), 'utf8')).not.toContain(PASSWORD);
  });
});

describe('an editor with accounts, without a session', { timeout: 20_000 }, () => {
  it('redirects every page to the sign-in page and answers the API with 401', async () => {
    for (const path of [
      '/',
      '/preview.html',
      '/favicon.svg',
      '/_img/media/hero-poster.jpg-640w.webp',
    ]) {
      const answer = await send(port, { path, headers: { host: own } });
      expect(answer.status, path).toBe(303);
      expect(answer.headers.location).toBe('/sign-in');
    }
    const load = await send(port, { path: '/api/load', headers: { host: own } });
    expect(load.status).toBe(401);
    expect(JSON.parse(load.body).error).toBe(
      "Not signed in, or the session ended (8 hours without activity, or signed out). Sign in at /sign-in — in another tab, to keep this one's unsaved changes.",
    );
    expect(load.body).not.toContain('"pages"');
  });

  it('refuses a save, however well formed, and writes nothing', async () => {
    const version = createHash('sha256').update(original).digest('hex');
    const answer = await send(
      port,
      {
        method: 'POST',
        path: '/api/save',
        headers: {
          host: own,
          origin: `http://${own}`,
          'content-type': 'application/json',
          'x-editor-token': 'x'.repeat(43),
        },
      },
      JSON.stringify({ baseVersion: version, data: { ...JSON.parse(original), name: 'Evil' } }),
    );
    expect(answer.status).toBe(401);
    unchanged();
  });

  it('shows a sign-in page with Email, Password and Sign in', async () => {
    const answer = await send(port, { path: '/sign-in', headers: { host: own } });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<label for="email">Email</label>');
    expect(answer.body).toContain('<label for="password">Password</label>');
    expect(answer.body).toContain('<button type="submit">Sign in</button>');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('refuses a sign-in posted by another site or without an Origin (login CSRF)', async () => {
    for (const headers of [
      { origin: 'https://attacker.example' } as Record<string, string>,
      { origin: `http://${own}`, 'sec-fetch-site': 'cross-site' },
    ]) {
      const answer = await signIn(port, 'ana@example.org', PASSWORD, headers);
      expect(answer.status).toBe(403);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    const bare = await send(
      port,
      {
        method: 'POST',
        path: '/sign-in',
        headers: { host: own, 'content-type': 'application/x-www-form-urlencoded' },
      },
      `email=ana%40example.org&password=${encodeURIComponent(PASSWORD)}`,
    );
    expect(bare.status).toBe(403);
    expect(JSON.parse(bare.body).error).toBe(
      "Signing in and out must come from the editor's own page (no Origin was sent).",
    );
  });
});

describe('signing in and out', { timeout: 20_000 }, () => {
  it('sets an HttpOnly, SameSite=Strict cookie (not Secure over plain HTTP) and opens the editor', async () => {
    // Without TRUST_PROXY, a forwarded "https" is anyone's to claim and is not believed.
    const answer = await signIn(port, 'ANA@example.org', PASSWORD, {
      'x-forwarded-proto': 'https',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/');
    expect(answer.headers['set-cookie']?.[0]).toMatch(
      /^editor_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict$/,
    );
    const cookie = cookieOf(answer);
    const page = await send(port, { path: '/', headers: { host: own, cookie } });
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<meta name="editor-token" content="[\w-]{43}"/);
    const who = await send(port, { path: '/api/account', headers: { host: own, cookie } });
    expect(JSON.parse(who.body)).toEqual({
      account: { email: 'ana@example.org', name: 'Ana Rao' },
    });
    expect(
      (await send(port, { path: '/sign-in', headers: { host: own, cookie } })).headers.location,
    ).toBe('/');
  });

  it('sign out ends the session on the server, not only in the browser', async () => {
    const cookie = cookieOf(await signIn(port, 'ana@example.org', PASSWORD));
    expect((await send(port, { path: '/api/load', headers: { host: own, cookie } })).status).toBe(
      200,
    );
    const out = await send(
      port,
      {
        method: 'POST',
        path: '/sign-out',
        headers: {
          host: own,
          origin: `http://${own}`,
          cookie,
          'content-type': 'application/x-www-form-urlencoded',
        },
      },
      '',
    );
    expect(out.status).toBe(303);
    expect(out.headers.location).toBe('/sign-in');
    expect(out.headers['set-cookie']?.[0]).toContain('Max-Age=0');
    // The old cookie, kept by someone who copied it, opens nothing any more.
    expect((await send(port, { path: '/api/load', headers: { host: own, cookie } })).status).toBe(
      401,
    );
  });
});

describe('failed sign-ins', { timeout: 30_000 }, () => {
  it('answer a wrong password and an unknown email alike, and then make the account wait', async () => {
    const wrong = await signIn(port, 'ana@example.org', 'not the password');
    const unknown = await signIn(port, 'nobody@example.org', 'not the password');
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(alertOf(answer)).toBe('That email and password do not match an account.');
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    for (let i = 2; i <= 4; i++)
      expect((await signIn(port, 'ana@example.org', `wrong ${i}`)).status).toBe(401);
    const fifth = await signIn(port, 'ana@example.org', 'wrong 5');
    expect(fifth.status).toBe(429);
    expect(fifth.headers['retry-after']).toBe('60');
    expect(alertOf(fifth)).toBe('Too many attempts. Try again in 1 minute.');
    // While it waits, even the right password is refused.
    const right = await signIn(port, 'ana@example.org', PASSWORD);
    expect(right.status).toBe(429);
    expect(right.headers['set-cookie']).toBeUndefined();
    unchanged();
  });

  it('never keep the right password out from another address, however many failed', async () => {
    for (let i = 1; i <= 30; i++) {
      const wrong = await signIn(port, 'ana@example.org', `wrong ${i}`, {}, '127.0.0.2');
      expect(wrong.status).toBe(i < 5 ? 401 : 429);
    }
    const right = await signIn(port, 'ana@example.org', PASSWORD, {}, '127.0.0.3');
    expect(right.status).toBe(303);
    expect(cookieOf(right)).toMatch(/^editor_session=/);
    unchanged();
  });
});

describe('npm run edit:user -- reset', { timeout: 60_000 }, () => {
  it('gives an account a new password, and says so; the old one no longer signs in', async () => {
    const fails = (input: string, email = 'ana@example.org') => {
      try {
        editUser(['reset', email], input);
      } catch (error) {
        return (error as { stderr: string }).stderr.trim();
      }
      throw new Error('expected a refusal');
    };
    const before = readFileSync(accountsFileFor(file), 'utf8');
    expect(fails('short\n')).toBe(
      'The password must be at least 12 characters long (this one has 5). Nothing was stored.',
    );
    expect(fails(`${PASSWORD}\n`, 'bo@example.org')).toBe(
      'There is no account for bo@example.org (there are: ana@example.org).',
    );
    expect(readFileSync(accountsFileFor(file), 'utf8')).toBe(before);
    const renewed = 'a new one, typed twice';
    expect(editUser(['reset', 'ANA@example.org'], `${renewed}\n`).trim()).toBe(
      'Set a new password for ana@example.org (Ana Rao). The old one no longer signs in; sessions already open stay open until they sign out (to end them now, remove the account and add it again).',
    );
    // Addresses of their own: 127.0.0.1 waits after the failures above.
    const old = await signIn(port, 'ana@example.org', PASSWORD, {}, '127.0.0.4');
    expect(old.status).toBe(401);
    const right = await signIn(port, 'ana@example.org', renewed, {}, '127.0.0.5');
    expect(right.status).toBe(303);
    expect(cookieOf(right)).toMatch(/^editor_session=/);
    editUser(['reset', 'ana@example.org'], `${PASSWORD}\n`);
    unchanged();
  });
});

describe('an editor behind an HTTPS reverse proxy (EDITOR_ORIGIN, TRUST_PROXY)', () => {
  let proxied: RunningEditor;
  let proxiedPort: number;
  const publicHeaders = {
    host: 'edit.example.org',
    origin: 'https://edit.example.org',
    'x-forwarded-proto': 'https',
    'x-forwarded-for': '198.51.100.4',
  };

  beforeAll(async () => {
    proxied = await startEditor({
      file,
      port: 0,
      publicOrigin: 'https://edit.example.org',
      trustProxy: true,
    });
    proxiedPort = Number(new URL(proxied.url).port);
  }, 60_000);

  afterAll(async () => {
    await proxied?.close();
  });

  it('answers at its public name, with a Secure cookie, and refuses other names and origins', async () => {
    const answer = await signIn(proxiedPort, 'ana@example.org', PASSWORD, publicHeaders);
    expect(answer.status).toBe(303);
    expect(answer.headers['set-cookie']?.[0]).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    const cookie = cookieOf(answer);
    const load = await send(proxiedPort, {
      path: '/api/load',
      headers: { ...publicHeaders, cookie },
    });
    expect(load.status).toBe(200);
    const elsewhere = await send(proxiedPort, {
      path: '/api/load',
      headers: { ...publicHeaders, host: 'rebind.example', cookie },
    });
    expect(elsewhere.status).toBe(403);
    const plain = await signIn(proxiedPort, 'ana@example.org', PASSWORD, {
      ...publicHeaders,
      origin: 'http://edit.example.org',
    });
    expect(plain.status).toBe(403);
  });

  it('ends the sessions of an account once it is removed', async () => {
    const cookie = cookieOf(await signIn(proxiedPort, 'ana@example.org', PASSWORD, publicHeaders));
    const headers = { ...publicHeaders, cookie };
    expect((await send(proxiedPort, { path: '/api/load', headers })).status).toBe(200);
    const accounts = readFileSync(accountsFileFor(file), 'utf8');
    await removeAccount(accountsFileFor(file), 'ana@example.org');
    try {
      expect((await send(proxiedPort, { path: '/api/load', headers })).status).toBe(401);
    } finally {
      // Back as it was, for the tests that follow (a fresh timestamp makes the editor re-read it).
      execFileSync('sh', ['-c', `cat > "$0"`, accountsFileFor(file)], { input: accounts });
    }
  });
});

describe('where an editor with accounts may listen', () => {
  it('refuses every address without a public name, since it could not tell its own', async () => {
    await expect(startEditor({ file, port: 0, host: '0.0.0.0' })).rejects.toThrow(
      "HOST=0.0.0.0 listens on every address of this machine, so the editor cannot tell the name people open it at from a stranger's. Set EDITOR_ORIGIN to that address (like EDITOR_ORIGIN=https://edit.example.org), or HOST to one address of this machine.",
    );
  });

  it('refuses an EDITOR_ORIGIN that is more than a scheme and a name', async () => {
    await expect(
      startEditor({ file, port: 0, publicOrigin: 'https://edit.example.org/editor' }),
    ).rejects.toThrow(EditorStartRefused);
  });

  it('refuses to be reachable from elsewhere once no account is left, and says how to add one', async () => {
    const empty = tempDir('editor-no-accounts-');
    const alone = join(empty, 'site.json');
    copyFileSync('site.json', alone);
    await expect(
      startEditor({ file: alone, port: 0, publicOrigin: 'https://edit.example.org' }),
    ).rejects.toThrow(
      'The editor has no accounts, so it listens only on this machine (127.0.0.1, ::1 or localhost), not behind https://edit.example.org: anyone who could reach it could change the site. Add an account first: npm run edit:user -- add you@example.org --name "Your Name" (it asks for the password).',
    );
  });
});
