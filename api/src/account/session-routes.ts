import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../lib/contract-route';
import { apiError } from '../lib/http-error';
import { toUser } from '../users/user-view';
import { authOf } from '../auth/authentication';
import { clearSessionCookies, sessionCookie, setSessionCookies } from '../auth/cookies';

/** Logout, token refresh, and the page-unload beacon. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(
    app,
    'auth.logout',
    {
      tags: ['auth'],
      description:
        "Revokes the login (its refresh-token family) and forgets the browser's push endpoint when given.",
    },
    async (request, reply) => {
      // Logging out works with whichever cookie is still valid and is idempotent.
      const claims = await app.accessTokens.verify(sessionCookie(request, 'access') ?? '');
      const refreshToken = sessionCookie(request, 'refresh');
      const revoked = claims
        ? {
            sessionId: claims.sessionId,
            userId: await app.sessionsRepository.revoke(claims.sessionId),
          }
        : refreshToken
          ? await app.sessionsRepository.revokeByRefreshToken(refreshToken)
          : null;
      const pushEndpoint = request.body?.pushEndpoint;
      if (revoked?.userId && pushEndpoint) {
        await app.pushSubscriptions.deleteOwn(revoked.userId, pushEndpoint);
      }
      if (revoked?.userId) {
        app.accountEvents.emit('loggedOut', {
          userId: revoked.userId,
          sessionId: revoked.sessionId,
        });
      }
      clearSessionCookies(request, reply);
      return { data: { loggedOut: true } };
    },
  );

  contractRoute(app, 'auth.refresh', { tags: ['auth'] }, async (request, reply) => {
    const presented = sessionCookie(request, 'refresh');
    const result = presented
      ? await app.sessionsRepository.rotate(presented)
      : { kind: 'invalid' as const };
    if (result.kind === 'reused') {
      app.accountEvents.emit('sessionRevoked', {
        userId: result.userId,
        sessionId: result.sessionId,
      });
    }
    const user =
      result.kind === 'rotated'
        ? await app.sessionsRepository.findActiveUser(result.sessionId, result.userId)
        : null;
    if (result.kind !== 'rotated' || !user) {
      clearSessionCookies(request, reply);
      throw apiError('auth.session_expired');
    }
    const accessToken = await app.accessTokens.sign({
      userId: user.id,
      sessionId: result.sessionId,
    });
    setSessionCookies(request, reply, { accessToken, refreshToken: result.refreshToken });
    return { data: toUser(user) };
  });

  contractRoute(
    app,
    'auth.setOffline',
    {
      onRequest: app.authenticate,
      // navigator.sendBeacon sends a string as text/plain: read it as the JSON it is.
      preValidation: async (request) => {
        const raw: unknown = request.body;
        if (typeof raw !== 'string') return;
        try {
          request.body = raw.trim() ? JSON.parse(raw) : undefined;
        } catch {
          throw apiError('request.invalid_json');
        }
      },
      tags: ['auth'],
    },
    async (request) => {
      const { user } = authOf(request);
      if (request.body?.userId && request.body.userId !== user.id) {
        throw apiError('auth.forbidden');
      }
      await app.usersRepository.setPresence(user.id, { isOnline: false, isBusy: false });
      app.accountEvents.emit('userChanged', { userId: user.id });
      return { data: { isOnline: false, isBusy: false } };
    },
  );
};

export default sessionRoutes;
