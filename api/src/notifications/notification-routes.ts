import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../auth/authentication';
import { apiError } from '../lib/http-error';
import { dataOf, errors } from '../lib/response-schemas';
import {
  notificationIdParamsSchema,
  notificationSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
} from './notification-schemas';
import { toNotification } from './notification-view';

/** The bell: a user's own notifications, newest first, and their read state. */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.notificationsRepository;
  const tags = ['notifications'];

  app.get(
    '/notifications',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        querystring: notificationsQuerySchema,
        response: { 200: dataOf(notificationsPageSchema), ...errors(400, 401) },
      },
    },
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

  app.patch(
    '/notifications/:id/read',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        params: notificationIdParamsSchema,
        response: {
          200: dataOf(z.object({ notification: notificationSchema, unreadCount: z.number() })),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const row = await repository.markRead(user.id, request.params.id);
      if (!row) throw apiError('notifications.not_found');
      const unreadCount = await app.notifier.changed(user.id);
      return { data: { notification: toNotification(row), unreadCount } };
    },
  );

  app.post(
    '/notifications/read-all',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        response: { 200: dataOf(z.object({ unreadCount: z.literal(0) })), ...errors(401, 403) },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      await repository.markAllRead(user.id);
      await app.notifier.changed(user.id);
      return { data: { unreadCount: 0 as const } };
    },
  );

  app.delete(
    '/notifications/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        params: notificationIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      if (!(await repository.delete(user.id, request.params.id)))
        throw apiError('notifications.not_found');
      await app.notifier.changed(user.id);
      return reply.code(204).send(null);
    },
  );
};

export default notificationRoutes;
