import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../auth/authentication';
import { contractRoute } from '../lib/contract-route';
import { listPastLessons } from './past-lessons';

const tags = ['booking'];

export interface PastLessonsRoutesOptions {
  /** The booking clock: which lessons are over (tests move it). */
  now?: (() => Date) | undefined;
}

/** Each side's own past booked lessons with their attendance, for the history page. */
const pastLessonsRoutes: FastifyPluginAsyncZod<PastLessonsRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const sides = app.requireRoles('student', 'teacher');

  contractRoute(
    app,
    'booking.pastLessons',
    {
      onRequest: sides,
      tags,
      description:
        "The signed-in user's booked lessons that are over, as a student or as a Sheikh, newest first.",
    },
    async (request) => {
      // Whose lessons comes from the session only: the query names no user.
      const { user } = authOf(request);
      return { data: await listPastLessons(app.db, user.id, now(), request.query) };
    },
  );
};

export default pastLessonsRoutes;
