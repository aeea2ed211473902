/** HTTP-only cookie holding the 15-minute access token. */
export const ACCESS_COOKIE = 'access_token';
/** HTTP-only cookie holding the opaque refresh token (sent to /auth only). */
export const REFRESH_COOKIE = 'refresh_token';
/**
 * Readable cookie (no secret, value `1`) that lives as long as the refresh token, so the
 * browser can tell "maybe signed in, try a refresh" from "signed out" without seeing the
 * HTTP-only cookies.
 */
export const SESSION_HINT_COOKIE = 'has_session';

/** Server messages the client recognises (SPEC sections 5, 6 and 8). */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  awaitingVerification:
    'Your account is waiting for verification. Please check your email or contact support.',
  unverified: 'Please verify your email before logging in',
  notAuthenticated: 'Not authenticated',
  sessionExpired: 'Session expired',
  tooManyAttempts: 'Too many failed login attempts. Please try again later.',
  forbidden: 'You do not have permission to do this',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotDeleteSuperadmin: 'A superadmin cannot be deleted',
  originNotAllowed: 'Origin not allowed',
} as const;
