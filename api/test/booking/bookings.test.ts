import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { BookedLesson, Booking, FreeSlots } from '@app/shared/protocol';
import { call } from '../helpers/lessons';
import { describeBackends, json } from '../helpers/test-app';
import { book, codeOf, hold, KARACHI_HOURS, request, sheikhWithHours } from './helpers';

// Holding, confirming, series, cancelling and moving booked lessons, on a clock the tests set.
// Karachi keeps UTC+5 all year; London moves from GMT to BST on 2027-03-28.

let now = new Date('2027-03-15T09:00:00Z');
const clock = { bookingClock: () => now };

const MON_22 = '2027-03-22T13:00:00.000Z'; // 18:00 in Karachi, 13:00 GMT in London
const WED_24 = '2027-03-24T13:00:00.000Z';

const startsOf = (booking: Booking) => booking.lessons.map((lesson) => lesson.startsAt);

describeBackends(
  'booked lessons',
  (ctx) => {
    it('books a weekly series across the change to summer time at the Sheikh’s wall-clock time', async () => {
      now = new Date('2027-03-15T09:00:00Z');
      const sheikh = await sheikhWithHours(ctx, {
        ...KARACHI_HOURS,
        holidays: [{ from: '2027-04-05', to: '2027-04-05', name: null }],
      });
      const student = await ctx.signedIn('student');
      const booking = await book(
        ctx,
        student.cookie,
        request(sheikh.user.id, [MON_22, WED_24], { weeks: 3 }),
      );
      assert.equal(booking.status, 'confirmed');
      // Karachi has no daylight saving: every lesson is at 13:00Z (13:00 GMT, then 14:00 BST).
      assert.deepEqual(startsOf(booking), [
        MON_22,
        WED_24,
        '2027-03-29T13:00:00.000Z',
        '2027-03-31T13:00:00.000Z',
        '2027-04-07T13:00:00.000Z',
      ]);
      assert.deepEqual(booking.skippedDays, ['2027-04-05']);
      assert.ok(booking.lessons.every((lesson) => lesson.status === 'booked'));
      const london = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        hour: '2-digit',
        minute: '2-digit',
      });
      assert.deepEqual(
        booking.lessons.map((lesson) => london.format(new Date(lesson.startsAt))),
        ['13:00', '13:00', '14:00', '14:00', '14:00'],
      );
    });

    it('keeps a London Sheikh’s series at the local hour when the clocks go forward', async () => {
      now = new Date('2027-03-15T09:00:00Z');
      const sheikh = await sheikhWithHours(ctx, {
        ...KARACHI_HOURS,
        timeZone: 'Europe/London',
        weekly: [{ weekday: 5, start: '09:00', end: '11:00' }],
      });
      const student = await ctx.signedIn('student');
      const booking = await book(
        ctx,
        student.cookie,
        request(sheikh.user.id, ['2027-03-26T09:00:00.000Z'], { weeks: 2 }),
      );
      assert.deepEqual(startsOf(booking), ['2027-03-26T09:00:00.000Z', '2027-04-02T08:00:00.000Z']);
    });

    it('gives a slot to one of two students asking at the same instant', async () => {
      now = new Date('2027-03-15T09:00:00Z');
      const sheikh = await sheikhWithHours(ctx);
      const students = await Promise.all(Array.from({ length: 4 }, () => ctx.signedIn('student')));
      for (const start of [MON_22, '2027-03-22T13:30:00.000Z', WED_24]) {
        const answers = await Promise.all(
          students.map((student) => hold(ctx, student.cookie, request(sheikh.user.id, [start]))),
        );
        const statuses = answers.map((res) => res.statusCode).sort();
        assert.deepEqual(statuses, [201, 409, 409, 409], answers.map((res) => res.body).join());
        for (const res of answers.filter((answer) => answer.statusCode === 409)) {
          assert.equal(codeOf(res), 'booking.slot_taken');
        }
      }
      // An overlapping lesson of another length is refused by the same constraint.
      const fifth = await ctx.signedIn('student');
      const late = await hold(
        ctx,
        fifth.cookie,
        request(sheikh.user.id, ['2027-03-22T13:15:00.000Z'], { minutes: 60 }),
      );
      assert.equal(late.statusCode, 409);
      assert.equal(codeOf(late), 'booking.slot_taken');
    });

    it('holds a booking for a minute, then frees its slot', async () => {
      now = new Date('2027-03-15T09:00:00Z');
      const sheikh = await sheikhWithHours(ctx);
      const first = await ctx.signedIn('student');
      const second = await ctx.signedIn('student');
      const held = await hold(ctx, first.cookie, request(sheikh.user.id, [MON_22]));
      assert.equal(held.statusCode, 201, held.body);
      const { booking } = json<{ data: { booking: Booking } }>(held).data;
      assert.equal(booking.heldUntil, '2027-03-15T09:01:00.000Z');

      const slots = async (cookie: string) => {
        const res = await call(
          ctx,
          cookie,
          'GET',
          `/teachers/${sheikh.user.id}/slots?from=2027-03-22T00:00:00Z&to=2027-03-23T00:00:00Z&minutes=30`,
        );
        assert.equal(res.statusCode, 200, res.body);
        return json<{ data: FreeSlots }>(res).data.slots.map((slot) => slot.startsAt);
      };
      assert.ok(!(await slots(second.cookie)).includes(MON_22));
      const taken = await hold(ctx, second.cookie, request(sheikh.user.id, [MON_22]));
      assert.equal(codeOf(taken), 'booking.slot_taken');

      now = new Date('2027-03-15T09:01:00Z');
      assert.ok((await slots(second.cookie)).includes(MON_22));
      const late = await call(ctx, first.cookie, 'POST', `/bookings/${booking.id}/confirm`);
      assert.equal(late.statusCode, 409);
      assert.equal(codeOf(late), 'booking.hold_expired');
      const again = await book(ctx, second.cookie, request(sheikh.user.id, [MON_22]));
      assert.equal(again.lessons[0]!.status, 'booked');
    });

    it('shows a slot by the window it starts in, though it ends after the window', async () => {
      now = new Date('2027-03-15T09:00:00Z');
      const sheikh = await sheikhWithHours(ctx);
      const student = await ctx.signedIn('student');
      // Monday 18:00-20:00 in Karachi is 13:00-15:00Z; the window ends at 14:10Z.
      const res = await call(
        ctx,
        student.cookie,
        'GET',
        `/teachers/${sheikh.user.id}/slots?from=2027-03-22T00:00:00Z&to=2027-03-22T14:10:00Z&minutes=60`,
      );
      assert.equal(res.statusCode, 200, res.body);
      const slots = json<{ data: FreeSlots }>(res).data.slots;
      assert.deepEqual(
        slots.map((slot) => slot.startsAt.slice(11, 16)),
        ['13:00', '13:15', '13:30', '13:45', '14:00'],
      );
      assert.equal(slots.at(-1)!.endsAt, '2027-03-22T15:00:00.000Z');
    });

    it('cancels or moves one lesson of a series and leaves the rest', async () => {
      now = new Date('2027-03-15T09:00:00Z');
      const sheikh = await sheikhWithHours(ctx);
      const student = await ctx.signedIn('student');
      const booking = await book(
        ctx,
        student.cookie,
        request(sheikh.user.id, [MON_22], { weeks: 3 }),
      );
      const [first, second, third] = booking.lessons;
      const cancelled = await call(
        ctx,
        sheikh.cookie,
        'POST',
        `/booked-lessons/${second!.id}/cancel`,
      );
      assert.equal(cancelled.statusCode, 200, cancelled.body);
      const lesson = json<{ data: { lesson: BookedLesson } }>(cancelled).data.lesson;
      assert.equal(lesson.status, 'cancelled');
      assert.equal(lesson.cancelledBy, 'teacher');
      assert.equal(lesson.cancelledLate, false);

      const moved = await call(ctx, student.cookie, 'POST', `/booked-lessons/${third!.id}/move`, {
        startsAt: '2027-04-05T14:00:00.000Z',
      });
      assert.equal(moved.statusCode, 200, moved.body);
      assert.equal(
        json<{ data: { lesson: BookedLesson } }>(moved).data.lesson.endsAt,
        '2027-04-05T14:30:00.000Z',
      );
      const outside = await call(ctx, student.cookie, 'POST', `/booked-lessons/${first!.id}/move`, {
        startsAt: '2027-03-23T13:00:00.000Z',
      });
      assert.equal(codeOf(outside), 'booking.outside_hours');

      const list = await call(ctx, student.cookie, 'GET', '/booked-lessons');
      const lessons = json<{ data: { lessons: BookedLesson[] } }>(list).data.lessons;
      assert.deepEqual(
        lessons.map((l) => [l.startsAt, l.status]),
        [
          [MON_22, 'booked'],
          ['2027-03-29T13:00:00.000Z', 'cancelled'],
          ['2027-04-05T14:00:00.000Z', 'booked'],
        ],
      );
      assert.equal(lessons[0]!.teacherName, sheikh.user.name);
      assert.equal(lessons[0]!.studentName, student.user.name);
      const sheikhList = await call(ctx, sheikh.cookie, 'GET', '/booked-lessons');
      assert.equal(json<{ data: { lessons: BookedLesson[] } }>(sheikhList).data.lessons.length, 3);
    });

    it('counts a cancellation within twelve hours as late, and refuses one after the start', async () => {
      now = new Date('2027-03-15T09:00:00Z');
      const sheikh = await sheikhWithHours(ctx);
      const student = await ctx.signedIn('student');
      const booking = await book(
        ctx,
        student.cookie,
        request(sheikh.user.id, [MON_22], { weeks: 2 }),
      );
      now = new Date('2027-03-22T05:00:00Z');
      const late = await call(
        ctx,
        student.cookie,
        'POST',
        `/booked-lessons/${booking.lessons[0]!.id}/cancel`,
      );
      const lesson = json<{ data: { lesson: BookedLesson } }>(late).data.lesson;
      assert.deepEqual([lesson.cancelledBy, lesson.cancelledLate], ['student', true]);
      now = new Date('2027-03-29T13:05:00Z');
      const started = await call(
        ctx,
        student.cookie,
        'POST',
        `/booked-lessons/${booking.lessons[1]!.id}/cancel`,
      );
      assert.equal(codeOf(started), 'booking.lesson_started');
    });

    it('offers a trial once per student and Sheikh', async () => {
      now = new Date('2027-03-15T09:00:00Z');
      const sheikh = await sheikhWithHours(ctx);
      const student = await ctx.signedIn('student');
      const trial = { minutes: 20, trial: true };
      const series = await hold(
        ctx,
        student.cookie,
        request(sheikh.user.id, [MON_22], { ...trial, weeks: 2 }),
      );
      assert.equal(codeOf(series), 'booking.series_invalid');
      await book(ctx, student.cookie, request(sheikh.user.id, [MON_22], trial));
      const again = await hold(ctx, student.cookie, request(sheikh.user.id, [WED_24], trial));
      assert.equal(codeOf(again), 'booking.trial_used');
      const res = await call(
        ctx,
        student.cookie,
        'GET',
        `/teachers/${sheikh.user.id}/slots?from=2027-03-24T00:00:00Z&to=2027-03-25T00:00:00Z&minutes=30`,
      );
      assert.equal(json<{ data: FreeSlots }>(res).data.trialMinutes, null);
    });

    it('refuses what the hours, the notice and the rules do not allow', async () => {
      now = new Date('2027-03-22T12:30:00Z');
      const sheikh = await sheikhWithHours(ctx);
      const student = await ctx.signedIn('student');
      const refusals: Array<[object, string]> = [
        [request(sheikh.user.id, [MON_22]), 'booking.too_soon'],
        [request(sheikh.user.id, [WED_24], { minutes: 45 }), 'booking.length_not_offered'],
        [request(sheikh.user.id, ['2027-03-24T12:00:00.000Z']), 'booking.outside_hours'],
        [request(sheikh.user.id, ['2027-03-24T13:10:00.000Z']), 'booking.outside_hours'],
        [request(sheikh.user.id, [WED_24, '2027-03-31T13:00:00.000Z']), 'booking.series_invalid'],
        [
          request(sheikh.user.id, [WED_24], { timeZone: 'Mars/Olympus' }),
          'booking.time_zone_unknown',
        ],
        [request(student.user.id, [WED_24]), 'teachers.not_found'],
      ];
      for (const [body, code] of refusals) {
        const res = await call(ctx, student.cookie, 'POST', '/bookings', body);
        assert.equal(codeOf(res), code, JSON.stringify(body));
      }
      const unopened = await ctx.signedIn('teacher');
      const none = await hold(ctx, student.cookie, request(unopened.user.id, [WED_24]));
      assert.equal(codeOf(none), 'booking.not_bookable');

      const block = await call(ctx, student.cookie, 'PUT', `/teachers/${sheikh.user.id}/block`, {
        reason: 'other',
      });
      assert.ok(block.statusCode < 300, block.body);
      const blocked = await hold(ctx, student.cookie, request(sheikh.user.id, [WED_24]));
      assert.equal(codeOf(blocked), 'calls.blocked');
    });

    it('shows only its own bookings and lessons to each side', async () => {
      now = new Date('2027-03-15T09:00:00Z');
      const sheikh = await sheikhWithHours(ctx);
      const student = await ctx.signedIn('student');
      const other = await ctx.signedIn('student');
      const booking = await book(ctx, student.cookie, request(sheikh.user.id, [MON_22]));
      const lessonId = booking.lessons[0]!.id;
      for (const [method, url] of [
        ['POST', `/bookings/${booking.id}/confirm`],
        ['POST', `/bookings/${booking.id}/cancel`],
        ['POST', `/booked-lessons/${lessonId}/cancel`],
      ] as const) {
        const res = await call(ctx, other.cookie, method, url);
        assert.equal(res.statusCode, 404, `${url}: ${res.body}`);
      }
      const list = await call(ctx, other.cookie, 'GET', '/booked-lessons');
      assert.deepEqual(json<{ data: { lessons: BookedLesson[] } }>(list).data.lessons, []);
    });
  },
  { build: clock },
);
