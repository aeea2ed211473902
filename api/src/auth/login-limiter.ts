/** Failed-login limits: at most `max` failures per key within `windowMs`. */
export interface LoginLimits {
  perAccount: { max: number; windowMs: number };
  perAddress: { max: number; windowMs: number };
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAccount: { max: 5, windowMs: 15 * 60_000 },
  perAddress: { max: 30, windowMs: 15 * 60_000 },
};

interface Window {
  failures: number;
  resetAt: number;
}

class FailureCounter {
  readonly #windows = new Map<string, Window>();

  constructor(private readonly limit: { max: number; windowMs: number }) {}

  /** Milliseconds until the key may try again, or 0 when it is not blocked. */
  retryAfter(key: string, now: number): number {
    const window = this.#windows.get(key);
    if (!window || window.resetAt <= now) return 0;
    return window.failures >= this.limit.max ? window.resetAt - now : 0;
  }

  fail(key: string, now: number): void {
    const window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      this.#windows.set(key, { failures: 1, resetAt: now + this.limit.windowMs });
    } else {
      window.failures += 1;
    }
    // Keep memory bounded under a spray of distinct keys.
    if (this.#windows.size > 50_000) this.prune(now);
  }

  reset(key: string): void {
    this.#windows.delete(key);
  }

  prune(now: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}

/**
 * Counts failed logins per account and per client address, in memory. Only failures count:
 * a correct password is never held back unless that account or address is already blocked,
 * and a success clears the account's counter.
 */
export class LoginLimiter {
  readonly #accounts: FailureCounter;
  readonly #addresses: FailureCounter;

  constructor(limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
    this.#accounts = new FailureCounter(limits.perAccount);
    this.#addresses = new FailureCounter(limits.perAddress);
  }

  /** Seconds to wait before another attempt, or 0 when allowed. */
  retryAfterSeconds(account: string, address: string, now = Date.now()): number {
    const ms = Math.max(
      this.#accounts.retryAfter(account, now),
      this.#addresses.retryAfter(address, now),
    );
    return Math.ceil(ms / 1000);
  }

  recordFailure(account: string, address: string, now = Date.now()): void {
    this.#accounts.fail(account, now);
    this.#addresses.fail(address, now);
  }

  recordSuccess(account: string): void {
    this.#accounts.reset(account);
  }
}
