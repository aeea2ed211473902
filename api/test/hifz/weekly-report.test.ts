import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { beforeEach, it } from 'node:test';
import type { HifzProgress, Homework, Portion, WeeklyReport } from '@app/shared/protocol';
import { ayat, call, daysAfter, liveLesson } from '../helpers/lessons';
import { submitRequest, webmBytes } from '../helpers/recordings';
import { describeBackends, json, type TestContext } from '../helpers/test-app';

// The lesson's start is the lifecycle's own (real) clock: the report's clock starts there and
// the tests move it on by days.
let now = new Date();

type Lesson = Awaited<ReturnType<typeof liveLesson>>;

async function week(ctx: TestContext, cookie: string, studentId: string) {
  return call(ctx, cookie, 'GET', `/classroom/students/${studentId}/hifz/week`);
}

async function reportOf(ctx: TestContext, lesson: Lesson): Promise<WeeklyReport> {
  const res = await week(ctx, lesson.student.cookie, lesson.student.user.id);
  assert.equal(res.statusCode, 200, res.body);
  return json<{ data: WeeklyReport }>(res).data;
}

async function lane(ctx: TestContext, lesson: Lesson, body: object) {
  const res = await call(
    ctx,
    lesson.teacher.cookie,
    'POST',
    `/classroom/meetings/${lesson.meeting.id}/hifz`,
    body,
  );
  assert.equal(res.statusCode, 201, res.body);
}

async function setHomework(ctx: TestContext, lesson: Lesson, portion: Portion, dueInDays: number) {
  const res = await call(
    ctx,
    lesson.teacher.cookie,
    'POST',
    `/classroom/meetings/${lesson.meeting.id}/homework`,
    { portion, dueAt: daysAfter(now, dueInDays).toISOString() },
  );
  assert.equal(res.statusCode, 201, res.body);
  return json<{ data: Homework }>(res).data;
}

describeBackends(
  'the weekly report',
  (ctx) => {
    beforeEach(() => {
      now = new Date();
    });

    it('counts the lessons, the lanes, homework accepted and missing, and the pages due', async () => {
      const lesson = await liveLesson(ctx);
      const start = now;
      await lane(ctx, lesson, { lane: 'sabaq', portion: ayat(67, 1, 10), grade: 'good' });
      // Weak: recited, but the sabaq has not advanced by it.
      await lane(ctx, lesson, { lane: 'sabaq', portion: ayat(67, 11, 15), grade: 'weak' });
      await lane(ctx, lesson, { lane: 'sabqi', portion: ayat(78, 1, 40), grade: 'good' });
      await lane(ctx, lesson, { lane: 'manzil', portion: ayat(1, 1, 7), grade: 'weak' });
      const accepted = await setHomework(ctx, lesson, ayat(67, 1, 10), 2);
      await setHomework(ctx, lesson, ayat(78, 1, 40), 3);
      await setHomework(ctx, lesson, ayat(1, 1, 7), 6);

      now = daysAfter(start, 1);
      const submissionId = randomUUID();
      const sent = await ctx.app.inject(
        submitRequest(lesson.student.cookie, accepted.id, webmBytes(), { submissionId }),
      );
      assert.equal(sent.statusCode, 201, sent.body);
      const reviewed = await call(
        ctx,
        lesson.teacher.cookie,
        'PUT',
        `/homework/${accepted.id}/submissions/${submissionId}/review`,
        { grade: 'good', outcome: 'accept' },
      );
      assert.equal(reviewed.statusCode, 200, reviewed.body);

      now = daysAfter(start, 4);
      const report = await reportOf(ctx, lesson);
      const progress = await call(
        ctx,
        lesson.student.cookie,
        'GET',
        `/classroom/students/${lesson.student.user.id}/hifz`,
      );
      const due = json<{ data: HifzProgress }>(progress).data.review.filter(
        (page) => Date.parse(page.dueAt) < now.getTime(),
      );
      assert.ok(due.length > 0);
      assert.deepEqual(report, {
        from: daysAfter(now, -7).toISOString(),
        to: now.toISOString(),
        lessons: 1,
        lanes: {
          sabaq: { entries: 2, ayat: 10 },
          sabqi: { entries: 1, ayat: 40 },
          manzil: { entries: 1, ayat: 7 },
        },
        // The second is past its day unsent; the third is not due yet.
        homework: { accepted: 1, missing: 1 },
        pagesDue: due.length,
      });

      // A week later the lesson, the lanes and the homework have left the window.
      now = daysAfter(start, 14);
      const later = await reportOf(ctx, lesson);
      assert.equal(later.lessons, 0);
      assert.deepEqual(later.lanes.sabaq, { entries: 0, ayat: 0 });
      assert.deepEqual(later.homework, { accepted: 0, missing: 0 });
      assert.ok(later.pagesDue >= due.length);
    });

    it("is the record's: another student is refused", async () => {
      const lesson = await liveLesson(ctx);
      const stranger = await ctx.signedIn('student');
      const res = await week(ctx, stranger.cookie, lesson.student.user.id);
      assert.equal(res.statusCode, 403, res.body);
    });
  },
  { build: { hifzClock: () => now } },
);
