import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../auth/authentication';
import { apiError } from '../lib/http-error';
import { dataOf, errors } from '../lib/response-schemas';
import { pushSubscriptionBodySchema, pushUnsubscribeBodySchema } from './notification-schemas';

/** The browsers a user receives web push in. */
const pushSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];

  app.post(
    '/notifications/push-subscriptions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        body: pushSubscriptionBodySchema,
        response: { 201: dataOf(z.object({ endpoint: z.string() })), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const problem = await app.pushSender.endpointProblem(request.body.endpoint);
      if (problem) throw apiError('push.invalid_endpoint', { message: problem });
      const row = await app.pushSubscriptions.upsert(authOf(request).user.id, request.body);
      return reply.code(201).send({ data: { endpoint: row.endpoint } });
    },
  );

  app.delete(
    '/notifications/push-subscriptions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        body: pushUnsubscribeBodySchema,
        response: { 204: z.null().describe('Removed'), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      if (!(await app.pushSubscriptions.deleteOwn(user.id, request.body.endpoint))) {
        throw apiError('push.not_found');
      }
      return reply.code(204).send(null);
    },
  );
};

export default pushSubscriptionRoutes;
