import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../auth/authentication';
import { contractRoute } from '../lib/contract-route';
import { apiError, ValidationError } from '../lib/http-error';
import { found, requireMeetingRole } from '../meetings/meeting-access';
import { contactRefusalsOf } from '../safety/contact-refusals';
import { assertMeetingTeacher, assertOpen, markStudent, recordAccess } from './classroom-access';
import { ClassroomRepository } from './classroom-repository';
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

  contractRoute(app, 'classroom.get', { onRequest: app.authenticate, tags }, async (request) => {
    const { user } = authOf(request);
    const meeting = found(await meetings.findById(request.params.meetingId));
    const role = await requireMeetingRole(meetings, meeting, user, ['teacher', 'student', 'admin']);
    const [state, all, notes] = await Promise.all([
      repository.stateOf(meeting.id),
      repository.marksOfMeeting(meeting.id),
      repository.notesOf(meeting.id),
    ]);
    // In a group session a student sees only the marks on their own recitation.
    const marks = role === 'student' ? all.filter((mark) => mark.studentId === user.id) : all;
    return { data: { meetingId: meeting.id, teacherId: meeting.teacherId, state, marks, notes } };
  });

  contractRoute(app, 'classroom.chat', { onRequest: app.authenticate, tags }, async (request) => {
    const { user } = authOf(request);
    const meeting = found(await meetings.findById(request.params.meetingId));
    // Its participants, and admins (the rooms overview shows it with the meeting).
    await requireMeetingRole(meetings, meeting, user, ['teacher', 'student', 'admin']);
    return { data: await repository.chatOf(meeting.id) };
  });

  contractRoute(
    app,
    'classroom.contactRefusals',
    { onRequest: app.requireRoles('admin', 'superadmin'), tags },
    async (request) => {
      const meeting = found(await meetings.findById(request.params.meetingId));
      return { data: await contactRefusalsOf(app.db, meeting.id) };
    },
  );

  contractRoute(
    app,
    'classroom.addMark',
    { onRequest: app.authenticate, tags },
    async (request) => {
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
      return { data: mark };
    },
  );

  contractRoute(
    app,
    'classroom.refineMark',
    { onRequest: app.authenticate, tags },
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

  contractRoute(
    app,
    'classroom.deleteMark',
    { onRequest: app.authenticate, tags },
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

  contractRoute(
    app,
    'classroom.writeNotes',
    { onRequest: app.authenticate, tags },
    async (request) => {
      const { user } = authOf(request);
      const meeting = found(await meetings.findById(request.params.meetingId));
      assertMeetingTeacher(meeting, user);
      const students = await repository.studentsOf(meeting.id);
      const written = await classroom.writeNotes(meeting, user.id, request.body, students);
      if (!written.ok) {
        throw new ValidationError(written.errors, 'Notes may not hold contact details');
      }
      return { data: written.notes };
    },
  );

  contractRoute(
    app,
    'classroom.students',
    { onRequest: app.requireRoles('teacher', 'admin', 'superadmin'), tags },
    async (request) => {
      const { user } = authOf(request);
      return { data: await repository.students(user.role === 'teacher' ? user.id : null) };
    },
  );

  contractRoute(app, 'classroom.record', { onRequest: app.authenticate, tags }, async (request) => {
    const { user } = authOf(request);
    const { studentId } = request.params;
    const { canEdit } = await recordAccess(
      repository,
      user,
      studentId,
      app.familyRepository.isGuardianOf,
    );
    const student = await app.usersRepository.findById(studentId);
    if (!student || student.role !== 'student') throw apiError('users.not_found');
    const [surahs, marks, lessons] = await Promise.all([
      app.hifzRepository.surahStatusesOf(studentId),
      repository.marksOfStudent(studentId),
      repository.lessonsOf(studentId),
    ]);
    return {
      data: {
        student: { _id: student.id, name: student.name },
        surahs,
        marks,
        lessons,
        canEdit,
      },
    };
  });

  contractRoute(
    app,
    'classroom.setSurahStatus',
    { onRequest: app.authenticate, tags },
    async (request) => {
      const { user } = authOf(request);
      const { studentId, surah } = request.params;
      const { canEdit } = await recordAccess(
        repository,
        user,
        studentId,
        app.familyRepository.isGuardianOf,
      );
      if (!canEdit) throw apiError('classroom.not_your_student');
      const progress = await app.hifzService.setSurahStatus(
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
