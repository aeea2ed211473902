import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  REPORT_NOTE_MAX,
  type ChatMessage,
  type Report,
  type ReportDetail,
  type ReportPage,
} from '@app/shared/protocol';
import { toNotification } from '../../src/notifications/notification-view';
import { addLesson } from '../helpers/lessons';
import { describeBackends, errorOf, json } from '../helpers/test-app';

describeBackends('reports', (ctx) => {
  const report = (cookie: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/reports', headers: { cookie }, payload });
  const asAdmin = (cookie: string, method: 'GET' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  async function lesson() {
    const teacher = await ctx.signedIn('teacher');
    const student = await ctx.signedIn('student');
    const meetingId = await addLesson(ctx, teacher.user, student.user);
    return { teacher, student, meetingId };
  }

  async function reportFiledFor(userId: string) {
    await ctx.app.notifier.settled();
    const page = await ctx.app.notificationsRepository.page(userId, 50);
    return page.rows.map(toNotification).filter((n) => n.type === 'reportFiled');
  }

  it("a student reports the lesson's Sheikh; every admin is told and reads it with the lesson's chat", async () => {
    const { teacher, student, meetingId } = await lesson();
    const admin = await ctx.signedIn('admin');
    const superadmin = await ctx.signedIn('superadmin');
    // An admin who switched system notifications off is still told: reports are a duty.
    const switchedOff = await ctx.app.inject({
      method: 'PUT',
      url: '/notifications/preferences',
      headers: { cookie: admin.cookie },
      payload: { systemNotifications: false },
    });
    assert.equal(switchedOff.statusCode, 200, switchedOff.body);
    const sent = await ctx.app.classroomService.sendChat(
      meetingId,
      { senderId: teacher.user.id, senderName: teacher.user.name, senderRole: 'teacher' },
      'Read from the start of the page, please.',
    );
    assert.ok(sent.ok);

    const res = await report(student.cookie, {
      meetingId,
      reportedId: teacher.user.id,
      reason: 'safety_concern',
      note: '  He asked me to add him on another app.  ',
    });
    assert.equal(res.statusCode, 201, res.body);
    const filed = json<{ data: Report }>(res).data;
    assert.equal(filed.status, 'open');
    assert.equal(filed.note, 'He asked me to add him on another app.');
    assert.deepEqual(filed.reporter, {
      _id: student.user.id,
      name: student.user.name,
      role: 'student',
    });
    assert.deepEqual(filed.reported, {
      _id: teacher.user.id,
      name: teacher.user.name,
      role: 'teacher',
    });
    assert.equal(filed.handledBy, null);

    for (const who of [admin, superadmin]) {
      const told = await reportFiledFor(who.user.id);
      assert.deepEqual(
        told.map((n) => n.params),
        [{ reportId: filed._id, reason: 'safety_concern', reportedName: teacher.user.name }],
      );
    }
    assert.deepEqual(await reportFiledFor(teacher.user.id), []);

    const queue = json<{ data: ReportPage }>(await asAdmin(admin.cookie, 'GET', '/admin/reports'));
    assert.deepEqual(
      queue.data.reports.map((r) => r._id),
      [filed._id],
    );
    const detail = json<{ data: ReportDetail }>(
      await asAdmin(admin.cookie, 'GET', `/admin/reports/${filed._id}`),
    ).data;
    assert.deepEqual(
      detail.chat.map((message: ChatMessage) => message.text),
      ['Read from the start of the page, please.'],
    );
    assert.equal(detail.contactRefusals, 0);

    const moved = await asAdmin(admin.cookie, 'PATCH', `/admin/reports/${filed._id}`, {
      status: 'in_review',
    });
    assert.equal(moved.statusCode, 200, moved.body);
    const inReview = json<{ data: Report }>(moved).data;
    assert.equal(inReview.status, 'in_review');
    assert.deepEqual(inReview.handledBy, { _id: admin.user.id, name: admin.user.name });
    const open = json<{ data: ReportPage }>(
      await asAdmin(admin.cookie, 'GET', '/admin/reports?status=open'),
    );
    assert.deepEqual(open.data.reports, []);
  });

  it('a Sheikh reports the student of the lesson too', async () => {
    const { teacher, student, meetingId } = await lesson();
    const res = await report(teacher.cookie, {
      meetingId,
      reportedId: student.user.id,
      reason: 'contact_details',
    });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(json<{ data: Report }>(res).data.reported.role, 'student');
  });

  it('only a participant reports, only about another participant, once per lesson', async () => {
    const { teacher, student, meetingId } = await lesson();
    const outsider = await ctx.signedIn('student');
    const otherTeacher = await ctx.createUser('teacher');
    const admin = await ctx.signedIn('admin');
    const about = (reportedId: string) => ({ meetingId, reportedId, reason: 'other' });

    for (const [cookie, payload] of [
      [outsider.cookie, about(teacher.user.id)],
      [student.cookie, about(student.user.id)],
      [student.cookie, about(otherTeacher.id)],
      [student.cookie, about(outsider.user.id)],
    ] as const) {
      const res = await report(cookie, payload);
      assert.equal(res.statusCode, 403, res.body);
      assert.deepEqual(res.json(), errorOf('reports.not_participant'));
    }
    assert.equal((await report(admin.cookie, about(teacher.user.id))).statusCode, 403);
    assert.equal(
      (await ctx.app.inject({ method: 'POST', url: '/reports', payload: about(teacher.user.id) }))
        .statusCode,
      401,
    );

    const unknown = await report(student.cookie, {
      ...about(teacher.user.id),
      meetingId: crypto.randomUUID(),
    });
    assert.deepEqual([unknown.statusCode, unknown.json().code], [404, 'meetings.not_found']);

    assert.equal((await report(student.cookie, about(teacher.user.id))).statusCode, 201);
    const again = await report(student.cookie, about(teacher.user.id));
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json(), errorOf('reports.duplicate'));
  });

  it('refuses a bad reason, a note past its limit and unknown fields', async () => {
    const { teacher, student, meetingId } = await lesson();
    const base = { meetingId, reportedId: teacher.user.id, reason: 'other' };
    for (const payload of [
      { ...base, reason: 'rude' },
      { ...base, note: 'x'.repeat(REPORT_NOTE_MAX + 1) },
      { ...base, reporterId: student.user.id },
      { meetingId, reason: 'other' },
    ]) {
      const res = await report(student.cookie, payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.equal(res.json().code, 'validation.failed');
    }
    // At the limit it is taken.
    const full = await report(student.cookie, { ...base, note: 'x'.repeat(REPORT_NOTE_MAX) });
    assert.equal(full.statusCode, 201, full.body);
  });

  it('one user files at most ten reports an hour', async () => {
    const teacher = await ctx.signedIn('teacher');
    const student = await ctx.signedIn('student');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const meetingId = await addLesson(ctx, teacher.user, student.user);
      const res = await report(student.cookie, {
        meetingId,
        reportedId: teacher.user.id,
        reason: 'other',
      });
      statuses.push(res.statusCode);
    }
    assert.deepEqual(statuses, [...Array<number>(10).fill(201), 429]);
  });

  it('the queue lists newest first; a bad cursor is 400 and an unknown report 404', async () => {
    const teacher = await ctx.signedIn('teacher');
    const admin = await ctx.signedIn('admin');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const student = await ctx.signedIn('student');
      const meetingId = await addLesson(ctx, teacher.user, student.user);
      const res = await report(student.cookie, {
        meetingId,
        reportedId: teacher.user.id,
        reason: 'other',
      });
      ids.unshift(json<{ data: Report }>(res).data._id);
    }
    const first = json<{ data: ReportPage }>(await asAdmin(admin.cookie, 'GET', '/admin/reports'));
    assert.deepEqual(
      first.data.reports.map((r) => r._id),
      ids,
    );
    assert.equal(first.data.nextCursor, null);
    const missing = await asAdmin(admin.cookie, 'GET', `/admin/reports/${crypto.randomUUID()}`);
    assert.deepEqual([missing.statusCode, missing.json().code], [404, 'reports.not_found']);
    const bad = await asAdmin(admin.cookie, 'GET', '/admin/reports?cursor=nonsense');
    assert.equal(bad.statusCode, 400);
  });
});
