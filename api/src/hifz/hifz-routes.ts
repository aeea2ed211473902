import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../auth/authentication';
import { assertMeetingTeacher, markStudent, recordAccess } from '../classroom/classroom-access';
import { ClassroomRepository } from '../classroom/classroom-repository';
import { contractRoute } from '../lib/contract-route';
import { apiError } from '../lib/http-error';
import { found, requireMeetingRole } from '../meetings/meeting-access';

const tags = ['hifz'];

/**
 * Hifz over REST: the Sheikh records a lesson's lanes (during or after it), and whoever may
 * read a student's record reads their lanes, memorised ayat and revision schedule
 * (docs/hifz.md).
 */
const hifzRoutes: FastifyPluginAsyncZod = async (app) => {
  const meetings = app.meetingsRepository;
  const classroom = new ClassroomRepository(app.db);

  contractRoute(app, 'hifz.record', { onRequest: app.authenticate, tags }, async (request) => {
    const { user } = authOf(request);
    const meeting = found(await meetings.findById(request.params.meetingId));
    assertMeetingTeacher(meeting, user);
    const studentId = markStudent(await classroom.studentsOf(meeting.id), request.body.studentId);
    const entry = await app.hifzService.record(meeting, user, studentId, request.body);
    return { data: entry };
  });

  contractRoute(app, 'hifz.ofLesson', { onRequest: app.authenticate, tags }, async (request) => {
    const { user } = authOf(request);
    const meeting = found(await meetings.findById(request.params.meetingId));
    const role = await requireMeetingRole(meetings, meeting, user, ['teacher', 'student', 'admin']);
    const entries = await app.hifzRepository.entriesOfLesson(meeting.id);
    // In a group lesson a student sees only their own lanes.
    return {
      data: role === 'student' ? entries.filter((e) => e.studentId === user.id) : entries,
    };
  });

  contractRoute(app, 'hifz.progress', { onRequest: app.authenticate, tags }, async (request) => {
    const { user } = authOf(request);
    const { studentId } = request.params;
    await recordAccess(classroom, user, studentId, app.familyRepository.isGuardianOf);
    const student = await app.usersRepository.findById(studentId);
    if (!student || student.role !== 'student') throw apiError('users.not_found');
    return { data: await app.hifzService.progressOf(studentId) };
  });
};

export default hifzRoutes;
