import { randomBytes } from 'node:crypto';
import type { Account } from '../protocol/api-types';

/** A session ends after this long without a request (a working day's pause is not enough). */
export const IDLE_EXPIRY_MS = 8 * 60 * 60_000;

interface Session {
  email: string;
  seen: number;
  /** The token its editor pages send with each change: new at each sign-in, gone with it. */
  token: string;
  /** What must stop when the session ends: its open change streams. */
  closers: Set<() => void>;
}

/**
 * Signed-in sessions, kept in memory: the cookie holds only a random id, so nothing a browser
 * holds says who it is, and restarting the editor signs everyone out.
 */
export class Sessions {
  private readonly byId = new Map<string, Session>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly idleMs = IDLE_EXPIRY_MS,
  ) {}

  start(email: string): string {
    this.sweep();
    const id = randomBytes(32).toString('base64url');
    const token = randomBytes(32).toString('base64url');
    this.byId.set(id, { email, seen: this.now(), token, closers: new Set() });
    return id;
  }

  /** The change token of a session that has not ended. */
  tokenOf(id: string | undefined): string | undefined {
    return id === undefined ? undefined : this.byId.get(id)?.token;
  }

  /**
   * The session's account while it lasts, or undefined; each use counts as activity.
   * `accountOf` answers from the accounts as they are now, so a removed account is signed out.
   */
  use(id: string | undefined, accountOf: (email: string) => Account | undefined) {
    if (id === undefined) return undefined;
    const session = this.byId.get(id);
    if (!session) return undefined;
    const account = accountOf(session.email);
    if (!account || this.now() - session.seen > this.idleMs) {
      this.drop(id);
      return undefined;
    }
    session.seen = this.now();
    return account;
  }

  end(id: string | undefined): void {
    if (id !== undefined) this.drop(id);
  }

  /**
   * Runs `close` when the session ends (signed out, expired, account removed), so a stream it
   * opened stops telling a signed-out browser about colleagues' changes. Returns a function that
   * forgets `close`, for when the stream ends first.
   */
  onEnd(id: string, close: () => void): () => void {
    const closers = this.byId.get(id)?.closers;
    closers?.add(close);
    return () => void closers?.delete(close);
  }

  private drop(id: string) {
    const session = this.byId.get(id);
    this.byId.delete(id);
    for (const close of session?.closers ?? []) close();
  }

  private sweep() {
    for (const [id, session] of this.byId)
      if (this.now() - session.seen > this.idleMs) this.drop(id);
  }
}
