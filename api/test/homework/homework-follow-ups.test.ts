import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { beforeEach, it } from 'node:test';
import type {
  HifzProgress,
  Homework,
  NotificationsPage,
  Portion,
  WaitingHomework,
} from '@app/shared/protocol';
import { ayat, call, daysAfter, liveLesson } from '../helpers/lessons';
import { submitRequest, webmBytes } from '../helpers/recordings';
import { describeBackends, json, type TestContext } from '../helpers/test-app';

// What follows a recording: the Sheikh is told and finds it in the list of recordings waiting
// for review, and an accepted recitation grades its memorised pages in the revision schedule.

const START = new Date('2026-03-01T09:00:00Z');
let now = START;

type Lesson = Awaited<ReturnType<typeof liveLesson>>;

async function setHomework(ctx: TestContext, lesson: Lesson, portion: Portion = ayat(67, 1, 10)) {
  const res = await call(
    ctx,
    lesson.teacher.cookie,
    'POST',
    `/classroom/meetings/${lesson.meeting.id}/homework`,
    { portion, dueAt: daysAfter(now, 7).toISOString() },
  );
  assert.equal(res.statusCode, 201, res.body);
  return json<{ data: Homework }>(res).data;
}

async function send(ctx: TestContext, lesson: Lesson, homeworkId: string): Promise<string> {
  const submissionId = randomUUID();
  const res = await ctx.app.inject(
    submitRequest(lesson.student.cookie, homeworkId, webmBytes(), { submissionId }),
  );
  assert.equal(res.statusCode, 201, res.body);
  return submissionId;
}

async function waiting(ctx: TestContext, cookie: string): Promise<WaitingHomework[]> {
  const res = await call(ctx, cookie, 'GET', '/homework/waiting');
  assert.equal(res.statusCode, 200, res.body);
  return json<{ data: WaitingHomework[] }>(res).data;
}

async function review(
  ctx: TestContext,
  lesson: Lesson,
  homeworkId: string,
  submissionId: string,
  body: object,
) {
  const res = await call(
    ctx,
    lesson.teacher.cookie,
    'PUT',
    `/homework/${homeworkId}/submissions/${submissionId}/review`,
    body,
  );
  assert.equal(res.statusCode, 200, res.body);
}

async function reviewPages(ctx: TestContext, lesson: Lesson) {
  const res = await call(
    ctx,
    lesson.teacher.cookie,
    'GET',
    `/classroom/students/${lesson.student.user.id}/hifz`,
  );
  assert.equal(res.statusCode, 200, res.body);
  return json<{ data: HifzProgress }>(res).data.review;
}

describeBackends(
  'recited homework: what follows a recording',
  (ctx) => {
    beforeEach(() => {
      now = START;
    });

    it("lists the Sheikh's recordings waiting for review, the longest waiting first", async () => {
      const lesson = await liveLesson(ctx);
      const other = await liveLesson(ctx);
      const first = await setHomework(ctx, lesson);
      const second = await setHomework(ctx, lesson, ayat(1, 1, 7));
      const unsent = await setHomework(ctx, lesson, ayat(112, 1, 4));
      const othersOwn = await setHomework(ctx, other);
      const secondId = await send(ctx, lesson, second.id);
      now = daysAfter(START, 1);
      const firstId = await send(ctx, lesson, first.id);
      await send(ctx, other, othersOwn.id);

      const list = await waiting(ctx, lesson.teacher.cookie);
      assert.deepEqual(
        list.map((item) => item.id),
        [second.id, first.id],
      );
      assert.ok(!list.some((item) => item.id === unsent.id));
      assert.equal(list[0]!.studentName, lesson.student.user.name);
      assert.equal(list[0]!.status, 'submitted');
      assert.equal(list[0]!.submissions.at(-1)!.id, secondId);
      assert.ok(list[0]!.submissions.at(-1)!.audioPath, 'the Sheikh hears what waits');

      // Reviewed, it leaves the list; sent back and recorded again, it returns.
      await review(ctx, lesson, first.id, firstId, { grade: 'weak', outcome: 'resubmit' });
      assert.deepEqual(
        (await waiting(ctx, lesson.teacher.cookie)).map((item) => item.id),
        [second.id],
      );
      await send(ctx, lesson, first.id);
      assert.deepEqual(
        (await waiting(ctx, lesson.teacher.cookie)).map((item) => item.id),
        [second.id, first.id],
      );
    });

    it('is a Sheikh’s list: a student or an admin is refused', async () => {
      const lesson = await liveLesson(ctx);
      const admin = await ctx.signedIn('admin');
      for (const cookie of [lesson.student.cookie, admin.cookie]) {
        const res = await call(ctx, cookie, 'GET', '/homework/waiting');
        assert.equal(res.statusCode, 403, res.body);
      }
    });

    it('tells the Sheikh once per recording, not for a retry of it', async () => {
      const lesson = await liveLesson(ctx);
      const homework = await setHomework(ctx, lesson);
      const submissionId = randomUUID();
      for (let i = 0; i < 2; i += 1) {
        const res = await ctx.app.inject(
          submitRequest(lesson.student.cookie, homework.id, webmBytes(), { submissionId }),
        );
        assert.equal(res.statusCode, 201, res.body);
      }
      await ctx.app.notifier.settled();
      const res = await call(ctx, lesson.teacher.cookie, 'GET', '/notifications');
      assert.equal(res.statusCode, 200, res.body);
      const told = json<{ data: NotificationsPage }>(res).data.notifications.filter(
        (item) => item.type === 'homeworkSubmitted',
      );
      assert.equal(told.length, 1);
      assert.deepEqual(told[0]!.params, {
        homeworkId: homework.id,
        studentId: lesson.student.user.id,
        studentName: lesson.student.user.name,
      });
    });

    it("an accepted recitation's grade schedules its memorised pages; one sent back does not", async () => {
      const lesson = await liveLesson(ctx);
      // 67:1-10 is memorised and graded good: page 562 comes back the next day.
      const recorded = await call(
        ctx,
        lesson.teacher.cookie,
        'POST',
        `/classroom/meetings/${lesson.meeting.id}/hifz`,
        { lane: 'sabqi', portion: ayat(67, 1, 10), grade: 'good' },
      );
      assert.equal(recorded.statusCode, 201, recorded.body);
      const before = (await reviewPages(ctx, lesson)).find((page) => page.page === 562);
      assert.equal(before?.grade, 'good');

      // Homework over 67:1-10 and the unmemorised Al-Fatihah (page 1).
      const homework = await setHomework(ctx, lesson, { unit: 'pages', from: 1, to: 1 });
      const onPage = await setHomework(ctx, lesson);
      now = daysAfter(START, 3);
      const sentBack = await send(ctx, lesson, onPage.id);
      await review(ctx, lesson, onPage.id, sentBack, { grade: 'repeat', outcome: 'resubmit' });
      assert.equal((await reviewPages(ctx, lesson)).find((p) => p.page === 562)?.grade, 'good');

      const accepted = await send(ctx, lesson, onPage.id);
      await review(ctx, lesson, onPage.id, accepted, { grade: 'weak', outcome: 'accept' });
      const after = (await reviewPages(ctx, lesson)).find((page) => page.page === 562);
      assert.equal(after?.grade, 'weak');
      // Weak brings it back the next day (revision-rule.ts).
      assert.equal(after?.dueAt, daysAfter(now, 1).toISOString());

      const unmemorised = await send(ctx, lesson, homework.id);
      await review(ctx, lesson, homework.id, unmemorised, {
        grade: 'excellent',
        outcome: 'accept',
      });
      const pages = (await reviewPages(ctx, lesson)).map((page) => page.page);
      assert.ok(!pages.includes(1), 'a page not memorised stays out of the schedule');
    });
  },
  { build: { hifzClock: () => now } },
);
