import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword, type PasswordHash } from './password';
import type { Account, StoredAccount } from './store';
import { ACCOUNT_POLICY, ADDRESS_POLICY, Throttle, waitMessage } from './throttle';

/** One message for a wrong password and an unknown email, so neither tells which it was. */
export const WRONG_CREDENTIALS = 'That email and password do not match an account.';

export type Attempt =
  | { ok: true; account: Account }
  | { ok: false; status: 401 | 429; message: string; retryAfterMs?: number };

export interface SignInOptions {
  accounts: () => StoredAccount[];
  now?: () => number;
  verify?: (password: string, stored: PasswordHash) => Promise<boolean>;
}

/**
 * Checks an email and password, throttled per account and per address. An unknown email is
 * checked against a made-up hash of the same cost, so it takes as long as a wrong password.
 */
export async function createSignIn(options: SignInOptions) {
  const now = options.now ?? Date.now;
  const verify = options.verify ?? verifyPassword;
  const dummy = await hashPassword(randomBytes(16).toString('base64'));
  const byAccount = new Throttle(ACCOUNT_POLICY, now);
  const byAddress = new Throttle(ADDRESS_POLICY, now);

  const refusedFor = (accountKey: string, address: string): Attempt | undefined => {
    const wait = Math.max(byAccount.wait(accountKey), byAddress.wait(address));
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
    const found = options.accounts().find((a) => a.email === key);
    const right = await verify(password, found?.password ?? dummy);
    if (found && right) {
      byAccount.succeed(key);
      return { ok: true, account: { email: found.email, name: found.name } };
    }
    byAccount.fail(key);
    byAddress.fail(address);
    return refusedFor(key, address) ?? { ok: false, status: 401, message: WRONG_CREDENTIALS };
  };
}
