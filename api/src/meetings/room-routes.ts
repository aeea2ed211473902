import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROOMS_EXPORT_MAX_ROWS } from '@app/shared/protocol';
import { authOf } from '../auth/authentication';
import { dataOf, errors } from '../lib/response-schemas';
import { found, requireMeetingRole } from './meeting-access';
import {
  meetingRoomSchema,
  historyPageSchema,
  historyQuerySchema,
  roomsFilterQuerySchema,
  roomsSummarySchema,
  roomNameParamsSchema,
  roomsPageSchema,
  roomsQuerySchema,
} from './meeting-schemas';
import { listHistory } from './history-query';
import { exportRoomsCsv } from './rooms-export';
import { summarizeRooms } from './rooms-summary';

/** Reading rooms: one room, its video token, its teacher status, and the admin overview. */
const roomRoutes: FastifyPluginAsyncZod = async (app) => {
  const meetings = app.meetingsRepository;

  app.get(
    '/meetings/room/:roomName',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['meetings'],
        params: roomNameParamsSchema,
        response: { 200: dataOf(meetingRoomSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const meeting = found(await meetings.findByRoom(request.params.roomName));
      await requireMeetingRole(meetings, meeting, authOf(request).user, [
        'teacher',
        'student',
        'admin',
      ]);
      return { data: await meetings.view(meeting) };
    },
  );

  app.get(
    '/meetings/admin/rooms',
    {
      onRequest: app.requireRoles('admin', 'superadmin'),
      schema: {
        tags: ['meetings'],
        querystring: roomsQuerySchema,
        response: { 200: roomsPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => meetings.listRooms(request.query),
  );

  app.get(
    '/meetings/admin/rooms/summary',
    {
      onRequest: app.requireRoles('admin', 'superadmin'),
      schema: {
        tags: ['meetings'],
        description: "The rooms overview's figures over the whole filter.",
        querystring: roomsFilterQuerySchema,
        response: { 200: dataOf(roomsSummarySchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => ({ data: await summarizeRooms(app.db, request.query.status) }),
  );

  app.get(
    '/meetings/admin/rooms/export.csv',
    {
      onRequest: app.requireRoles('admin', 'superadmin'),
      schema: {
        tags: ['meetings'],
        description: `The filter's rooms as CSV (UTF-8 with a BOM), newest first, at most ${ROOMS_EXPORT_MAX_ROWS} rows; \`X-Export-Truncated: true\` when more matched.`,
        querystring: roomsFilterQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv'), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { status } = request.query;
      const { csv, truncated } = await exportRoomsCsv(app.db, status, ROOMS_EXPORT_MAX_ROWS);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="rooms-${status}-${day}.csv"`)
        .header('x-export-truncated', String(truncated))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/meetings/history',
    {
      onRequest: app.requireRoles('teacher', 'student'),
      schema: {
        tags: ['meetings'],
        description:
          "The signed-in user's own ended lessons, newest first: a student's with its own rating, a teacher's with each rating received.",
        querystring: historyQuerySchema,
        response: { 200: historyPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      return listHistory(app.db, { id: user.id, role: user.role }, request.query);
    },
  );
};

export default roomRoutes;
