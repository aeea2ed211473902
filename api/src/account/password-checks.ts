import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { apiError } from '../lib/http-error';
import type { DeviceCookies } from '../auth/device-cookies';
import type { LoginAttempt, LoginThrottle } from '../auth/login-throttle';
import { verifyPassword } from '../users/passwords';

/**
 * The one place a password is checked against an account. Sign-in and every later check (the
 * change-password form's current password) count against the same throttle, so a stolen
 * session cannot guess the password where the login form would stop it.
 */
export class PasswordChecks {
  constructor(
    readonly throttle: LoginThrottle,
    readonly devices: DeviceCookies,
  ) {}

  /** Who is trying: the account by its sign-in contact, the address and the known device. */
  attempt(request: FastifyRequest, account: string, userId: string | null): LoginAttempt {
    return {
      account,
      address: request.ip,
      device: userId ? this.devices.deviceOf(request, userId) : null,
    };
  }

  /** Refuses with 429 and Retry-After while this attempt's counters are spent. */
  async assertMayTry(attempt: LoginAttempt): Promise<void> {
    const retryAfter = await this.throttle.retryAfterSeconds(attempt);
    if (retryAfter > 0) {
      throw apiError('rate_limited', { headers: { 'retry-after': String(retryAfter) } });
    }
  }

  /** True when the password is the account's; a wrong one is counted, a right one forgives. */
  async verify(attempt: LoginAttempt, passwordHash: string | null, password: string) {
    if (!(await verifyPassword(passwordHash, password))) {
      await this.throttle.recordFailure(attempt);
      return false;
    }
    await this.throttle.recordSuccess(attempt);
    return true;
  }

  /** An account's current password, asked again by a signed-in user: throttled like a login. */
  async assertCurrentPassword(request: FastifyRequest, user: UserRow, password: string) {
    const attempt = this.attempt(request, signInContactOf(user), user.id);
    await this.assertMayTry(attempt);
    if (!(await this.verify(attempt, user.passwordHash, password))) {
      throw apiError('auth.wrong_password');
    }
  }
}

/** The contact the account signs in with, as the login form's throttle keys it. */
function signInContactOf(user: UserRow): string {
  return (user.loginMethod === 'phone' ? user.phone : user.email) ?? user.id;
}
