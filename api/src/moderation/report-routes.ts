import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORTS_PAGE_SIZE } from '@app/shared/protocol';
import { authOf } from '../auth/authentication';
import { ClassroomRepository } from '../classroom/classroom-repository';
import type { MeetingRow, UserRow } from '../db/schema';
import { contractRoute } from '../lib/contract-route';
import { apiError, tooManyRequests } from '../lib/http-error';
import { contactRefusalsOf } from '../safety/contact-refusals';

const tags = ['moderation'];

/**
 * Reports: a participant of a lesson reports another (`POST /reports`), and the admins work
 * through the queue (`/admin/reports`). What a report may say is not filtered for contact
 * details: a child telling the admins "he asked for my number" must be able to quote it, and
 * only admins read it (docs/safeguarding.md).
 */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = app.reportsRepository;
  const classroom = new ClassroomRepository(app.db);

  /** True when the user was in the meeting: its Sheikh, or a student taking part. */
  async function tookPart(meeting: MeetingRow, user: UserRow): Promise<boolean> {
    if (user.role === 'teacher') return meeting.teacherId === user.id;
    if (user.role !== 'student') return false;
    return Boolean(await app.meetingsRepository.findParticipation(meeting.id, user.id));
  }

  contractRoute(
    app,
    'reports.create',
    {
      onRequest: app.requireRoles('student', 'teacher'),
      tags,
      description:
        'Reports another participant of a lesson the caller took part in; one report per lesson.',
    },
    async (request) => {
      const { user } = authOf(request);
      const { meetingId, reportedId, reason, note } = request.body;
      const meeting = await app.meetingsRepository.findById(meetingId);
      if (!meeting) throw apiError('meetings.not_found');
      const reported =
        reportedId === user.id ? null : await app.usersRepository.findById(reportedId);
      if (!(await tookPart(meeting, user)) || !reported || !(await tookPart(meeting, reported))) {
        throw apiError('reports.not_participant');
      }
      const wait = await app.rateLimits.reportsByUser.take(user.id);
      if (wait > 0) throw tooManyRequests(wait);
      const report = await reports.create({
        meetingId,
        reporter: { id: user.id, name: user.name, role: user.role },
        reported: { id: reported.id, name: reported.name, role: reported.role },
        reason,
        note,
      });
      if (!report) throw apiError('reports.duplicate');
      app.moderationEvents.emit('reportFiled', {
        reportId: report._id,
        reason,
        reportedName: reported.name,
      });
      return { data: report };
    },
  );

  const admins = app.requireRoles('admin', 'superadmin');

  contractRoute(
    app,
    'reports.list',
    { onRequest: admins, tags, description: 'The report queue, newest first, by status.' },
    async (request) => ({
      data: await reports.page(request.query.status, request.query.cursor, REPORTS_PAGE_SIZE),
    }),
  );

  contractRoute(
    app,
    'reports.get',
    {
      onRequest: admins,
      tags,
      description: "One report with its lesson's chat, marks and refused contact details.",
    },
    async (request) => {
      const report = await reports.find(request.params.id);
      if (!report) throw apiError('reports.not_found');
      const [chat, marks, refusals] = await Promise.all([
        classroom.chatOf(report.meetingId),
        classroom.marksOfMeeting(report.meetingId),
        contactRefusalsOf(app.db, report.meetingId),
      ]);
      return { data: { ...report, chat, marks, contactRefusals: refusals.length } };
    },
  );

  contractRoute(
    app,
    'reports.update',
    {
      onRequest: admins,
      tags,
      description: 'Moves a report in the queue (open, in review, closed).',
    },
    async (request) => {
      const { user } = authOf(request);
      const report = await reports.setStatus(request.params.id, request.body.status, user);
      if (!report) throw apiError('reports.not_found');
      return { data: report };
    },
  );
};

export default reportRoutes;
