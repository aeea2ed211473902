import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ROLES } from '@app/shared/protocol';
import { contractRoute } from '../lib/contract-route';
import { apiError } from '../lib/http-error';
import { AttendanceCounter } from './attendance-counts';

const tags = ['booking'];

export interface AttendanceRoutesOptions {
  /** The booking clock: what has started and what is ahead (tests move it). */
  now?: (() => Date) | undefined;
}

/** Admins read each user's attendance and no-show counts (docs/booking.md#attendance). */
const attendanceRoutes: FastifyPluginAsyncZod<AttendanceRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const counter = new AttendanceCounter(app.db);
  const onRequest = app.requireRoles(...ADMIN_ROLES);

  contractRoute(
    app,
    'booking.attendanceOf',
    {
      onRequest,
      tags,
      description: "A user's booked lessons as a student and as a Sheikh, counted by outcome.",
    },
    async (request) => {
      const user = await app.usersRepository.findById(request.params.id);
      if (!user) throw apiError('users.not_found');
      return { data: await counter.of(user.id, now()) };
    },
  );
};

export default attendanceRoutes;
