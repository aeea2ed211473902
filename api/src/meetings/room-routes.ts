import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEETING_STATUSES } from '@app/shared/protocol';
import { authOf } from '../auth/authentication';
import { dataOf, errors } from '../lib/response-schemas';
import { found, requireMeetingRole } from './meeting-access';
import {
  meetingRoomSchema,
  roomIdParamsSchema,
  roomNameParamsSchema,
  roomsPageSchema,
  roomsQuerySchema,
  tokenBodySchema,
} from './meeting-schemas';
import type { MeetingTokens } from './meeting-token';

/** Reading rooms: one room, its video token, its teacher status, and the admin overview. */
const roomRoutes: FastifyPluginAsyncZod<{ tokens: MeetingTokens }> = async (app, { tokens }) => {
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

  app.post(
    '/meetings/token',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['meetings'],
        body: tokenBodySchema,
        response: {
          200: z.object({ token: z.string().nullable() }),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const meeting = found(await meetings.findByRoom(request.body.roomName));
      const role = await requireMeetingRole(meetings, meeting, user, [
        'teacher',
        'student',
        'admin',
      ]);
      const apiOrigin = `${request.protocol}://${request.host}`;
      return {
        token: await tokens.issue(user, meeting.roomName, role !== 'student', apiOrigin),
      };
    },
  );

  app.get(
    '/meetings/teacher-status/:roomId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['meetings'],
        params: roomIdParamsSchema,
        response: {
          200: dataOf(
            z.object({
              teacherJoined: z.boolean(),
              teacherJoinedAt: z.string().nullable(),
              status: z.enum(MEETING_STATUSES),
            }),
          ),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const meeting = found(await meetings.findByRoom(request.params.roomId));
      await requireMeetingRole(meetings, meeting, authOf(request).user, [
        'teacher',
        'student',
        'admin',
      ]);
      return {
        data: {
          teacherJoined: meeting.teacherJoined,
          teacherJoinedAt: meeting.teacherJoinedAt?.toISOString() ?? null,
          status: meeting.status,
        },
      };
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
};

export default roomRoutes;
