import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../auth/authentication';
import { dataOf, errors } from '../lib/response-schemas';
import { apiError, ValidationError } from '../lib/http-error';
import { found, requireMeetingRole } from '../meetings/meeting-access';
import { contactDetailsIn } from '../safety/contact-fields';
import { contactRefusalsOf, recordContactRefusal } from '../safety/contact-refusals';
import { assertMeetingTeacher, assertOpen, markStudent, recordAccess } from './classroom-access';
import { ClassroomRepository } from './classroom-repository';
import {
  chatSchema,
  contactRefusalsSchema,
  classroomSchema,
  markParamsSchema,
  markRefinementSchema,
  markSchema,
  meetingParamsSchema,
  newMarkBodySchema,
  notesBodySchema,
  notesSchema,
  recordSchema,
  studentParamsSchema,
  studentsSchema,
  surahParamsSchema,
  surahProgressSchema,
  surahStatusBodySchema,
} from './classroom-schemas';
import { checkMark, subRuleFor } from './mark-rules';

const tags = ['classroom'];

/**
 * The classroom's REST side: a session's marks and notes (written by its teacher, sent live
 * to the meeting room) and a student's memorisation record (docs/classroom.md).
 */
const classroomRoutes: FastifyPluginAsyncZod = async (app) => {
  const meetings = app.meetingsRepository;
  const repository = new ClassroomRepository(app.db);
  const classroom = app.classroomService;

  app.get(
    '/classroom/meetings/:meetingId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        params: meetingParamsSchema,
        response: { 200: dataOf(classroomSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const meeting = found(await meetings.findById(request.params.meetingId));
      const role = await requireMeetingRole(meetings, meeting, user, [
        'teacher',
        'student',
        'admin',
      ]);
      const [state, all, notes] = await Promise.all([
        repository.stateOf(meeting.id),
        repository.marksOfMeeting(meeting.id),
        repository.notesOf(meeting.id),
      ]);
      // In a group session a student sees only the marks on their own recitation.
      const marks = role === 'student' ? all.filter((mark) => mark.studentId === user.id) : all;
      return { data: { meetingId: meeting.id, teacherId: meeting.teacherId, state, marks, notes } };
    },
  );

  app.get(
    '/classroom/meetings/:meetingId/chat',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        params: meetingParamsSchema,
        response: { 200: dataOf(chatSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const meeting = found(await meetings.findById(request.params.meetingId));
      // Its participants, and admins (the rooms overview shows it with the meeting).
      await requireMeetingRole(meetings, meeting, user, ['teacher', 'student', 'admin']);
      return { data: await repository.chatOf(meeting.id) };
    },
  );

  app.get(
    '/classroom/meetings/:meetingId/contact-refusals',
    {
      onRequest: app.requireRoles('admin', 'superadmin'),
      schema: {
        tags,
        params: meetingParamsSchema,
        response: { 200: dataOf(contactRefusalsSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const meeting = found(await meetings.findById(request.params.meetingId));
      return { data: await contactRefusalsOf(app.db, meeting.id) };
    },
  );

  app.post(
    '/classroom/meetings/:meetingId/marks',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        params: meetingParamsSchema,
        body: newMarkBodySchema,
        response: { 201: dataOf(markSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const meeting = found(await meetings.findById(request.params.meetingId));
      assertMeetingTeacher(meeting, user);
      assertOpen(meeting);
      const subRule = checkMark(request.body);
      const studentId = markStudent(
        await repository.studentsOf(meeting.id),
        request.body.studentId,
      );
      const mark = await classroom.addMark(meeting, user.id, studentId, request.body, subRule);
      return reply.code(201).send({ data: mark });
    },
  );

  app.patch(
    '/classroom/meetings/:meetingId/marks/:markId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        params: markParamsSchema,
        body: markRefinementSchema,
        response: { 200: dataOf(markSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const meeting = found(await meetings.findById(request.params.meetingId));
      assertMeetingTeacher(meeting, user);
      const { markId } = request.params;
      const current = await repository.markOfMeeting(meeting.id, markId);
      if (!current) throw apiError('classroom.mark_not_found');
      const { subRule, note } = request.body;
      const mark = await classroom.refineMark(meeting, markId, {
        ...(subRule !== undefined && { subRule: subRuleFor(current.kind, subRule) }),
        ...(note !== undefined && { note }),
      });
      if (!mark) throw apiError('classroom.mark_not_found');
      return { data: mark };
    },
  );

  app.delete(
    '/classroom/meetings/:meetingId/marks/:markId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        params: markParamsSchema,
        response: { 200: dataOf(z.object({ id: z.uuid() })), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const meeting = found(await meetings.findById(request.params.meetingId));
      assertMeetingTeacher(meeting, user);
      assertOpen(meeting);
      const { markId } = request.params;
      if (!(await classroom.removeMark(meeting, markId))) {
        throw apiError('classroom.mark_not_found');
      }
      return { data: { id: markId } };
    },
  );

  app.put(
    '/classroom/meetings/:meetingId/notes',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        params: meetingParamsSchema,
        body: notesBodySchema,
        response: { 200: dataOf(notesSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const meeting = found(await meetings.findById(request.params.meetingId));
      assertMeetingTeacher(meeting, user);
      const contact = contactDetailsIn({ ...request.body });
      if (contact) {
        await recordContactRefusal(app.db, {
          meetingId: meeting.id,
          userId: user.id,
          kind: contact.kind,
          place: 'notes',
        });
        throw new ValidationError(contact.errors, 'Notes may not hold contact details');
      }
      const students = await repository.studentsOf(meeting.id);
      const notes = await classroom.writeNotes(meeting, user.id, request.body, students);
      return { data: notes };
    },
  );

  app.get(
    '/classroom/students',
    {
      onRequest: app.requireRoles('teacher', 'admin', 'superadmin'),
      schema: { tags, response: { 200: dataOf(studentsSchema), ...errors(401, 403) } },
    },
    async (request) => {
      const { user } = authOf(request);
      return { data: await repository.students(user.role === 'teacher' ? user.id : null) };
    },
  );

  app.get(
    '/classroom/students/:studentId/record',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        params: studentParamsSchema,
        response: { 200: dataOf(recordSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const { studentId } = request.params;
      const { canEdit } = await recordAccess(repository, user, studentId);
      const student = await app.usersRepository.findById(studentId);
      if (!student || student.role !== 'student') throw apiError('users.not_found');
      const [surahs, marks, lessons] = await Promise.all([
        repository.surahsOf(studentId),
        repository.marksOfStudent(studentId),
        repository.lessonsOf(studentId),
      ]);
      return {
        data: {
          student: { id: student.id, name: student.name },
          surahs,
          marks,
          lessons,
          canEdit,
        },
      };
    },
  );

  app.put(
    '/classroom/students/:studentId/surahs/:surah',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        params: surahParamsSchema,
        body: surahStatusBodySchema,
        response: { 200: dataOf(surahProgressSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const { studentId, surah } = request.params;
      const { canEdit } = await recordAccess(repository, user, studentId);
      if (!canEdit) throw apiError('classroom.not_your_student');
      const progress = await classroom.setSurahStatus(
        studentId,
        surah,
        request.body.status,
        user.id,
      );
      return { data: progress };
    },
  );
};

export default classroomRoutes;
