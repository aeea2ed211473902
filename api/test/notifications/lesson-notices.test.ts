import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { NotificationParamsByType, NotificationType } from '@app/shared/protocol';
import { call } from '../helpers/lessons';
import { describeBackends, type TestContext } from '../helpers/test-app';
import { book, request, sheikhWithHours } from '../booking/helpers';

// What booking, cancelling and moving lessons tell the other side, on the booking clock.

let now = new Date('2027-03-15T09:00:00Z');

const MON_22 = '2027-03-22T13:00:00.000Z'; // 18:00 in Karachi, 13:00 GMT in London
const WED_24 = '2027-03-24T13:00:00.000Z';

/** The params of the user's notifications of one type, newest first. */
async function paramsOf<T extends NotificationType>(
  ctx: TestContext,
  userId: string,
  type: T,
): Promise<NotificationParamsByType[T][]> {
  await ctx.app.notifier.settled();
  const page = await ctx.app.notificationsRepository.page(userId, 50);
  return page.rows
    .filter((row) => row.type === type)
    .map((row) => row.params as NotificationParamsByType[T]);
}

describeBackends(
  'notices of booked lessons',
  (ctx) => {
    it('tells the Sheikh of a booking: how many lessons, the first, on the Sheikh’s clock', async () => {
      now = new Date('2027-03-15T09:00:00Z');
      const sheikh = await sheikhWithHours(ctx);
      const student = await ctx.signedIn('student');
      const booking = await book(
        ctx,
        student.cookie,
        request(sheikh.user.id, [WED_24, MON_22], { weeks: 2 }),
      );
      assert.deepEqual(await paramsOf(ctx, sheikh.user.id, 'lessonsBooked'), [
        {
          bookingId: booking.id,
          studentId: student.user.id,
          studentName: student.user.name,
          count: 4,
          startsAt: MON_22,
          timeZone: 'Asia/Karachi',
        },
      ]);
      // The student who booked is not told of their own booking.
      assert.deepEqual(await paramsOf(ctx, student.user.id, 'lessonsBooked'), []);
    });

    it('tells the other side of a cancellation: one lesson with its time, a series counted', async () => {
      now = new Date('2027-03-15T09:00:00Z');
      const sheikh = await sheikhWithHours(ctx);
      await ctx.app.usersRepository.update(sheikh.user.id, { gender: 'female' });
      const student = await ctx.signedIn('student');
      const booking = await book(
        ctx,
        student.cookie,
        request(sheikh.user.id, [MON_22], { weeks: 3, timeZone: 'America/New_York' }),
      );
      const [first] = booking.lessons;

      // The Sheikh cancels one lesson: the student hears, on the student's clock.
      const one = await call(ctx, sheikh.cookie, 'POST', `/booked-lessons/${first!.id}/cancel`);
      assert.equal(one.statusCode, 200, one.body);
      assert.deepEqual(await paramsOf(ctx, student.user.id, 'lessonCancelled'), [
        {
          bookingId: booking.id,
          name: sheikh.user.name,
          count: 1,
          startsAt: MON_22,
          timeZone: 'America/New_York',
          teacherGender: 'female',
        },
      ]);
      assert.deepEqual(await paramsOf(ctx, sheikh.user.id, 'lessonCancelled'), []);

      // The student cancels the rest: the Sheikh hears once, with how many and from when.
      const rest = await call(ctx, student.cookie, 'POST', `/bookings/${booking.id}/cancel`);
      assert.equal(rest.statusCode, 200, rest.body);
      assert.deepEqual(await paramsOf(ctx, sheikh.user.id, 'lessonCancelled'), [
        {
          bookingId: booking.id,
          name: student.user.name,
          count: 2,
          startsAt: '2027-03-29T13:00:00.000Z',
          timeZone: 'Asia/Karachi',
        },
      ]);
      assert.equal((await paramsOf(ctx, student.user.id, 'lessonCancelled')).length, 1);
    });

    it('tells the Sheikh of a moved lesson: from when to when', async () => {
      now = new Date('2027-03-15T09:00:00Z');
      const sheikh = await sheikhWithHours(ctx);
      const student = await ctx.signedIn('student');
      const booking = await book(ctx, student.cookie, request(sheikh.user.id, [MON_22]));
      const lesson = booking.lessons[0]!;
      const moved = await call(ctx, student.cookie, 'POST', `/booked-lessons/${lesson.id}/move`, {
        startsAt: WED_24,
      });
      assert.equal(moved.statusCode, 200, moved.body);
      assert.deepEqual(await paramsOf(ctx, sheikh.user.id, 'lessonMoved'), [
        {
          lessonId: lesson.id,
          studentId: student.user.id,
          studentName: student.user.name,
          previousStartsAt: MON_22,
          startsAt: WED_24,
          timeZone: 'Asia/Karachi',
        },
      ]);
      assert.deepEqual(await paramsOf(ctx, student.user.id, 'lessonMoved'), []);
    });

    it('says nothing to a Sheikh who switched session notifications off', async () => {
      now = new Date('2027-03-15T09:00:00Z');
      const sheikh = await sheikhWithHours(ctx);
      const off = await call(ctx, sheikh.cookie, 'PUT', '/notifications/preferences', {
        sessionNotifications: false,
      });
      assert.equal(off.statusCode, 200, off.body);
      const student = await ctx.signedIn('student');
      await book(ctx, student.cookie, request(sheikh.user.id, [MON_22]));
      assert.deepEqual(await paramsOf(ctx, sheikh.user.id, 'lessonsBooked'), []);
    });
  },
  { build: { bookingClock: () => now } },
);
