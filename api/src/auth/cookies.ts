import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import {
  ACCESS_COOKIE,
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_COOKIE,
  REFRESH_TOKEN_TTL_SECONDS,
  SESSION_HINT_COOKIE,
} from '@app/shared/protocol';

// The refresh token is only ever needed by /auth/refresh and /auth/logout.
const REFRESH_PATH = '/auth';

function base(request: FastifyRequest): CookieSerializeOptions {
  // SameSite=Lax: the shell (:3000) and the API (:3001) are same-site, so cookies flow on
  // credentialed fetches while cross-site forms cannot use them.
  return { httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', path: '/' };
}

/** Sets the access, refresh and hint cookies of a session. */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: { accessToken: string; refreshToken: string },
): void {
  const options = base(request);
  reply
    .setCookie(ACCESS_COOKIE, tokens.accessToken, { ...options, maxAge: ACCESS_TOKEN_TTL_SECONDS })
    .setCookie(REFRESH_COOKIE, tokens.refreshToken, {
      ...options,
      path: REFRESH_PATH,
      maxAge: REFRESH_TOKEN_TTL_SECONDS,
    })
    .setCookie(SESSION_HINT_COOKIE, '1', {
      ...options,
      httpOnly: false,
      maxAge: REFRESH_TOKEN_TTL_SECONDS,
    });
}

/** Removes every session cookie. */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const options = base(request);
  reply
    .clearCookie(ACCESS_COOKIE, options)
    .clearCookie(REFRESH_COOKIE, { ...options, path: REFRESH_PATH })
    .clearCookie(SESSION_HINT_COOKIE, { ...options, httpOnly: false });
}
