import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { it } from 'node:test';
import type { BookedLesson } from '@app/shared/protocol';
import { call } from '../helpers/lessons';
import { describeBackends, json, type TestContext } from '../helpers/test-app';
import { book, codeOf, hold, KARACHI_HOURS, request, sheikhWithHours } from './helpers';

// Joining a booked lesson, the meeting it becomes, and its attendance ten minutes after the
// start: attended, the student absent (its time freed), or the Sheikh absent.

let now = new Date('2027-03-15T09:00:00Z');
const at = (iso: string) => (now = new Date(iso));
const MON_22 = '2027-03-22T13:00:00.000Z';

async function lessonOf(ctx: TestContext, cookie: string, id: string): Promise<BookedLesson> {
  const res = await call(ctx, cookie, 'GET', '/booked-lessons?from=2027-03-01T00:00:00Z');
  const lessons = json<{ data: { lessons: BookedLesson[] } }>(res).data.lessons;
  return lessons.find((lesson) => lesson.id === id)!;
}

async function bookedPair(ctx: TestContext, noticeMinutes = 60) {
  at('2027-03-15T09:00:00Z');
  const sheikh = await sheikhWithHours(ctx, { ...KARACHI_HOURS, noticeMinutes });
  const student = await ctx.signedIn('student');
  const booking = await book(ctx, student.cookie, request(sheikh.user.id, [MON_22]));
  return { sheikh, student, lesson: booking.lessons[0]! };
}

describeBackends(
  'attendance of booked lessons',
  (ctx) => {
    it('opens Join ten minutes before the start until the end, to the student only', async () => {
      const { sheikh, student, lesson } = await bookedPair(ctx);
      const join = (cookie: string) =>
        call(ctx, cookie, 'POST', `/booked-lessons/${lesson.id}/join`);
      at('2027-03-22T12:49:00Z');
      assert.equal(codeOf(await join(student.cookie)), 'booking.join_not_open');
      assert.equal((await join(sheikh.cookie)).statusCode, 403);
      at('2027-03-22T12:50:00Z');
      assert.equal((await join(student.cookie)).statusCode, 200);
      at('2027-03-22T13:30:00Z');
      assert.equal(codeOf(await join(student.cookie)), 'booking.lesson_over');
    });

    it('counts the Sheikh absent when the student came and no lesson began', async () => {
      const { sheikh, student, lesson } = await bookedPair(ctx);
      at('2027-03-22T12:55:00Z');
      await call(ctx, student.cookie, 'POST', `/booked-lessons/${lesson.id}/join`);
      at('2027-03-22T13:09:59Z');
      assert.deepEqual(await ctx.app.bookingService.decideAttendance(), []);
      at('2027-03-22T13:10:00Z');
      const decided = await ctx.app.bookingService.decideAttendance();
      assert.deepEqual(
        decided.map((l) => [l.id, l.attendance]),
        [[lesson.id, 'sheikh_absent']],
      );
      assert.equal((await lessonOf(ctx, sheikh.cookie, lesson.id)).attendance, 'sheikh_absent');
      // Decided once: a second run (another process) finds nothing.
      assert.deepEqual(await ctx.app.bookingService.decideAttendance(), []);
    });

    it('marks a student who never came absent, and frees the rest of the time', async () => {
      const { sheikh, lesson } = await bookedPair(ctx, 0);
      at('2027-03-22T13:10:00Z');
      await ctx.app.bookingService.decideAttendance();
      assert.equal((await lessonOf(ctx, sheikh.cookie, lesson.id)).attendance, 'student_absent');
      const next = await ctx.signedIn('student');
      const res = await hold(
        ctx,
        next.cookie,
        request(sheikh.user.id, ['2027-03-22T13:15:00.000Z'], { minutes: 30 }),
      );
      assert.equal(res.statusCode, 201, res.body);
    });

    it('makes the call accepted in the window that lesson’s meeting: attended', async () => {
      const { sheikh, student, lesson } = await bookedPair(ctx);
      at('2027-03-22T12:58:00Z');
      const meeting = await ctx.app.meetingLifecycle.create({
        roomName: `lesson-${randomUUID()}`,
        teacherId: sheikh.user.id,
        studentIds: [student.user.id],
      });
      // The link is written beside the call's own work: wait for it.
      for (let tries = 0; tries < 50; tries += 1) {
        const row = await ctx.app.bookingService.repository.lessonById(lesson.id);
        if (row?.meetingId) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const row = await ctx.app.bookingService.repository.lessonById(lesson.id);
      assert.equal(row?.meetingId, meeting.id);
      at('2027-03-22T13:10:00Z');
      const [decided] = await ctx.app.bookingService.decideAttendance();
      assert.equal(decided?.attendance, 'attended');
    });
  },
  { build: { bookingClock: () => now } },
);
