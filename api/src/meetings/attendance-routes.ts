import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../auth/authentication';
import { dataOf, errors } from '../lib/response-schemas';
import type { LifecycleOutcome } from './meeting-lifecycle';
import { assertNotEnded, assertSelf, found, requireMeetingRole } from './meeting-access';
import {
  meetingRoomSchema,
  participantJoinedBodySchema,
  participantLeftBodySchema,
  ratingBodySchema,
  teacherJoinedBodySchema,
} from './meeting-schemas';

const meetingResponse = { 200: dataOf(meetingRoomSchema), ...errors(400, 401, 403, 404, 409) };

/** Who is in the room and when, and the students' ratings afterwards. */
const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const meetings = app.meetingsRepository;
  const lifecycle = app.meetingLifecycle;
  /** 409 when the lifecycle refused because the meeting is over. */
  const settled = (outcome: LifecycleOutcome) => {
    if (!outcome.ok) assertNotEnded(outcome.meeting);
    return outcome.meeting;
  };

  app.post(
    '/meetings/teacher-joined',
    {
      onRequest: app.authenticate,
      schema: { tags: ['meetings'], body: teacherJoinedBodySchema, response: meetingResponse },
    },
    async (request) => {
      const { user } = authOf(request);
      let meeting = found(await meetings.findByRoom(request.body.roomId));
      // Admins may join as moderators; only the meeting's own teacher starts it.
      const role = await requireMeetingRole(meetings, meeting, user, ['teacher', 'admin']);
      if (role === 'teacher') meeting = settled(await lifecycle.teacherJoined(meeting));
      return { data: await meetings.view(meeting) };
    },
  );

  app.post(
    '/meetings/participant-joined',
    {
      onRequest: app.authenticate,
      schema: { tags: ['meetings'], body: participantJoinedBodySchema, response: meetingResponse },
    },
    async (request) => {
      const { user } = authOf(request);
      assertSelf(request.body.userId, user);
      let meeting = found(await meetings.findById(request.body.meetingId));
      const role = await requireMeetingRole(meetings, meeting, user, ['teacher', 'student']);
      meeting = settled(
        role === 'teacher'
          ? await lifecycle.teacherJoined(meeting)
          : await lifecycle.studentJoined(meeting, user.id),
      );
      return { data: await meetings.view(meeting) };
    },
  );

  app.post(
    '/meetings/participant-left',
    {
      onRequest: app.authenticate,
      schema: { tags: ['meetings'], body: participantLeftBodySchema, response: meetingResponse },
    },
    async (request) => {
      const { user } = authOf(request);
      assertSelf(request.body.userId, user);
      const meeting = found(await meetings.findById(request.body.meetingId));
      const role = await requireMeetingRole(meetings, meeting, user, ['teacher', 'student']);
      // Leaving an ended meeting changes nothing and is no error (both sides may hang up).
      if (role === 'teacher' || role === 'student') await lifecycle.leave(meeting, user.id, role);
      return { data: await meetings.view(found(await meetings.findById(meeting.id))) };
    },
  );

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

export default attendanceRoutes;
