import type { FastifyPluginAsync } from 'fastify';
import attendanceRoutes from './attendance-routes';
import type { MeetingTokens } from './meeting-token';
import roomRoutes from './room-routes';

/** Every /meetings route. */
const meetingRoutes: FastifyPluginAsync<{ tokens: MeetingTokens }> = async (app, { tokens }) => {
  await app.register(roomRoutes, { tokens });
  await app.register(attendanceRoutes);
};

export default meetingRoutes;
