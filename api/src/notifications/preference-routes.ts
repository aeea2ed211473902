import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../auth/authentication';
import { contractRoute } from '../lib/contract-route';
import type { NotificationPreferences } from './notification-types';

/** A user's own notification switches, with which channels this server can deliver. */
const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];

  const answer = (preferences: NotificationPreferences) => ({
    data: {
      preferences,
      // Email needs SMTP settings; the client shows the switch as unavailable without them.
      available: { email: app.notifier.emailAvailable, push: true, desktop: true as const },
      vapidPublicKey: app.pushSender.publicKey,
    },
  });

  contractRoute(
    app,
    'notifications.preferences',
    { onRequest: app.authenticate, tags },
    async (request) => answer(await app.notificationPreferences.get(authOf(request).user.id)),
  );

  contractRoute(
    app,
    'notifications.updatePreferences',
    { onRequest: app.authenticate, tags },
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
