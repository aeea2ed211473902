import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../auth/authentication';
import { contractRoute } from '../lib/contract-route';
import { apiError } from '../lib/http-error';

/** The browsers a user receives web push in. */
const pushSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];

  contractRoute(app, 'push.subscribe', { onRequest: app.authenticate, tags }, async (request) => {
    const problem = await app.pushSender.endpointProblem(request.body.endpoint);
    if (problem) throw apiError('push.invalid_endpoint', { message: problem });
    const row = await app.pushSubscriptions.upsert(authOf(request).user.id, request.body);
    return { data: { endpoint: row.endpoint } };
  });

  contractRoute(app, 'push.unsubscribe', { onRequest: app.authenticate, tags }, async (request) => {
    const { user } = authOf(request);
    if (!(await app.pushSubscriptions.deleteOwn(user.id, request.body.endpoint))) {
      throw apiError('push.not_found');
    }
    return null;
  });
};

export default pushSubscriptionRoutes;
