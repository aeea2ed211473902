import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../auth/authentication';
import { contractRoute } from '../lib/contract-route';
import { tooManyRequests } from '../lib/http-error';

const tags = ['booking'];

/**
 * Booking a Sheikh's free slots (students), and each side's own booked lessons
 * (docs/booking.md). Only students book and move; either side cancels. Whose booking or lesson it
 * is, is the service's to check.
 */
const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.bookingService;
  const students = app.requireRoles('student');
  const sides = app.requireRoles('student', 'teacher');
  const countBooking = async (studentId: string) => {
    const wait = await app.rateLimits.bookingsByStudent.take(studentId);
    if (wait > 0) throw tooManyRequests(wait);
  };

  contractRoute(app, 'booking.slots', { onRequest: students, tags }, async (request) => {
    const { from, to, minutes, trial } = request.query;
    const slots = await service.freeSlots(authOf(request).user, request.params.id, {
      from: new Date(from),
      to: new Date(to),
      minutes,
      trial,
    });
    return { data: slots };
  });

  contractRoute(app, 'booking.hold', { onRequest: students, tags }, async (request) => {
    const { user } = authOf(request);
    await countBooking(user.id);
    const booking = await service.hold(user, request.body);
    return { data: { booking } };
  });

  contractRoute(app, 'booking.confirm', { onRequest: students, tags }, async (request) => {
    const booking = await service.confirm(authOf(request).user, request.params.bookingId);
    return { data: { booking } };
  });

  contractRoute(app, 'booking.cancel', { onRequest: sides, tags }, async (request) => {
    const booking = await service.cancel(authOf(request).user, request.params.bookingId);
    return { data: { booking } };
  });

  contractRoute(app, 'booking.lessons', { onRequest: sides, tags }, async (request) => {
    const { from, to } = request.query;
    const lessons = await service.lessons(
      authOf(request).user,
      from === undefined ? undefined : new Date(from),
      to === undefined ? undefined : new Date(to),
    );
    return { data: { lessons } };
  });

  // Whose lessons comes from the session only: the query names no user.
  contractRoute(
    app,
    'booking.pastLessons',
    {
      onRequest: sides,
      tags,
      description:
        "The signed-in user's booked lessons that are over, as a student or as a Sheikh, newest first.",
    },
    async (request) => ({
      data: await service.pastLessons(authOf(request).user, request.query),
    }),
  );

  contractRoute(app, 'booking.cancelLesson', { onRequest: sides, tags }, async (request) => {
    const lesson = await service.cancelLesson(authOf(request).user, request.params.lessonId);
    return { data: { lesson } };
  });

  contractRoute(app, 'booking.moveLesson', { onRequest: students, tags }, async (request) => {
    const { user } = authOf(request);
    await countBooking(user.id);
    const lesson = await service.moveLesson(
      user,
      request.params.lessonId,
      new Date(request.body.startsAt),
    );
    return { data: { lesson } };
  });

  contractRoute(app, 'booking.join', { onRequest: students, tags }, async (request) => {
    const lesson = await service.join(authOf(request).user, request.params.lessonId);
    return { data: { lesson } };
  });
};

export default bookingRoutes;
