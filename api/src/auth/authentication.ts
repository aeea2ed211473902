import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@app/shared/protocol';
import type { UserRow } from '../db/schema';
import { apiError } from '../lib/http-error';
import { AccessTokens } from './tokens';
import { handshakeAccessToken, sessionCookie } from './cookies';

/** Who made a request: the user (fresh from the database) and the login it belongs to. */
export interface AuthContext {
  user: UserRow;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** onRequest hook: 401 unless the access cookie names an open session of an active user. */
    authenticate: onRequestAsyncHookHandler;
    /** onRequest hook: authenticate, then 403 unless the user has one of the roles. */
    requireRoles(...roles: Role[]): onRequestAsyncHookHandler;
    /** Authenticates a raw Cookie header (the socket.io handshake uses it). */
    verifySessionCookie(cookieHeader: string | undefined): Promise<AuthContext | null>;
  }
}

/** The authenticated caller of a route guarded by `authenticate` or `requireRoles`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw apiError('auth.not_authenticated');
  return request.auth;
}

export default fp<{ sessionSecret: string }>(
  async (app, { sessionSecret }) => {
    const accessTokens = new AccessTokens(sessionSecret);

    async function verifyAccessToken(token: string | undefined): Promise<AuthContext | null> {
      if (!token) return null;
      const claims = await accessTokens.verify(token);
      if (!claims) return null;
      // The database is asked on every call so a ban or logout takes effect at once.
      const user = await app.sessionsRepository.findActiveUser(claims.sessionId, claims.userId);
      return user ? { user, sessionId: claims.sessionId } : null;
    }

    async function authenticate(request: FastifyRequest): Promise<void> {
      request.auth = await verifyAccessToken(sessionCookie(request, 'access'));
      if (!request.auth) throw apiError('auth.not_authenticated');
    }

    app.decorate('accessTokens', accessTokens);
    app.decorateRequest('auth', null);
    app.decorate('authenticate', authenticate);
    app.decorate('requireRoles', (...roles: Role[]): onRequestAsyncHookHandler => {
      return async function requireRoles(request) {
        await authenticate(request);
        if (!roles.includes(authOf(request).user.role)) throw apiError('auth.forbidden');
      };
    });
    app.decorate('verifySessionCookie', async (cookieHeader: string | undefined) => {
      if (!cookieHeader) return null;
      const production = app.config.NODE_ENV === 'production';
      return verifyAccessToken(handshakeAccessToken(app.parseCookie(cookieHeader), production));
    });
  },
  { name: 'authentication', dependencies: ['sessions-repository'] },
);
