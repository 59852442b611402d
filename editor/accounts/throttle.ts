/**
 * How failed sign-ins slow the next try down, for one kind of key (an account from one address,
 * or an address).
 */
export interface ThrottlePolicy {
  /** Failures before the first wait; each further one doubles it. */
  free: number;
  /** The first wait. */
  firstWaitMs: number;
  maxWaitMs: number;
  /** A key without a failure for this long starts afresh. */
  forgetAfterMs: number;
}

export const ACCOUNT_POLICY: ThrottlePolicy = {
  free: 5,
  firstWaitMs: 60_000,
  maxWaitMs: 60 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};

/** People in one office share an address: it may fail more often than one account there. */
export const ADDRESS_POLICY: ThrottlePolicy = { ...ACCOUNT_POLICY, free: 10 };

interface Failures {
  count: number;
  last: number;
  until: number;
}

/** Keys kept at most: enough for any team, and a flood of made-up names cannot grow it further. */
const MAX_KEYS = 10_000;

export class Throttle {
  private readonly keys = new Map<string, Failures>();

  constructor(
    private readonly policy: ThrottlePolicy,
    private readonly now: () => number = Date.now,
  ) {}

  private current(key: string): Failures | undefined {
    const failures = this.keys.get(key);
    if (failures && this.now() - failures.last > this.policy.forgetAfterMs) {
      this.keys.delete(key);
      return undefined;
    }
    return failures;
  }

  /** How long `key` must wait before its next try, in milliseconds (0: it may try now). */
  wait(key: string): number {
    return Math.max(0, (this.current(key)?.until ?? 0) - this.now());
  }

  fail(key: string): void {
    const now = this.now();
    const failures = this.current(key) ?? { count: 0, last: now, until: 0 };
    failures.count += 1;
    failures.last = now;
    const over = failures.count - this.policy.free;
    if (over >= 0)
      failures.until = now + Math.min(this.policy.firstWaitMs * 2 ** over, this.policy.maxWaitMs);
    // Re-inserted, so the map's order is oldest failure first and the oldest goes when full.
    this.keys.delete(key);
    this.keys.set(key, failures);
    if (this.keys.size > MAX_KEYS) this.keys.delete(this.keys.keys().next().value!);
  }

  succeed(key: string): void {
    this.keys.delete(key);
  }
}

/** What the person reads while they must wait: whole minutes, rounded up. */
export function waitMessage(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
