import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ROLES } from '@app/shared/protocol';
import { contractRoute } from '../lib/contract-route';
import { apiError } from '../lib/http-error';

const tags = ['booking'];

/**
 * Admins read each user's attendance and no-show counts (docs/booking.md#attendance), counted
 * by the booking service on its own clock.
 */
const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
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
      return { data: await app.bookingService.attendanceOf(user.id) };
    },
  );
};

export default attendanceRoutes;
