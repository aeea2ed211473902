import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../auth/authentication';
import { dataOf, errors } from '../lib/response-schemas';
import { preferencesResponseSchema, preferencesUpdateSchema } from './notification-schemas';
import type { NotificationPreferences } from './notification-types';

/** A user's own notification switches, with which channels this server can deliver. */
const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];
  const response = { 200: dataOf(preferencesResponseSchema) };

  const answer = (preferences: NotificationPreferences) => ({
    data: {
      preferences,
      // Email needs SMTP settings; the client shows the switch as unavailable without them.
      available: { email: app.notifier.emailAvailable, push: true, desktop: true as const },
      vapidPublicKey: app.pushSender.publicKey,
    },
  });

  app.get(
    '/notifications/preferences',
    {
      onRequest: app.authenticate,
      schema: { tags, response: { ...response, ...errors(401) } },
    },
    async (request) => answer(await app.notificationPreferences.get(authOf(request).user.id)),
  );

  app.put(
    '/notifications/preferences',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        body: preferencesUpdateSchema,
        response: { ...response, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const changes = Object.fromEntries(
        Object.entries(request.body).filter(([, value]) => value !== undefined),
      ) as Partial<NotificationPreferences>;
      const preferences = Object.keys(changes).length
        ? await app.notificationPreferences.update(user.id, changes)
        : await app.notificationPreferences.get(user.id);
      return answer(preferences);
    },
  );
};

export default preferenceRoutes;
