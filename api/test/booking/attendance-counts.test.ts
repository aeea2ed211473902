import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { it } from 'node:test';
import type { AttendanceCounts } from '@app/shared/protocol';
import { call } from '../helpers/lessons';
import { describeBackends, json, type TestContext } from '../helpers/test-app';
import { book, codeOf, request, sheikhWithHours } from './helpers';

// Admins' counts of each user's booked lessons: what was attended, who was absent, who
// cancelled and how late, and what is still ahead, on either side of the lesson.

let now = new Date('2027-03-15T09:00:00Z');
const at = (iso: string) => (now = new Date(iso));

// Mondays and Wednesdays 13:00-15:00 UTC are the Sheikh's 18:00-20:00 in Karachi.
const MON_22 = (time: string) => `2027-03-22T${time}:00.000Z`;
const WED_24 = (time: string) => `2027-03-24T${time}:00.000Z`;
const MON_29 = (time: string) => `2027-03-29T${time}:00.000Z`;

const NOTHING: AttendanceCounts = {
  asStudent: {
    booked: 0,
    attended: 0,
    absent: 0,
    sheikhAbsent: 0,
    cancelled: 0,
    cancelledLate: 0,
  },
  asTeacher: {
    booked: 0,
    attended: 0,
    studentAbsent: 0,
    absent: 0,
    cancelled: 0,
    cancelledLate: 0,
  },
  upcoming: 0,
};

async function countsOf(ctx: TestContext, cookie: string, userId: string) {
  const res = await call(ctx, cookie, 'GET', `/admin/users/${userId}/attendance`);
  assert.equal(res.statusCode, 200, res.body);
  return json<{ data: AttendanceCounts }>(res).data;
}

/** Waits for the accepted call's meeting to be linked to its lesson (written beside the call). */
async function linkedMeeting(ctx: TestContext, lessonId: string): Promise<void> {
  for (let tries = 0; tries < 50; tries += 1) {
    const row = await ctx.app.bookingService.repository.lessonById(lessonId);
    if (row?.meetingId) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.fail(`lesson ${lessonId} was never linked to its meeting`);
}

/**
 * One student's lessons with one Sheikh, each ending differently: attended, the student absent,
 * the Sheikh absent, cancelled early and late by each side, and one still ahead.
 */
async function aTermOfLessons(ctx: TestContext) {
  at('2027-03-15T09:00:00Z');
  const sheikh = await sheikhWithHours(ctx);
  const student = await ctx.signedIn('student');
  const lessonAt = async (start: string) =>
    (await book(ctx, student.cookie, request(sheikh.user.id, [start]))).lessons[0]!;
  const attended = await lessonAt(MON_22('13:00'));
  await lessonAt(MON_22('13:30'));
  const sheikhAbsent = await lessonAt(MON_22('14:00'));
  const cancelledEarly = await lessonAt(WED_24('13:00'));
  const sheikhCancelsLate = await lessonAt(WED_24('13:30'));
  const cancelledLate = await lessonAt(WED_24('14:00'));
  const sheikhCancelsEarly = await lessonAt(MON_29('13:00'));
  await lessonAt(MON_29('14:00'));
  const cancel = (cookie: string, id: string) =>
    call(ctx, cookie, 'POST', `/booked-lessons/${id}/cancel`);

  // A week ahead: neither cancellation is late.
  assert.equal((await cancel(student.cookie, cancelledEarly.id)).statusCode, 200);
  assert.equal((await cancel(sheikh.cookie, sheikhCancelsEarly.id)).statusCode, 200);

  at('2027-03-22T12:58:00Z');
  await ctx.app.meetingLifecycle.create({
    roomName: `lesson-${randomUUID()}`,
    teacherId: sheikh.user.id,
    studentIds: [student.user.id],
  });
  await linkedMeeting(ctx, attended.id);
  at('2027-03-22T13:55:00Z');
  const join = await call(ctx, student.cookie, 'POST', `/booked-lessons/${sheikhAbsent.id}/join`);
  assert.equal(join.statusCode, 200, join.body);
  at('2027-03-22T14:10:00Z');
  const decided = await ctx.app.bookingService.decideAttendance();
  assert.deepEqual(decided.map((lesson) => lesson.attendance).sort(), [
    'attended',
    'sheikh_absent',
    'student_absent',
  ]);

  // Three hours before Wednesday's lessons: both cancellations are late.
  at('2027-03-24T10:00:00Z');
  assert.equal((await cancel(student.cookie, cancelledLate.id)).statusCode, 200);
  assert.equal((await cancel(sheikh.cookie, sheikhCancelsLate.id)).statusCode, 200);
  return { sheikh, student };
}

describeBackends(
  'attendance counts, for admins',
  (ctx) => {
    it("counts a student's lessons by outcome, and only the student's own cancellations", async () => {
      const { student } = await aTermOfLessons(ctx);
      const admin = await ctx.signedIn('admin');
      assert.deepEqual(await countsOf(ctx, admin.cookie, student.user.id), {
        ...NOTHING,
        asStudent: {
          booked: 3,
          attended: 1,
          absent: 1,
          sheikhAbsent: 1,
          cancelled: 2,
          cancelledLate: 1,
        },
        upcoming: 1,
      });
    });

    it("counts a Sheikh's lessons: its no-shows and its own cancellations", async () => {
      const { sheikh } = await aTermOfLessons(ctx);
      const superadmin = await ctx.signedIn('superadmin');
      assert.deepEqual(await countsOf(ctx, superadmin.cookie, sheikh.user.id), {
        ...NOTHING,
        asTeacher: {
          booked: 3,
          attended: 1,
          studentAbsent: 1,
          absent: 1,
          cancelled: 2,
          cancelledLate: 1,
        },
        upcoming: 1,
      });
    });

    it('counts a started lesson as booked before its attendance is decided', async () => {
      at('2027-03-15T09:00:00Z');
      const sheikh = await sheikhWithHours(ctx);
      const student = await ctx.signedIn('student');
      await book(ctx, student.cookie, request(sheikh.user.id, [MON_22('13:00')]));
      const admin = await ctx.signedIn('admin');
      assert.equal((await countsOf(ctx, admin.cookie, student.user.id)).upcoming, 1);
      at('2027-03-22T13:05:00Z');
      const counts = await countsOf(ctx, admin.cookie, student.user.id);
      assert.deepEqual(counts.asStudent, { ...NOTHING.asStudent, booked: 1 });
      assert.equal(counts.upcoming, 0);
    });

    it('answers zeros for a user with no booked lessons', async () => {
      const admin = await ctx.signedIn('admin');
      const student = await ctx.signedIn('student');
      assert.deepEqual(await countsOf(ctx, admin.cookie, student.user.id), NOTHING);
      assert.deepEqual(await countsOf(ctx, admin.cookie, admin.user.id), NOTHING);
    });

    it('is for admins only', async () => {
      const { sheikh, student } = await aTermOfLessons(ctx);
      for (const caller of [sheikh, student]) {
        const res = await call(
          ctx,
          caller.cookie,
          'GET',
          `/admin/users/${student.user.id}/attendance`,
        );
        assert.equal(res.statusCode, 403, res.body);
      }
    });

    it('answers 404 users.not_found for an unknown user', async () => {
      const admin = await ctx.signedIn('admin');
      const res = await call(ctx, admin.cookie, 'GET', `/admin/users/${randomUUID()}/attendance`);
      assert.equal(res.statusCode, 404);
      assert.equal(codeOf(res), 'users.not_found');
    });
  },
  { build: { bookingClock: () => now } },
);
