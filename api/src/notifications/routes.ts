import type { FastifyPluginAsync } from 'fastify';
import notificationRoutes from './notification-routes';
import preferenceRoutes from './preference-routes';
import pushSubscriptionRoutes from './push-subscription-routes';

/** Every /notifications route. */
const notificationsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(notificationRoutes);
  await app.register(preferenceRoutes);
  await app.register(pushSubscriptionRoutes);
};

export default notificationsRoutes;
