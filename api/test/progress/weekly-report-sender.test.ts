import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  Homework,
  NotificationParamsByType,
  NotificationsPage,
  NotificationType,
  WeeklyReport,
} from '@app/shared/protocol';
import { build } from '../../src/app';
import { meetings, participations, users } from '../../src/db/schema';
import { notifications } from '../../src/notifications/notification-tables';
import { WEEKLY_REPORT_BATCH_SIZE } from '../../src/notifications/weekly-report-sender';
import { ayat, call, daysAfter, liveLesson } from '../helpers/lessons';
import { submitRequest, webmBytes } from '../helpers/recordings';
import {
  TEST_DNS,
  describeBackends,
  json,
  testConfig,
  type TestContext,
} from '../helpers/test-app';

// The week of Monday 2 March 2026 (UTC); the lesson is on its Wednesday.
const LESSON_DAY = new Date('2026-03-04T10:00:00Z');
const WEEK_ENDS = new Date('2026-03-09T00:00:00Z');

/** The clock of the hifz schedule, homework and the weekly run: the tests move it. */
let now = LESSON_DAY;

type Lesson = Awaited<ReturnType<typeof liveLesson>>;

/** A lesson both joined, started at the clock's time (the lifecycle starts it by the real one). */
async function lessonNow(ctx: TestContext): Promise<Lesson> {
  const lesson = await liveLesson(ctx);
  await ctx.app.db
    .update(meetings)
    .set({ startTime: now })
    .where(eq(meetings.id, lesson.meeting.id));
  return lesson;
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

async function setHomework(ctx: TestContext, lesson: Lesson, dueInDays: number) {
  const res = await call(
    ctx,
    lesson.teacher.cookie,
    'POST',
    `/classroom/meetings/${lesson.meeting.id}/homework`,
    { portion: ayat(67, 1, 10), dueAt: daysAfter(now, dueInDays).toISOString() },
  );
  assert.equal(res.statusCode, 201, res.body);
  return json<{ data: Homework }>(res).data;
}

async function acceptHomework(ctx: TestContext, lesson: Lesson, homeworkId: string) {
  const submissionId = randomUUID();
  const sent = await ctx.app.inject(
    submitRequest(lesson.student.cookie, homeworkId, webmBytes(), { submissionId }),
  );
  assert.equal(sent.statusCode, 201, sent.body);
  const reviewed = await call(
    ctx,
    lesson.teacher.cookie,
    'PUT',
    `/homework/${homeworkId}/submissions/${submissionId}/review`,
    { grade: 'good', outcome: 'accept' },
  );
  assert.equal(reviewed.statusCode, 200, reviewed.body);
}

async function guardianOf(ctx: TestContext, childId: string) {
  const guardian = await ctx.signedIn('guardian');
  const linked = await ctx.app.familyRepository.link(guardian.user.id, childId, {
    guardiansPerChild: 2,
    childrenPerGuardian: 10,
  });
  assert.equal(linked, 'linked');
  return guardian;
}

/** The params of the user's notifications of one type, newest first, read through the bell. */
async function paramsOf<T extends NotificationType>(
  ctx: TestContext,
  cookie: string,
  type: T,
): Promise<NotificationParamsByType[T][]> {
  await ctx.app.notifier.settled();
  const res = await call(ctx, cookie, 'GET', '/notifications?limit=50');
  assert.equal(res.statusCode, 200, res.body);
  return json<{ data: NotificationsPage }>(res)
    .data.notifications.filter((n) => n.type === type)
    .map((n) => n.params as NotificationParamsByType[T]);
}

/** A second API process on the same database, with the same clock. */
async function secondProcess(ctx: TestContext): Promise<FastifyInstance & { dataDir: string }> {
  const config = testConfig();
  const app = await build(config, {
    database: ctx.database,
    hifzClock: () => now,
    pushHostResolver: TEST_DNS,
  });
  await app.ready();
  return Object.assign(app, { dataDir: config.DATA_DIR });
}

describeBackends(
  'the weekly report, sent',
  (ctx) => {
    const tick = () => ctx.app.weeklyReportSender.tick();

    it('after the week ends, the student gets its figures once and each guardian the same, even with two processes', async () => {
      now = LESSON_DAY;
      const lesson = await lessonNow(ctx);
      const { student } = lesson;
      const guardians = [
        await guardianOf(ctx, student.user.id),
        await guardianOf(ctx, student.user.id),
      ];
      await lane(ctx, lesson, { lane: 'sabaq', portion: ayat(67, 1, 10), grade: 'good' });
      await lane(ctx, lesson, { lane: 'sabqi', portion: ayat(78, 1, 40), grade: 'good' });
      await lane(ctx, lesson, { lane: 'manzil', portion: ayat(1, 1, 7), grade: 'weak' });
      const accepted = await setHomework(ctx, lesson, 2);
      await setHomework(ctx, lesson, 2);
      now = daysAfter(LESSON_DAY, 1);
      await acceptHomework(ctx, lesson, accepted.id);
      // A new student with nothing at all, and one whose lesson was the week before.
      const quiet = await ctx.signedIn('student');
      now = daysAfter(LESSON_DAY, -7);
      const earlier = await lessonNow(ctx);
      await lane(ctx, earlier, { lane: 'sabaq', portion: ayat(114, 1, 6), grade: 'good' });
      const earlierGuardian = await guardianOf(ctx, earlier.student.user.id);

      // The last minute of the week: the week reported is the one before, the earlier lesson's.
      now = new Date(WEEK_ENDS.getTime() - 60_000);
      await tick();
      assert.deepEqual(await paramsOf(ctx, student.cookie, 'weeklyReport'), []);
      const [earlierWeek] = await paramsOf(ctx, earlier.student.cookie, 'weeklyReport');
      assert.deepEqual([earlierWeek?.lessons, earlierWeek?.sabaqAyat], [1, 6]);
      assert.equal((await paramsOf(ctx, earlierGuardian.cookie, 'childWeeklyReport')).length, 1);

      // The week ended: two processes' runs at once both find the student, one claims the week.
      now = WEEK_ENDS;
      const other = await secondProcess(ctx);
      try {
        await Promise.all([tick(), other.weeklyReportSender.tick()]);
        await other.notifier.settled();
      } finally {
        await other.close();
        rmSync(other.dataDir, { recursive: true, force: true });
      }
      const week = await call(
        ctx,
        student.cookie,
        'GET',
        `/classroom/students/${student.user.id}/hifz/week`,
      );
      const report = json<{ data: WeeklyReport }>(week).data;
      assert.ok(report.pagesDue > 0);
      const figures = {
        lessons: 1,
        sabaqAyat: 10,
        sabqiAyat: 40,
        manzilAyat: 7,
        accepted: 1,
        missing: 1,
        // As the record's weekly report counts them at the week's end.
        pagesDue: report.pagesDue,
      };
      assert.deepEqual(await paramsOf(ctx, student.cookie, 'weeklyReport'), [figures]);
      for (const guardian of guardians) {
        assert.deepEqual(await paramsOf(ctx, guardian.cookie, 'childWeeklyReport'), [
          { ...figures, childId: student.user.id, childName: student.user.name },
        ]);
      }
      // Nothing for an empty week: the new student's, or the earlier student's second week.
      assert.deepEqual(await paramsOf(ctx, quiet.cookie, 'weeklyReport'), []);
      assert.equal((await paramsOf(ctx, earlier.student.cookie, 'weeklyReport')).length, 1);
      assert.equal((await paramsOf(ctx, earlierGuardian.cookie, 'childWeeklyReport')).length, 1);

      // Later in the same week: nothing more.
      now = daysAfter(WEEK_ENDS, 3);
      await tick();
      assert.equal((await paramsOf(ctx, student.cookie, 'weeklyReport')).length, 1);
      assert.equal((await paramsOf(ctx, guardians[0]!.cookie, 'childWeeklyReport')).length, 1);
      // The week after was empty: its end sends nothing either.
      now = daysAfter(WEEK_ENDS, 7);
      await tick();
      assert.equal((await paramsOf(ctx, student.cookie, 'weeklyReport')).length, 1);
    });

    it('a student whose account is not active, or who switched session notifications off, gets none', async () => {
      now = LESSON_DAY;
      const banned = await lessonNow(ctx);
      const quiet = await lessonNow(ctx);
      for (const lesson of [banned, quiet]) {
        await lane(ctx, lesson, { lane: 'sabqi', portion: ayat(78, 1, 40), grade: 'good' });
      }
      const guardian = await guardianOf(ctx, banned.student.user.id);
      const switches = await call(ctx, quiet.student.cookie, 'PUT', '/notifications/preferences', {
        sessionNotifications: false,
      });
      assert.equal(switches.statusCode, 200, switches.body);
      await ctx.app.db
        .update(users)
        .set({ status: 'banned' })
        .where(eq(users.id, banned.student.user.id));

      now = daysAfter(WEEK_ENDS, 1);
      await tick();
      assert.deepEqual(await paramsOf(ctx, guardian.cookie, 'childWeeklyReport'), []);
      assert.deepEqual(await paramsOf(ctx, quiet.student.cookie, 'weeklyReport'), []);
    });

    it('a large school is reported a batch per run, the next run going on with the rest', async () => {
      now = LESSON_DAY;
      const { meeting } = await liveLesson(ctx);
      await ctx.app.db.update(meetings).set({ startTime: now }).where(eq(meetings.id, meeting.id));
      // Students written straight to the database (a password hash each would take minutes),
      // all in the one lesson.
      const students = Array.from({ length: WEEKLY_REPORT_BATCH_SIZE + 1 }, (_, i) => ({
        id: randomUUID(),
        name: `pupil ${i}`,
        role: 'student' as const,
        loginMethod: 'email' as const,
        passwordHash: 'not-a-hash',
        createdAt: now,
        updatedAt: now,
      }));
      await ctx.app.db.insert(users).values(students);
      await ctx.app.db.insert(participations).values(
        students.map((student) => ({
          id: randomUUID(),
          meetingId: meeting.id,
          userId: student.id,
          name: student.name,
          joinedAt: now,
        })),
      );
      const sent = async () => {
        await ctx.app.notifier.settled();
        const [row] = await ctx.app.db
          .select({ n: count() })
          .from(notifications)
          .where(eq(notifications.type, 'weeklyReport'));
        return Number(row?.n ?? 0);
      };

      now = daysAfter(WEEK_ENDS, 2);
      await tick();
      assert.equal(await sent(), WEEKLY_REPORT_BATCH_SIZE);
      await tick();
      // The lesson's own student too, who joined it.
      assert.equal(await sent(), WEEKLY_REPORT_BATCH_SIZE + 2);
      await tick();
      assert.equal(await sent(), WEEKLY_REPORT_BATCH_SIZE + 2);
    });
  },
  { build: { hifzClock: () => now } },
);
