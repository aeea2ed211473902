import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../auth/authentication';
import { contractRoute } from '../lib/contract-route';
import { apiError } from '../lib/http-error';
import { toNotification } from './notification-view';

/** The bell: a user's own notifications, newest first, and their read state. */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.notificationsRepository;
  const tags = ['notifications'];

  contractRoute(
    app,
    'notifications.list',
    { onRequest: app.authenticate, tags },
    async (request) => {
      const { user } = authOf(request);
      const { limit, cursor } = request.query;
      const page = await repository.page(user.id, limit, cursor);
      return {
        data: {
          notifications: page.rows.map(toNotification),
          unreadCount: await repository.unreadCount(user.id),
          nextCursor: page.nextCursor,
        },
      };
    },
  );

  contractRoute(
    app,
    'notifications.read',
    { onRequest: app.authenticate, tags },
    async (request) => {
      const { user } = authOf(request);
      const row = await repository.markRead(user.id, request.params.id);
      if (!row) throw apiError('notifications.not_found');
      const unreadCount = await app.notifier.changed(user.id);
      return { data: { notification: toNotification(row), unreadCount } };
    },
  );

  contractRoute(
    app,
    'notifications.readAll',
    { onRequest: app.authenticate, tags },
    async (request) => {
      const { user } = authOf(request);
      await repository.markAllRead(user.id);
      await app.notifier.changed(user.id);
      return { data: { unreadCount: 0 as const } };
    },
  );

  contractRoute(
    app,
    'notifications.delete',
    { onRequest: app.authenticate, tags },
    async (request) => {
      const { user } = authOf(request);
      if (!(await repository.delete(user.id, request.params.id)))
        throw apiError('notifications.not_found');
      await app.notifier.changed(user.id);
      return null;
    },
  );
};

export default notificationRoutes;
