import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../auth/authentication';
import { dataOf, errors } from '../lib/response-schemas';
import { ratingBodySchema } from './meeting-schemas';

/** A student's rating of a lesson it attended. */
const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  const meetings = app.meetingsRepository;

  app.post(
    '/meetings/rating',
    {
      onRequest: app.requireRoles('student'),
      schema: {
        tags: ['meetings'],
        body: ratingBodySchema,
        response: {
          201: dataOf(
            z.object({
              meetingId: z.uuid(),
              rating: z.number(),
              comment: z.string().nullable(),
              averageRating: z.number(),
              totalRatings: z.number(),
            }),
          ),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
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
      return reply.code(201).send({ data: result });
    },
  );
};

export default ratingRoutes;
