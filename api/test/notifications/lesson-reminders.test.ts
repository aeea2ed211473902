import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { NotificationParamsByType } from '@app/shared/protocol';
import { build } from '../../src/app';
import { call } from '../helpers/lessons';
import { TEST_DNS, describeBackends, testConfig, type TestContext } from '../helpers/test-app';
import { book, request, sheikhWithHours } from '../booking/helpers';

// The reminders of booked lessons, a day and 15 minutes before, on a booking clock the tests
// move, with one or two API processes on one database.

let now = new Date('2027-03-15T09:00:00Z');

const MON_22 = '2027-03-22T13:00:00.000Z'; // 18:00 in Karachi, 13:00 GMT in London
const WED_24 = '2027-03-24T13:00:00.000Z';
const MINUTE_MS = 60_000;

/** `minutes` before (or after, when negative) an instant. */
const before = (instant: string, minutes: number) =>
  new Date(Date.parse(instant) - minutes * MINUTE_MS);

type Reminder = NotificationParamsByType['lessonReminder'];

/** The user's lesson reminders, oldest first, as [lesson start, which] pairs. */
async function remindersOf(ctx: TestContext, userId: string): Promise<Reminder[]> {
  await ctx.app.notifier.settled();
  const page = await ctx.app.notificationsRepository.page(userId, 50);
  return page.rows
    .filter((row) => row.type === 'lessonReminder')
    .map((row) => row.params as Reminder)
    .reverse();
}

const told = async (ctx: TestContext, userId: string) =>
  (await remindersOf(ctx, userId)).map((r) => `${r.startsAt} ${r.before}`);

/** Another API process on the same database, on the same clock. */
async function otherProcess(ctx: TestContext): Promise<FastifyInstance & { dataDir: string }> {
  const config = testConfig();
  const app = await build(config, {
    database: ctx.database,
    bookingClock: () => now,
    pushHostResolver: TEST_DNS,
  });
  await app.ready();
  return Object.assign(app, { dataDir: config.DATA_DIR });
}

async function closeProcess(app: FastifyInstance & { dataDir: string }): Promise<void> {
  await app.notifier.settled();
  await app.close();
  rmSync(app.dataDir, { recursive: true, force: true });
}

describeBackends(
  'reminders of booked lessons',
  (ctx) => {
    const tick = async (at: Date) => {
      now = at;
      await ctx.app.lessonReminderSender.tick();
    };

    it('reminds both sides a day and 15 minutes before, each once, with two processes and after a restart', async () => {
      now = new Date('2027-03-15T09:00:00Z');
      const sheikh = await sheikhWithHours(ctx);
      const student = await ctx.signedIn('student');
      const booking = await book(ctx, student.cookie, request(sheikh.user.id, [MON_22]));
      const lessonId = booking.lessons[0]!.id;

      await tick(before(MON_22, 24 * 60 + 1));
      assert.deepEqual(await told(ctx, student.user.id), []);

      // A day before: two processes' runs at once both find the lesson, one claims it.
      now = before(MON_22, 24 * 60);
      const other = await otherProcess(ctx);
      try {
        await Promise.all([ctx.app.lessonReminderSender.tick(), other.lessonReminderSender.tick()]);
      } finally {
        await closeProcess(other);
      }
      // Each side hears of the other, on their own clock.
      assert.deepEqual(await remindersOf(ctx, student.user.id), [
        {
          lessonId,
          name: sheikh.user.name,
          before: 'day',
          startsAt: MON_22,
          timeZone: 'Europe/London',
        },
      ]);
      assert.deepEqual(await remindersOf(ctx, sheikh.user.id), [
        {
          lessonId,
          name: student.user.name,
          before: 'day',
          startsAt: MON_22,
          timeZone: 'Asia/Karachi',
        },
      ]);

      // A restart: a new process on the same database finds nothing left to send.
      now = before(MON_22, 60);
      const restarted = await otherProcess(ctx);
      try {
        await restarted.lessonReminderSender.tick();
      } finally {
        await closeProcess(restarted);
      }
      await tick(before(MON_22, 16));
      assert.deepEqual(await told(ctx, student.user.id), [`${MON_22} day`]);

      // 15 minutes before: two processes, one reminder each side.
      now = before(MON_22, 15);
      const third = await otherProcess(ctx);
      try {
        await Promise.all([ctx.app.lessonReminderSender.tick(), third.lessonReminderSender.tick()]);
      } finally {
        await closeProcess(third);
      }
      await tick(before(MON_22, 5));
      await tick(before(MON_22, -1));
      for (const side of [student.user.id, sheikh.user.id]) {
        assert.deepEqual(await told(ctx, side), [`${MON_22} day`, `${MON_22} soon`]);
      }
    });

    it('a cancelled lesson gets none; a moved one is reminded at its new time', async () => {
      now = new Date('2027-03-15T09:00:00Z');
      const sheikh = await sheikhWithHours(ctx);
      const student = await ctx.signedIn('student');
      const booking = await book(ctx, student.cookie, request(sheikh.user.id, [MON_22, WED_24]));
      const [monday, wednesday] = booking.lessons;

      await tick(before(MON_22, 24 * 60));
      assert.deepEqual(await told(ctx, student.user.id), [`${MON_22} day`]);

      // Wednesday's is cancelled, Monday's moved to Wednesday an hour later.
      now = before(MON_22, 24 * 60 - 10);
      const cancelled = await call(
        ctx,
        sheikh.cookie,
        'POST',
        `/booked-lessons/${wednesday!.id}/cancel`,
      );
      assert.equal(cancelled.statusCode, 200, cancelled.body);
      const later = '2027-03-24T14:00:00.000Z';
      const moved = await call(ctx, student.cookie, 'POST', `/booked-lessons/${monday!.id}/move`, {
        startsAt: later,
      });
      assert.equal(moved.statusCode, 200, moved.body);

      // Nothing at the old time, nothing for the cancelled lesson.
      await tick(before(MON_22, 15));
      await tick(before(WED_24, 24 * 60));
      assert.deepEqual(await told(ctx, student.user.id), [`${MON_22} day`]);

      // The moved lesson, a day and 15 minutes before its new time; still nothing for the
      // cancelled one between the two.
      await tick(before(later, 24 * 60));
      await tick(before(WED_24, 15));
      await tick(before(later, 15));
      for (const side of [student.user.id, sheikh.user.id]) {
        assert.deepEqual(await told(ctx, side), [`${MON_22} day`, `${later} day`, `${later} soon`]);
      }
    });

    it('a lesson booked or moved less than a day ahead is not "tomorrow": it gets the 15-minute one only', async () => {
      now = new Date('2027-03-15T09:00:00Z');
      const sheikh = await sheikhWithHours(ctx);
      const early = await ctx.signedIn('student');
      const booking = await book(ctx, early.cookie, request(sheikh.user.id, [WED_24]));

      // Three hours before Monday's lesson: one booked for it, and Wednesday's moved to it.
      const MON_14 = '2027-03-22T14:00:00.000Z';
      now = before(MON_22, 3 * 60);
      const late = await ctx.signedIn('student');
      await book(ctx, late.cookie, request(sheikh.user.id, [MON_22]));
      const moved = await call(
        ctx,
        early.cookie,
        'POST',
        `/booked-lessons/${booking.lessons[0]!.id}/move`,
        { startsAt: MON_14 },
      );
      assert.equal(moved.statusCode, 200, moved.body);

      await tick(before(MON_22, 3 * 60 - 1));
      await tick(before(MON_22, 16));
      assert.deepEqual(await told(ctx, late.user.id), []);
      assert.deepEqual(await told(ctx, early.user.id), []);
      await tick(before(MON_22, 15));
      await tick(before(MON_14, 15));
      assert.deepEqual(await told(ctx, late.user.id), [`${MON_22} soon`]);
      assert.deepEqual(await told(ctx, early.user.id), [`${MON_14} soon`]);
      assert.deepEqual(await told(ctx, sheikh.user.id), [`${MON_22} soon`, `${MON_14} soon`]);
    });
  },
  { build: { bookingClock: () => now } },
);
