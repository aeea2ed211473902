import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '../lib/http-error';
import { dataOf, errors } from '../lib/response-schemas';
import { toUser } from '../users/user-view';
import { userSchema } from '../users/user-schemas';
import { logoutBodySchema } from './account-schemas';
import { authOf } from '../auth/authentication';
import { clearSessionCookies, sessionCookie, setSessionCookies } from '../auth/cookies';

/** Logout, token refresh, and the page-unload beacon. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        description:
          "Revokes the login (its refresh-token family) and forgets the browser's push endpoint when given.",
        body: logoutBodySchema,
        response: { 200: dataOf(z.object({ loggedOut: z.literal(true) })), ...errors(400, 403) },
      },
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
      return { data: { loggedOut: true as const } };
    },
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        response: { 200: dataOf(userSchema), ...errors(401, 403) },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.post(
    '/auth/set-offline',
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
      schema: {
        tags: ['auth'],
        body: z
          .object({ userId: z.string().max(64).optional() })
          .strict()
          .nullish(),
        response: {
          200: dataOf(z.object({ isOnline: z.boolean(), isBusy: z.boolean() })),
          ...errors(400, 401, 403),
        },
      },
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
