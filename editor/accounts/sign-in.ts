import { randomBytes } from 'node:crypto';
import pLimit from 'p-limit';
import { hashPassword, verifyPassword, type PasswordHash } from './password';
import type { Account } from '../protocol/api-types';
import type { StoredAccount } from './store';
import { ACCOUNT_POLICY, ADDRESS_POLICY, Throttle, waitMessage } from './throttle';

/** One message for a wrong password and an unknown email, so neither tells which it was. */
export const WRONG_CREDENTIALS = 'That email and password do not match an account.';

/**
 * At most this many password checks run at once (each holds 32 MiB for about 0.1 s); the rest
 * wait their turn, and past that many waiting the editor says it is busy rather than queue more:
 * the throttles per account and per address do not bound many addresses trying at once.
 */
export const CHECKS_AT_ONCE = 2;
export const CHECKS_WAITING = 32;
export const BUSY =
  'The editor is busy signing other people in. Wait a few seconds and sign in again.';
const BUSY_RETRY_MS = 5_000;

export type Attempt =
  | { ok: true; account: Account }
  | { ok: false; status: 401 | 429; message: string; retryAfterMs?: number };

export interface SignInOptions {
  accounts: () => StoredAccount[];
  now?: () => number;
  verify?: (password: string, stored: PasswordHash) => Promise<boolean>;
}

/**
 * Checks an email and password, throttled per account from one address and per address: never
 * per account alone, or anyone who knows a colleague's email could keep them out by failing from
 * elsewhere; any number of failures from one address leave the right password from another
 * working. An unknown email is checked against a made-up hash of the same cost, so it takes as
 * long as a wrong password.
 */
export async function createSignIn(options: SignInOptions) {
  const now = options.now ?? Date.now;
  const verify = options.verify ?? verifyPassword;
  const dummy = await hashPassword(randomBytes(16).toString('base64'));
  const byAccountThere = new Throttle(ACCOUNT_POLICY, now);
  const byAddress = new Throttle(ADDRESS_POLICY, now);
  const checks = pLimit(CHECKS_AT_ONCE);

  // An address cannot hold a line break (nor can an email the store accepts): the pair is one key.
  const there = (key: string, address: string) => `${key}\n${address}`;
  const refusedFor = (key: string, address: string): Attempt | undefined => {
    const wait = Math.max(byAccountThere.wait(there(key, address)), byAddress.wait(address));
    return wait > 0
      ? { ok: false, status: 429, message: waitMessage(wait), retryAfterMs: wait }
      : undefined;
  };

  return async function attempt(
    email: string,
    password: string,
    address: string,
  ): Promise<Attempt> {
    const key = email.trim().toLowerCase();
    const throttled = refusedFor(key, address);
    if (throttled) return throttled;
    if (checks.pendingCount >= CHECKS_WAITING)
      return { ok: false, status: 429, message: BUSY, retryAfterMs: BUSY_RETRY_MS };
    const found = options.accounts().find((a) => a.email === key);
    const right = await checks(() => verify(password, found?.password ?? dummy));
    if (found && right) {
      byAccountThere.succeed(there(key, address));
      return { ok: true, account: { email: found.email, name: found.name } };
    }
    byAccountThere.fail(there(key, address));
    byAddress.fail(address);
    return refusedFor(key, address) ?? { ok: false, status: 401, message: WRONG_CREDENTIALS };
  };
}
