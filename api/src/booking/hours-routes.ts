import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../auth/authentication';
import { contractRoute } from '../lib/contract-route';
import { TeachingHoursRepository } from './hours-repository';
import { hoursOf, wireOf } from './hours-rules';

const tags = ['booking'];

/** A Sheikh's own teaching hours: what students may book, on the Sheikh's wall clock. */
const hoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = new TeachingHoursRepository(app.db);
  const onRequest = app.requireRoles('teacher');

  contractRoute(app, 'booking.hours', { onRequest, tags }, async (request) => {
    const hours = await repository.of(authOf(request).user.id);
    return { data: { hours: hours && wireOf(hours) } };
  });

  contractRoute(app, 'booking.updateHours', { onRequest, tags }, async (request) => {
    // Checked whole before anything is written: a refused save leaves the old hours as they were.
    const hours = hoursOf(request.body);
    const saved = await repository.save(authOf(request).user.id, hours, new Date());
    return { data: { hours: wireOf(saved) } };
  });
};

export default hoursRoutes;
