import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROOMS_EXPORT_MAX_ROWS } from '@app/shared/protocol';
import { API_CONTRACT } from '@app/shared/protocol/api-contract';
import { authOf } from '../auth/authentication';
import { contractRoute } from '../lib/contract-route';
import { errors } from '../lib/response-schemas';
import { found, requireMeetingRole } from './meeting-access';
import { listHistory } from './history-query';
import { exportRoomsCsv } from './rooms-export';
import { listRooms } from './rooms-query';
import type { BookedRoomCondition } from './room-origin';
import { summarizeRooms } from './rooms-summary';

const tags = ['meetings'];

export interface RoomRoutesOptions {
  /** Which rooms are booked lessons: the booking layer's to say. */
  isBookedRoom: BookedRoomCondition;
}

/** Reading rooms: one room, its video token, its teacher status, and the admin overview. */
const roomRoutes: FastifyPluginAsyncZod<RoomRoutesOptions> = async (app, { isBookedRoom }) => {
  const meetings = app.meetingsRepository;

  contractRoute(app, 'meetings.room', { onRequest: app.authenticate, tags }, async (request) => {
    const meeting = found(await meetings.findByRoom(request.params.roomName));
    await requireMeetingRole(meetings, meeting, authOf(request).user, [
      'teacher',
      'student',
      'admin',
    ]);
    return { data: await meetings.view(meeting) };
  });

  contractRoute(
    app,
    'rooms.list',
    { onRequest: app.requireRoles('admin', 'superadmin'), tags },
    async (request) => listRooms(app.db, isBookedRoom, request.query),
  );

  contractRoute(
    app,
    'rooms.summary',
    {
      onRequest: app.requireRoles('admin', 'superadmin'),
      tags,
      description: "The rooms overview's figures over the whole filter.",
    },
    async (request) => ({ data: await summarizeRooms(app.db, isBookedRoom, request.query) }),
  );

  // Not a contract route: it answers text/csv, downloaded by the browser from a plain link. It
  // takes the same filter as the summary.
  app.get(
    '/meetings/admin/rooms/export.csv',
    {
      onRequest: app.requireRoles('admin', 'superadmin'),
      schema: {
        tags,
        description: `The filter's rooms as CSV (UTF-8 with a BOM), newest first, at most ${ROOMS_EXPORT_MAX_ROWS} rows; \`X-Export-Truncated: true\` when more matched.`,
        querystring: API_CONTRACT['rooms.summary'].query,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv'), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { status, origin } = request.query;
      const { csv, truncated } = await exportRoomsCsv(
        app.db,
        isBookedRoom,
        request.query,
        ROOMS_EXPORT_MAX_ROWS,
      );
      const day = new Date().toISOString().slice(0, 10);
      const name = origin === 'all' ? status : `${status}-${origin}`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="rooms-${name}-${day}.csv"`)
        .header('x-export-truncated', String(truncated))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  contractRoute(
    app,
    'meetings.history',
    {
      onRequest: app.requireRoles('teacher', 'student'),
      tags,
      description:
        "The signed-in user's own ended lessons, newest first: a student's with its own rating, a teacher's with each rating received.",
    },
    async (request) => {
      const { user } = authOf(request);
      return listHistory(app.db, { id: user.id, role: user.role }, request.query);
    },
  );
};

export default roomRoutes;
