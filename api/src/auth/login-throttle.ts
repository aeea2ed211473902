import type { RedisClientType } from 'redis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { REDIS_LIMITER_OPTIONS } from '../lib/redis-limiter-options';

/** Failed-login limits: at most `max` failures per key within `windowMs`. */
export interface LoginLimit {
  max: number;
  windowMs: number;
}

export interface LoginLimits {
  /** Failures on one account from devices that have never signed in to it. */
  perAccount: LoginLimit;
  /** Failures from one address on devices unknown to the accounts tried. */
  perAddress: LoginLimit;
  /** Failures from one known device: a stolen device cookie buys no more guesses than this. */
  perDevice: LoginLimit;
}

// Per address: high enough that a school behind one address is not locked out by one pupil
// guessing, low enough that a spray across accounts from one address stops soon.
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAccount: { max: 10, windowMs: 15 * 60_000 },
  perAddress: { max: 100, windowMs: 15 * 60_000 },
  perDevice: { max: 10, windowMs: 15 * 60_000 },
};

/** Who is trying: the account, the client address, and the device when the browser is known. */
export interface LoginAttempt {
  account: string;
  address: string;
  device: string | null;
}

/**
 * Counts failed logins only, so a correct password is held back only where failures piled up:
 * a known device answers to its own counter alone, so an attacker elsewhere cannot lock the
 * account's owner out; unknown devices answer to the account's and the address's counters.
 * With Redis the counters are shared by every API process.
 */
export class LoginThrottle {
  readonly #account: RateLimiterAbstract;
  readonly #address: RateLimiterAbstract;
  readonly #device: RateLimiterAbstract;

  constructor(limits: LoginLimits = DEFAULT_LOGIN_LIMITS, redis: RedisClientType | null = null) {
    const counter = (keyPrefix: string, limit: LoginLimit): RateLimiterAbstract => {
      const options = {
        keyPrefix: `login-failures:${keyPrefix}`,
        points: limit.max,
        duration: Math.max(1, Math.ceil(limit.windowMs / 1000)),
      };
      return redis
        ? new RateLimiterRedis({ ...options, ...REDIS_LIMITER_OPTIONS, storeClient: redis })
        : new RateLimiterMemory(options);
    };
    this.#account = counter('account', limits.perAccount);
    this.#address = counter('address', limits.perAddress);
    this.#device = counter('device', limits.perDevice);
  }

  #counters(attempt: LoginAttempt): Array<[RateLimiterAbstract, string]> {
    return attempt.device
      ? [[this.#device, attempt.device]]
      : [
          [this.#account, attempt.account],
          [this.#address, attempt.address],
        ];
  }

  /** Seconds to wait before this attempt may be made, or 0 when it may be made now. */
  async retryAfterSeconds(attempt: LoginAttempt): Promise<number> {
    let waitMs = 0;
    for (const [counter, key] of this.#counters(attempt)) {
      const state = await counter.get(key);
      if (state && state.consumedPoints >= counter.points)
        waitMs = Math.max(waitMs, state.msBeforeNext);
    }
    return Math.ceil(waitMs / 1000);
  }

  async recordFailure(attempt: LoginAttempt): Promise<void> {
    for (const [counter, key] of this.#counters(attempt)) await counter.penalty(key, 1);
  }

  /** A success forgives the failures this device or account made, not the address's. */
  async recordSuccess(attempt: LoginAttempt): Promise<void> {
    await (attempt.device
      ? this.#device.delete(attempt.device)
      : this.#account.delete(attempt.account));
  }
}
