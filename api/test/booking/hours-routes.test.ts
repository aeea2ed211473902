import assert from 'node:assert/strict';
import { it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { ApiErrorCode, TeachingHours } from '@app/shared/protocol';
import {
  holidays,
  hoursExceptions,
  teachingHours,
  weeklyHours,
} from '../../src/booking/booking-tables';
import { call } from '../helpers/lessons';
import { describeBackends, errorOf, json } from '../helpers/test-app';

type HoursBody = { data: { hours: TeachingHours | null } };

const KARACHI: TeachingHours = {
  timeZone: 'asia/karachi',
  lessonMinutes: [60, 30, 60],
  noticeMinutes: 720,
  trialMinutes: 20,
  weekly: [
    { weekday: 3, start: '18:00', end: '20:00' },
    { weekday: 1, start: '18:00', end: '20:00' },
    { weekday: 1, start: '22:00', end: '24:00' },
  ],
  exceptions: [
    { kind: 'extra', day: '2027-03-23', start: '09:00', end: '10:00' },
    { kind: 'off', day: '2027-03-22', start: null, end: null },
  ],
  holidays: [{ from: '2027-04-01', to: '2027-04-07', name: 'Family visit' }],
};

/** KARACHI as the API keeps it: the canonical zone, each length once, in reading order. */
const KARACHI_SAVED: TeachingHours = {
  timeZone: 'Asia/Karachi',
  lessonMinutes: [30, 60],
  noticeMinutes: 720,
  trialMinutes: 20,
  weekly: [
    { weekday: 1, start: '18:00', end: '20:00' },
    { weekday: 1, start: '22:00', end: '24:00' },
    { weekday: 3, start: '18:00', end: '20:00' },
  ],
  exceptions: [
    { kind: 'off', day: '2027-03-22', start: null, end: null },
    { kind: 'extra', day: '2027-03-23', start: '09:00', end: '10:00' },
  ],
  holidays: [{ from: '2027-04-01', to: '2027-04-07', name: 'Family visit' }],
};

describeBackends('teaching hours routes', (ctx) => {
  const read = (cookie: string) => call(ctx, cookie, 'GET', '/booking/hours');
  const save = (cookie: string, hours: object) => call(ctx, cookie, 'PUT', '/booking/hours', hours);
  const hoursOf = async (cookie: string) => json<HoursBody>(await read(cookie)).data.hours;

  /** The Sheikh's rows in each of the four tables. */
  async function rowCounts(teacherId: string) {
    const { db } = ctx.app;
    const [terms] = await db
      .select({ n: count() })
      .from(teachingHours)
      .where(eq(teachingHours.teacherId, teacherId));
    const [weekly] = await db
      .select({ n: count() })
      .from(weeklyHours)
      .where(eq(weeklyHours.teacherId, teacherId));
    const [exceptions] = await db
      .select({ n: count() })
      .from(hoursExceptions)
      .where(eq(hoursExceptions.teacherId, teacherId));
    const [days] = await db
      .select({ n: count() })
      .from(holidays)
      .where(eq(holidays.teacherId, teacherId));
    return { terms: terms!.n, weekly: weekly!.n, exceptions: exceptions!.n, holidays: days!.n };
  }

  it('a Sheikh has no hours until saving some, then reads back what was kept', async () => {
    const teacher = await ctx.signedIn('teacher');
    const before = await read(teacher.cookie);
    assert.equal(before.statusCode, 200, before.body);
    assert.deepEqual(json<HoursBody>(before).data, { hours: null });

    const saved = await save(teacher.cookie, KARACHI);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(json<HoursBody>(saved).data, { hours: KARACHI_SAVED });
    assert.deepEqual(await hoursOf(teacher.cookie), KARACHI_SAVED);

    // Another Sheikh's hours are that Sheikh's own.
    const other = await ctx.signedIn('teacher');
    assert.equal(await hoursOf(other.cookie), null);
  });

  it('saving replaces every earlier row of the Sheikh’s hours', async () => {
    const teacher = await ctx.signedIn('teacher');
    await save(teacher.cookie, KARACHI);
    assert.deepEqual(await rowCounts(teacher.user.id), {
      terms: 1,
      weekly: 3,
      exceptions: 2,
      holidays: 1,
    });

    const fewer: TeachingHours = {
      timeZone: 'Europe/London',
      lessonMinutes: [45],
      noticeMinutes: 0,
      trialMinutes: null,
      weekly: [{ weekday: 6, start: '09:00', end: '11:30' }],
      exceptions: [],
      holidays: [],
    };
    const res = await save(teacher.cookie, fewer);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(json<HoursBody>(res).data.hours, fewer);
    assert.deepEqual(await hoursOf(teacher.cookie), fewer);
    assert.deepEqual(await rowCounts(teacher.user.id), {
      terms: 1,
      weekly: 1,
      exceptions: 0,
      holidays: 0,
    });
  });

  it('only a Sheikh has teaching hours', async () => {
    for (const role of ['student', 'guardian', 'admin', 'superadmin'] as const) {
      const { cookie } = await ctx.signedIn(role);
      const got = await read(cookie);
      assert.equal(got.statusCode, 403, role);
      assert.deepEqual(json(got), errorOf('auth.forbidden'), role);
      const put = await save(cookie, KARACHI);
      assert.equal(put.statusCode, 403, role);
      assert.deepEqual(json(put), errorOf('auth.forbidden'), role);
    }
    assert.equal((await read('')).statusCode, 401);
    assert.equal((await save('', KARACHI)).statusCode, 401);
  });

  it('refuses hours that cannot be, by code, and keeps the hours saved before', async () => {
    const teacher = await ctx.signedIn('teacher');
    await save(teacher.cookie, KARACHI);
    const refusals: Array<[ApiErrorCode, Partial<TeachingHours>]> = [
      ['booking.time_invalid', { weekly: [{ weekday: 1, start: '18:07', end: '20:00' }] }],
      ['booking.time_invalid', { weekly: [{ weekday: 1, start: '24:00', end: '24:00' }] }],
      [
        'booking.time_invalid',
        { exceptions: [{ kind: 'off', day: '2027-03-22', start: '09:00', end: null }] },
      ],
      [
        'booking.day_invalid',
        { exceptions: [{ kind: 'off', day: '2026-02-30', start: null, end: null }] },
      ],
      ['booking.time_zone_unknown', { timeZone: 'Mars/Olympus_Mons' }],
      ['booking.range_reversed', { weekly: [{ weekday: 1, start: '20:00', end: '18:00' }] }],
      [
        'booking.ranges_overlap',
        {
          weekly: [
            { weekday: 2, start: '09:00', end: '12:00' },
            { weekday: 2, start: '11:00', end: '13:00' },
          ],
        },
      ],
      [
        'booking.ranges_overlap',
        {
          exceptions: [
            { kind: 'extra', day: '2027-03-23', start: '09:00', end: '10:00' },
            { kind: 'extra', day: '2027-03-23', start: '09:55', end: '10:30' },
          ],
        },
      ],
      [
        'booking.extra_needs_hours',
        { exceptions: [{ kind: 'extra', day: '2027-03-23', start: null, end: null }] },
      ],
      [
        'booking.holiday_invalid',
        { holidays: [{ from: '2027-04-07', to: '2027-04-01', name: null }] },
      ],
      [
        'booking.holiday_invalid',
        { holidays: [{ from: '2027-01-01', to: '2027-12-31', name: null }] },
      ],
    ];
    for (const [code, change] of refusals) {
      const res = await save(teacher.cookie, { ...KARACHI, ...change });
      assert.equal(res.statusCode, 400, code);
      assert.deepEqual(json(res), errorOf(code));
    }
    // The contract's shapes are checked first: a weekday 8 or a length not offered is a 400 too.
    const shape = await save(teacher.cookie, {
      ...KARACHI,
      weekly: [{ weekday: 8, start: '18:00', end: '20:00' }],
    });
    assert.equal(shape.statusCode, 400);
    assert.equal(json<{ code: string }>(shape).code, 'validation.failed');
    const length = await save(teacher.cookie, { ...KARACHI, lessonMinutes: [25] });
    assert.equal(length.statusCode, 400);
    assert.deepEqual(await hoursOf(teacher.cookie), KARACHI_SAVED);
  });
});
