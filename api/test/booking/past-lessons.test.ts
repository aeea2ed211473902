import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { it } from 'node:test';
import type { ApiErrorBody, PastLesson, PastLessonsPage } from '@app/shared/protocol';
import { call } from '../helpers/lessons';
import { describeBackends, json, type TestContext } from '../helpers/test-app';
import { book, codeOf, request, sheikhWithHours } from './helpers';

// The history's past booked lessons: each side's own, newest first, with what became of each
// (attended, either side absent, cancelled late or not, not yet decided), never another user's
// and never one still running or ahead.

let now = new Date('2027-03-15T09:00:00Z');
const at = (iso: string) => (now = new Date(iso));

// Karachi 18:00 and 19:00 are 13:00 and 14:00 UTC; Mar 22 and 29 are Mondays, 24 and 31
// Wednesdays.
const MON_22_13 = '2027-03-22T13:00:00.000Z';
const MON_22_14 = '2027-03-22T14:00:00.000Z';
const MON_22_1430 = '2027-03-22T14:30:00.000Z';
const WED_24_13 = '2027-03-24T13:00:00.000Z';
const WED_24_14 = '2027-03-24T14:00:00.000Z';
const MON_29_13 = '2027-03-29T13:00:00.000Z';
const MON_29_14 = '2027-03-29T14:00:00.000Z';

async function past(ctx: TestContext, cookie: string, query = '') {
  return call(ctx, cookie, 'GET', `/booked-lessons/past${query}`);
}

async function pageOf(ctx: TestContext, cookie: string, query = ''): Promise<PastLessonsPage> {
  const res = await past(ctx, cookie, query);
  assert.equal(res.statusCode, 200, res.body);
  return json<{ data: PastLessonsPage }>(res).data;
}

/** Each lesson as [start, outcome, who cancelled, late], the fields the outcome is read from. */
const outcomes = (lessons: PastLesson[]) =>
  lessons.map((l) => [l.startsAt, l.outcome, l.cancelledBy, l.cancelledLate]);

/** Waits for the call's link to its lesson, written beside the call's own work. */
async function linked(ctx: TestContext, lessonId: string) {
  for (let tries = 0; tries < 50; tries += 1) {
    const row = await ctx.app.bookingService.repository.lessonById(lessonId);
    if (row?.meetingId) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.fail('the meeting was never linked to its lesson');
}

/**
 * A Sheikh, a student with two weeks of Monday and Wednesday lessons at 13:00 and 14:00 UTC,
 * and another student's trial; by Mar 29 14:30 each past lesson has a different outcome.
 */
async function twoWeeksOfLessons(ctx: TestContext) {
  at('2027-03-15T09:00:00Z');
  const sheikh = await sheikhWithHours(ctx);
  const student = await ctx.signedIn('student');
  const other = await ctx.signedIn('student');
  const early = await book(
    ctx,
    student.cookie,
    request(sheikh.user.id, [MON_22_13, WED_24_13], { weeks: 2 }),
  );
  const late = await book(
    ctx,
    student.cookie,
    request(sheikh.user.id, [MON_22_14, WED_24_14], { weeks: 2 }),
  );
  const trial = await book(
    ctx,
    other.cookie,
    request(sheikh.user.id, [MON_22_1430], { minutes: 20, trial: true }),
  );
  const lesson = (starts: string) =>
    [...early.lessons, ...late.lessons].find((l) => l.startsAt === starts)!;
  const cancel = async (cookie: string, starts: string) => {
    const res = await call(ctx, cookie, 'POST', `/booked-lessons/${lesson(starts).id}/cancel`);
    assert.equal(res.statusCode, 200, res.body);
  };

  // Two weeks ahead: the Sheikh cancels in time.
  await cancel(sheikh.cookie, MON_29_13);
  // The student comes to Monday's first lesson; nobody comes to the others that day.
  at('2027-03-22T12:55:00Z');
  const join = `/booked-lessons/${lesson(MON_22_13).id}/join`;
  assert.equal((await call(ctx, student.cookie, 'POST', join)).statusCode, 200);
  at('2027-03-22T14:45:00Z');
  await ctx.app.bookingService.decideAttendance();
  // Wednesday: the student cancels the second lesson five hours ahead, and the first is taught.
  at('2027-03-24T09:00:00Z');
  await cancel(student.cookie, WED_24_14);
  at('2027-03-24T12:58:00Z');
  await ctx.app.meetingLifecycle.create({
    roomName: `lesson-${randomUUID()}`,
    teacherId: sheikh.user.id,
    studentIds: [student.user.id],
  });
  await linked(ctx, lesson(WED_24_13).id);
  at('2027-03-24T13:10:00Z');
  await ctx.app.bookingService.decideAttendance();
  // Mar 29's 14:00 lesson has just ended; the attendance run has not reached it.
  at('2027-03-29T14:30:00Z');
  return { sheikh, student, other, trial: trial.lessons[0]! };
}

describeBackends(
  'past booked lessons in the history',
  (ctx) => {
    it("lists a student's own past lessons, newest first, each with its outcome", async () => {
      const { sheikh, student } = await twoWeeksOfLessons(ctx);
      const page = await pageOf(ctx, student.cookie);
      assert.deepEqual(outcomes(page.lessons), [
        [MON_29_14, 'undecided', null, false],
        [MON_29_13, 'cancelled', 'teacher', false],
        [WED_24_14, 'cancelled', 'student', true],
        [WED_24_13, 'attended', null, false],
        [MON_22_14, 'student_absent', null, false],
        [MON_22_13, 'sheikh_absent', null, false],
      ]);
      assert.equal(page.hasMore, false);
      assert.equal(page.nextCursor, null);
      const [first] = page.lessons;
      assert.deepEqual(first?.other, {
        id: sheikh.user.id,
        name: sheikh.user.name,
        gender: sheikh.user.gender,
      });
      assert.equal(first?.role, 'student');
      assert.equal(first?.minutes, 30);
      assert.equal(first?.endsAt, '2027-03-29T14:30:00.000Z');
      assert.equal(first?.trial, false);
    });

    it("lists a Sheikh's past lessons with every student, and only the Sheikh's", async () => {
      const { sheikh, student, other, trial } = await twoWeeksOfLessons(ctx);
      const page = await pageOf(ctx, sheikh.cookie);
      assert.deepEqual(outcomes(page.lessons), [
        [MON_29_14, 'undecided', null, false],
        [MON_29_13, 'cancelled', 'teacher', false],
        [WED_24_14, 'cancelled', 'student', true],
        [WED_24_13, 'attended', null, false],
        [MON_22_1430, 'student_absent', null, false],
        [MON_22_14, 'student_absent', null, false],
        [MON_22_13, 'sheikh_absent', null, false],
      ]);
      const trialRow = page.lessons.find((l) => l.id === trial.id);
      assert.equal(trialRow?.role, 'teacher');
      assert.equal(trialRow?.trial, true);
      assert.equal(trialRow?.minutes, 20);
      assert.equal(trialRow?.other.id, other.user.id);
      assert.equal(trialRow?.other.name, other.user.name);
      assert.ok(page.lessons.every((l) => l.role === 'teacher'));
      assert.equal(page.lessons[0]?.other.id, student.user.id);

      // The other student sees its own trial only; a stranger sees nothing.
      const theirs = await pageOf(ctx, other.cookie);
      assert.deepEqual(
        theirs.lessons.map((l) => l.id),
        [trial.id],
      );
      const stranger = await ctx.signedIn('student');
      assert.deepEqual((await pageOf(ctx, stranger.cookie)).lessons, []);
    });

    it('leaves out lessons still running or ahead', async () => {
      const { student } = await twoWeeksOfLessons(ctx);
      // 14:29: Mar 29's 14:00 lesson is running; it is with the upcoming ones.
      at('2027-03-29T14:29:00Z');
      const starts = (await pageOf(ctx, student.cookie)).lessons.map((l) => l.startsAt);
      assert.equal(starts[0], MON_29_13);
      assert.ok(starts.every((s) => new Date(s) < now));
      assert.equal(starts.length, 5);
    });

    it('pages newest first by cursor, with neither gap nor repeat', async () => {
      const { sheikh } = await twoWeeksOfLessons(ctx);
      const all = (await pageOf(ctx, sheikh.cookie)).lessons.map((l) => l.id);
      const first = await pageOf(ctx, sheikh.cookie, '?limit=3');
      assert.equal(first.lessons.length, 3);
      assert.equal(first.hasMore, true);
      const second = await pageOf(
        ctx,
        sheikh.cookie,
        `?limit=3&cursor=${encodeURIComponent(first.nextCursor!)}`,
      );
      const third = await pageOf(
        ctx,
        sheikh.cookie,
        `?limit=3&cursor=${encodeURIComponent(second.nextCursor!)}`,
      );
      assert.equal(third.hasMore, false);
      assert.equal(third.nextCursor, null);
      assert.deepEqual(
        [...first.lessons, ...second.lessons, ...third.lessons].map((l) => l.id),
        all,
      );
    });

    it('refuses a bad limit or cursor, admins and strangers', async () => {
      const student = await ctx.signedIn('student');
      // A limit out of 1..50 names the field, so a client sees which one to fix.
      for (const query of ['?limit=0', '?limit=51', '?limit=two']) {
        const res = await past(ctx, student.cookie, query);
        assert.equal(res.statusCode, 400, query);
        const body = json<ApiErrorBody>(res);
        assert.equal(body.code, 'validation.failed', query);
        assert.deepEqual(
          body.errors?.map((error) => error.field),
          ['limit'],
          query,
        );
      }
      const garbage = await past(ctx, student.cookie, '?cursor=garbage');
      assert.equal(codeOf(garbage), 'request.invalid_cursor');
      const admin = await ctx.signedIn('admin');
      assert.equal((await past(ctx, admin.cookie)).statusCode, 403);
      const res = await ctx.app.inject({ method: 'GET', url: '/booked-lessons/past' });
      assert.equal(res.statusCode, 401);
    });
  },
  { build: { bookingClock: () => now } },
);
