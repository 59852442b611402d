import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { cameOverHttps, clientAddress } from '../../editor/accounts/client';
import { clearedCookie, sessionCookie, sessionIdOf } from '../../editor/accounts/cookie';
import { hashPassword, type PasswordHash } from '../../editor/accounts/password';
import { IDLE_EXPIRY_MS, Sessions } from '../../editor/accounts/sessions';
import {
  BUSY,
  CHECKS_AT_ONCE,
  CHECKS_WAITING,
  createSignIn,
  WRONG_CREDENTIALS,
} from '../../editor/accounts/sign-in';
import type { StoredAccount } from '../../editor/accounts/store';
import { ACCOUNT_POLICY, Throttle, waitMessage } from '../../editor/accounts/throttle';

const MINUTE = 60_000;

function clock(start = 1_000_000) {
  const at = { now: start };
  return { now: () => at.now, pass: (ms: number) => void (at.now += ms) };
}

describe('throttling failed sign-ins', () => {
  it('lets five failures through, then waits 1, 2, 4 minutes… after each further one', () => {
    const time = clock();
    const throttle = new Throttle(ACCOUNT_POLICY, time.now);
    for (let i = 0; i < 4; i++) throttle.fail('ana');
    expect(throttle.wait('ana')).toBe(0);
    throttle.fail('ana');
    expect(throttle.wait('ana')).toBe(1 * MINUTE);
    time.pass(MINUTE);
    throttle.fail('ana');
    expect(throttle.wait('ana')).toBe(2 * MINUTE);
    time.pass(2 * MINUTE);
    throttle.fail('ana');
    expect(waitMessage(throttle.wait('ana'))).toBe('Too many attempts. Try again in 4 minutes.');
    time.pass(4 * MINUTE - 30_000);
    expect(waitMessage(throttle.wait('ana'))).toBe('Too many attempts. Try again in 1 minute.');
    expect(throttle.wait('bo')).toBe(0);
  });

  it('waits at most an hour, and forgets a key a day after its last failure', () => {
    const time = clock();
    const throttle = new Throttle(ACCOUNT_POLICY, time.now);
    for (let i = 0; i < 20; i++) throttle.fail('ana');
    expect(throttle.wait('ana')).toBe(60 * MINUTE);
    time.pass(24 * 60 * MINUTE + 1);
    throttle.fail('ana');
    expect(throttle.wait('ana')).toBe(0);
  });

  it('starts afresh after a success', () => {
    const throttle = new Throttle(ACCOUNT_POLICY, clock().now);
    for (let i = 0; i < 5; i++) throttle.fail('ana');
    throttle.succeed('ana');
    expect(throttle.wait('ana')).toBe(0);
  });
});

describe('checking an email and password', async () => {
  const stored = await hashPassword('correct horse battery', { N: 1024, r: 8, p: 1 });
  const accounts: StoredAccount[] = [
    { email: 'ana@example.org', name: 'Ana Rao', password: stored, added: '2026-11-26T10:00:00Z' },
  ];
  /** A sign-in whose password checks are counted and whose clock is ours. */
  async function signInWith() {
    const time = clock();
    const checked: PasswordHash[] = [];
    const attempt = await createSignIn({
      accounts: () => accounts,
      now: time.now,
      verify: async (password, hash) => {
        checked.push(hash);
        return hash === stored && password === 'correct horse battery';
      },
    });
    return { attempt, checked, time };
  }

  it('signs in the account whose password is right, by any case of its email', async () => {
    const { attempt } = await signInWith();
    expect(await attempt(' Ana@Example.org', 'correct horse battery', '10.0.0.1')).toEqual({
      ok: true,
      account: { email: 'ana@example.org', name: 'Ana Rao' },
    });
  });

  it('answers a wrong password and an unknown email alike, each after checking a hash', async () => {
    const { attempt, checked } = await signInWith();
    const wrong = await attempt('ana@example.org', 'guess guess guess', '10.0.0.1');
    const unknown = await attempt('nobody@example.org', 'guess guess guess', '10.0.0.1');
    expect(wrong).toEqual({ ok: false, status: 401, message: WRONG_CREDENTIALS });
    expect(unknown).toEqual(wrong);
    expect(WRONG_CREDENTIALS).toBe('That email and password do not match an account.');
    // The unknown email's check ran against a hash of the same cost as a real one.
    expect(checked).toHaveLength(2);
    expect(checked[1]).not.toBe(stored);
    expect(checked[1]).toMatchObject({ scheme: 'scrypt', N: 32768, r: 8, p: 1 });
  });

  it('refuses even the right password while an account waits at that address, without checking it', async () => {
    const { attempt, checked, time } = await signInWith();
    for (let i = 0; i < 4; i++) await attempt('ana@example.org', 'guess', '10.0.0.1');
    expect(await attempt('ana@example.org', 'guess', '10.0.0.1')).toMatchObject({
      status: 429,
      message: 'Too many attempts. Try again in 1 minute.',
      retryAfterMs: MINUTE,
    });
    const before = checked.length;
    expect(await attempt('ana@example.org', 'correct horse battery', '10.0.0.1')).toMatchObject({
      status: 429,
    });
    expect(checked).toHaveLength(before);
    time.pass(MINUTE);
    expect(await attempt('ana@example.org', 'correct horse battery', '10.0.0.1')).toMatchObject({
      ok: true,
    });
  });

  it('lets the right password in from another address, however many failed elsewhere', async () => {
    const { attempt } = await signInWith();
    for (let i = 0; i < 30; i++) await attempt('ana@example.org', 'guess', '203.0.113.7');
    for (let i = 0; i < 4; i++) await attempt('ana@example.org', 'guess', `198.51.100.${i}`);
    expect(await attempt('ana@example.org', 'guess', '203.0.113.7')).toMatchObject({
      status: 429,
    });
    expect(await attempt('ana@example.org', 'correct horse battery', '10.0.0.1')).toMatchObject({
      ok: true,
    });
  });

  it('makes one address wait after ten failures, whichever emails it tried', async () => {
    const { attempt } = await signInWith();
    for (let i = 0; i < 9; i++)
      expect(await attempt(`user${i}@example.org`, 'guess', '203.0.113.7')).toMatchObject({
        status: 401,
      });
    expect(await attempt('user9@example.org', 'guess', '203.0.113.7')).toMatchObject({
      status: 429,
    });
    expect(await attempt('ana@example.org', 'correct horse battery', '203.0.113.8')).toMatchObject({
      ok: true,
    });
  });
});

describe('password checks at once', () => {
  it('run two at a time, and past 32 waiting the editor says it is busy without checking', async () => {
    const stored = await hashPassword('correct horse battery', { N: 1024, r: 8, p: 1 });
    const release: (() => void)[] = [];
    let running = 0;
    let most = 0;
    const attempt = await createSignIn({
      accounts: () => [
        { email: 'ana@example.org', name: 'Ana Rao', password: stored, added: '2026-11-26' },
      ],
      verify: () =>
        new Promise((done) => {
          most = Math.max(most, ++running);
          release.push(() => {
            running -= 1;
            done(false);
          });
        }),
    });
    const waiting = Array.from({ length: CHECKS_AT_ONCE + CHECKS_WAITING }, (_, i) =>
      attempt(`user${i}@example.org`, 'guess', `198.51.100.${i}`),
    );
    await new Promise((done) => setTimeout(done, 0));
    expect(await attempt('ana@example.org', 'correct horse battery', '203.0.113.1')).toEqual({
      ok: false,
      status: 429,
      message: BUSY,
      retryAfterMs: 5_000,
    });
    expect(BUSY).toBe(
      'The editor is busy signing other people in. Wait a few seconds and sign in again.',
    );
    while (release.length > 0 || running > 0) {
      release.splice(0).forEach((r) => r());
      await new Promise((done) => setTimeout(done, 0));
    }
    expect(await Promise.all(waiting)).toHaveLength(CHECKS_AT_ONCE + CHECKS_WAITING);
    expect(most).toBe(CHECKS_AT_ONCE);
  });
});

describe('sessions', () => {
  const ana = { email: 'ana@example.org', name: 'Ana Rao' };
  const find = (email: string) => (email === ana.email ? ana : undefined);

  it('end after eight hours without a request, and each request keeps them alive', () => {
    expect(IDLE_EXPIRY_MS).toBe(8 * 60 * MINUTE);
    const time = clock();
    const sessions = new Sessions(time.now);
    const id = sessions.start(ana.email);
    expect(id).toMatch(/^[\w-]{43}$/);
    time.pass(IDLE_EXPIRY_MS);
    expect(sessions.use(id, find)).toEqual(ana);
    time.pass(IDLE_EXPIRY_MS + 1);
    expect(sessions.use(id, find)).toBeUndefined();
  });

  it('end when signed out, or when their account is removed', () => {
    const sessions = new Sessions(clock().now);
    const id = sessions.start(ana.email);
    sessions.end(id);
    expect(sessions.use(id, find)).toBeUndefined();
    const other = sessions.start('gone@example.org');
    expect(sessions.use(other, find)).toBeUndefined();
    expect(sessions.use(undefined, find)).toBeUndefined();
  });
});

describe('what a session holds open', () => {
  const ana = { email: 'ana@example.org', name: 'Ana Rao' };
  const find = (email: string) => (email === ana.email ? ana : undefined);

  it('is closed when the session is signed out, expires or loses its account, and only then', () => {
    const time = clock();
    const sessions = new Sessions(time.now);
    const closed: string[] = [];
    const signedOut = sessions.start(ana.email);
    const expiring = sessions.start(ana.email);
    const removed = sessions.start('gone@example.org');
    const finished = sessions.start(ana.email);
    sessions.onEnd(signedOut, () => closed.push('signed out'));
    sessions.onEnd(expiring, () => closed.push('expired'));
    sessions.onEnd(removed, () => closed.push('removed'));
    const forget = sessions.onEnd(finished, () => closed.push('finished'));
    forget();

    expect(closed).toEqual([]);
    sessions.end(signedOut);
    expect(closed).toEqual(['signed out']);
    sessions.use(removed, find);
    expect(closed).toEqual(['signed out', 'removed']);
    sessions.end(finished);
    time.pass(IDLE_EXPIRY_MS + 1);
    sessions.start(ana.email);
    expect(closed).toEqual(['signed out', 'removed', 'expired']);
  });
});

describe('the session cookie', () => {
  it('is HttpOnly and SameSite=Strict, and Secure only over HTTPS', () => {
    expect(sessionCookie('abc', false)).toBe(
      'editor_session=abc; Path=/; HttpOnly; SameSite=Strict',
    );
    expect(sessionCookie('abc', true)).toBe(
      'editor_session=abc; Path=/; HttpOnly; SameSite=Strict; Secure',
    );
    expect(clearedCookie(true)).toBe(
      'editor_session=; Path=/; HttpOnly; SameSite=Strict; Secure; Max-Age=0',
    );
  });

  it('is found among the cookies a browser sends', () => {
    expect(sessionIdOf({ cookie: 'a=1; editor_session=xyz; b=2' })).toBe('xyz');
    expect(sessionIdOf({ cookie: 'editor_sessions=xyz' })).toBeUndefined();
    expect(sessionIdOf({})).toBeUndefined();
  });
});

describe('what a request says about its client', () => {
  const request = (headers: Record<string, string>, encrypted = false) =>
    ({ headers, socket: { remoteAddress: '127.0.0.1', encrypted } }) as unknown as IncomingMessage;
  const proxied = request({
    'x-forwarded-proto': 'https',
    'x-forwarded-for': '6.6.6.6, 198.51.100.4',
  });

  it('believes X-Forwarded-Proto and the last hop of X-Forwarded-For only behind a trusted proxy', () => {
    expect(cameOverHttps(proxied, false)).toBe(false);
    expect(cameOverHttps(proxied, true)).toBe(true);
    expect(cameOverHttps(request({}, true), false)).toBe(true);
    expect(clientAddress(proxied, false)).toBe('127.0.0.1');
    expect(clientAddress(proxied, true)).toBe('198.51.100.4');
    expect(clientAddress(request({}), true)).toBe('127.0.0.1');
  });
});
