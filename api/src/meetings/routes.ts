import type { FastifyPluginAsync } from 'fastify';
import ratingRoutes from './rating-routes';
import roomRoutes, { type RoomRoutesOptions } from './room-routes';

/**
 * Every /meetings route: what is not live (a room's record, the admin overview, ratings). The
 * live lesson (entering, leaving, ending) runs over the socket.
 */
const meetingRoutes: FastifyPluginAsync<RoomRoutesOptions> = async (app, options) => {
  await app.register(roomRoutes, options);
  await app.register(ratingRoutes);
};

export default meetingRoutes;
