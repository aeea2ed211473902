import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../auth/authentication';
import { assertMeetingTeacher, markStudent, recordAccess } from '../classroom/classroom-access';
import { ClassroomRepository } from '../classroom/classroom-repository';
import { checkMark } from '../classroom/mark-rules';
import { contractRoute } from '../lib/contract-route';
import { apiError } from '../lib/http-error';
import { found } from '../meetings/meeting-access';
import { assertSetter } from './homework-access';
import { homeworkOf, submissionOf } from './homework-lookup';
import { checkMarkPlace } from './homework-rules';
import { rangeOf } from '../hifz/portion-columns';

const tags = ['homework'];

/**
 * Recited homework over JSON: the Sheikh sets it in a lesson (during or after it), whoever may
 * read the student's record lists it, and the Sheikh who set it marks and reviews each
 * recording. Recordings come and go in submission-routes.ts (docs/hifz.md#recited-homework).
 */
const homeworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const meetings = app.meetingsRepository;
  const classroom = new ClassroomRepository(app.db);
  const repository = app.homeworkRepository;

  contractRoute(app, 'homework.set', { onRequest: app.authenticate, tags }, async (request) => {
    const { user } = authOf(request);
    const meeting = found(await meetings.findById(request.params.meetingId));
    assertMeetingTeacher(meeting, user);
    const studentId = markStudent(await classroom.studentsOf(meeting.id), request.body.studentId);
    return { data: await app.homeworkService.set(meeting, user, studentId, request.body) };
  });

  contractRoute(
    app,
    'homework.ofStudent',
    { onRequest: app.authenticate, tags },
    async (request) => {
      const { user } = authOf(request);
      const { studentId } = request.params;
      await recordAccess(classroom, user, studentId, app.familyRepository.isGuardianOf);
      const student = await app.usersRepository.findById(studentId);
      if (!student || student.role !== 'student') throw apiError('users.not_found');
      return { data: await app.homeworkService.listOf(studentId, user) };
    },
  );

  contractRoute(app, 'homework.addMark', { onRequest: app.authenticate, tags }, async (request) => {
    const { user } = authOf(request);
    const homework = await homeworkOf(repository, request.params.homeworkId);
    assertSetter(homework, user);
    const submission = await submissionOf(repository, homework, request.params.submissionId);
    const subRule = checkMark(request.body);
    checkMarkPlace(request.body, rangeOf(homework), submission.durationMs);
    const mark = await app.homeworkService.addMark(submission, user.id, request.body, subRule);
    return { data: mark };
  });

  contractRoute(
    app,
    'homework.removeMark',
    { onRequest: app.authenticate, tags },
    async (request) => {
      const { user } = authOf(request);
      const homework = await homeworkOf(repository, request.params.homeworkId);
      assertSetter(homework, user);
      const submission = await submissionOf(repository, homework, request.params.submissionId);
      const { markId } = request.params;
      if (!(await app.homeworkService.removeMark(submission, markId))) {
        throw apiError('homework.mark_not_found');
      }
      return { data: { id: markId } };
    },
  );

  contractRoute(
    app,
    'homework.waiting',
    { onRequest: app.requireRoles('teacher'), tags },
    async (request) => {
      const { user } = authOf(request);
      return { data: await app.homeworkService.waitingFor(user.id) };
    },
  );

  contractRoute(app, 'homework.review', { onRequest: app.authenticate, tags }, async (request) => {
    const { user } = authOf(request);
    const homework = await homeworkOf(repository, request.params.homeworkId);
    assertSetter(homework, user);
    const submission = await submissionOf(repository, homework, request.params.submissionId);
    return { data: await app.homeworkService.review(homework, submission, request.body, user) };
  });
};

export default homeworkRoutes;
