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

/**
 * Secure cookies get prefixed names: a browser accepts a `__Host-` cookie only when it is
 * Secure, for the host alone and for path `/`, and a `__Secure-` one only when it is Secure, so
 * neither a sibling subdomain nor a plain-http page can plant a session of its choosing. The
 * refresh cookie has its own path, which `__Host-` forbids, so it takes `__Secure-`. The
 * session hint holds no secret (the page reads it to know a session exists) and keeps its name.
 */
export const SECURE_COOKIE_NAMES = {
  access: `__Host-${ACCESS_COOKIE}`,
  refresh: `__Secure-${REFRESH_COOKIE}`,
} as const;

const PLAIN_COOKIE_NAMES = { access: ACCESS_COOKIE, refresh: REFRESH_COOKIE } as const;

/**
 * Whether this request's cookies are Secure: always in production, and whenever the request
 * came over https, directly or through a trusted proxy (TRUST_PROXY).
 */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.server.config.NODE_ENV === 'production' || request.protocol === 'https';
}

/** The names of the session cookies for a request of this security. */
export function sessionCookieNames(secure: boolean) {
  return secure ? SECURE_COOKIE_NAMES : PLAIN_COOKIE_NAMES;
}

/** The access or refresh token a request carries, under the name its security calls for. */
export function sessionCookie(
  request: FastifyRequest,
  kind: 'access' | 'refresh',
): string | undefined {
  return request.cookies[sessionCookieNames(isSecureRequest(request))[kind]];
}

function base(request: FastifyRequest): CookieSerializeOptions {
  // SameSite=Lax: the shell (:3000) and the API (:3001) are same-site, so cookies flow on
  // credentialed fetches while cross-site forms cannot use them.
  return { httpOnly: true, sameSite: 'lax', secure: isSecureRequest(request), path: '/' };
}

/** Sets the access, refresh and hint cookies of a session. */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: { accessToken: string; refreshToken: string },
): void {
  const options = base(request);
  const names = sessionCookieNames(options.secure === true);
  reply
    .setCookie(names.access, tokens.accessToken, { ...options, maxAge: ACCESS_TOKEN_TTL_SECONDS })
    .setCookie(names.refresh, tokens.refreshToken, {
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
  const names = sessionCookieNames(options.secure === true);
  reply
    .clearCookie(names.access, options)
    .clearCookie(names.refresh, { ...options, path: REFRESH_PATH })
    .clearCookie(SESSION_HINT_COOKIE, { ...options, httpOnly: false });
}

/**
 * The access token in a socket handshake's cookies. A handshake has no request protocol of
 * its own to go by: the prefixed cookie is taken first, and the plain one outside production.
 */
export function handshakeAccessToken(
  cookies: Record<string, string | undefined>,
  production: boolean,
): string | undefined {
  return cookies[SECURE_COOKIE_NAMES.access] ?? (production ? undefined : cookies[ACCESS_COOKIE]);
}
