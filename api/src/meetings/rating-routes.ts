import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../auth/authentication';
import { contractRoute } from '../lib/contract-route';

/** A student's rating of a lesson it attended. */
const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  const meetings = app.meetingsRepository;

  contractRoute(
    app,
    'meetings.rate',
    { onRequest: app.requireRoles('student'), tags: ['meetings'] },
    async (request) => {
      const { user } = authOf(request);
      const { teacherId, ...result } = await meetings.rate({
        meetingId: request.body.meetingId,
        userId: user.id,
        rating: request.body.rating,
        comment: request.body.comment || null,
      });
      app.meetingEvents.emit('meetingRated', {
        meetingId: result.meetingId,
        studentId: user.id,
        rating: result.rating,
      });
      // The teacher's average changed: the lists (landing page included) show it live.
      if (teacherId) app.accountEvents.emit('userChanged', { userId: teacherId });
      return { data: result };
    },
  );
};

export default ratingRoutes;
