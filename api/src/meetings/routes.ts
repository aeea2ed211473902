import type { FastifyPluginAsync } from 'fastify';
import ratingRoutes from './rating-routes';
import roomRoutes from './room-routes';

/**
 * Every /meetings route: what is not live (a room's record, the admin overview, ratings). The
 * live lesson (entering, leaving, ending) runs over the socket.
 */
const meetingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(roomRoutes);
  await app.register(ratingRoutes);
};

export default meetingRoutes;
