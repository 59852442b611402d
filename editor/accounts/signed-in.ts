import type { IncomingMessage } from 'node:http';
import type { Account } from '../protocol/api-types';

const signedIn = new WeakMap<IncomingMessage, Account>();

/** Recorded by the sign-in gate when it admits a request with a live session. */
export function markSignedIn(req: IncomingMessage, account: Account): void {
  signedIn.set(req, account);
}

/**
 * Who sent this request: the signed-in account, or undefined when the editor runs without
 * accounts (on this machine only). For a commit's author, a history entry and the like.
 */
export function signedInAccount(req: IncomingMessage): Account | undefined {
  return signedIn.get(req);
}
