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
