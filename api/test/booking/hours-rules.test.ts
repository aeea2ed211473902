import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  HOLIDAY_DAYS_MAX,
  type ApiErrorCode,
  type TeachingHours,
  type Weekday,
} from '@app/shared/protocol';
import { hoursOf, wireOf } from '../../src/booking/hours-rules';
import { HttpError } from '../../src/lib/http-error';

const VALID: TeachingHours = {
  timeZone: 'Asia/Karachi',
  lessonMinutes: [30, 60],
  noticeMinutes: 720,
  trialMinutes: 20,
  weekly: [
    { weekday: 1, start: '18:00', end: '20:00' },
    { weekday: 3, start: '18:00', end: '20:00' },
  ],
  exceptions: [],
  holidays: [],
};

const withHours = (change: Partial<TeachingHours>): TeachingHours => ({ ...VALID, ...change });
const weekly = (...ranges: Array<[Weekday, string, string]>) =>
  withHours({ weekly: ranges.map(([weekday, start, end]) => ({ weekday, start, end })) });

type Exception = TeachingHours['exceptions'][number];
const exceptions = (...list: Exception[]) => withHours({ exceptions: list });
const off = (day: string, start: string | null = null, end: string | null = null): Exception => ({
  kind: 'off',
  day,
  start,
  end,
});
const extra = (day: string, start: string | null, end: string | null): Exception => ({
  kind: 'extra',
  day,
  start,
  end,
});
const holiday = (from: string, to: string, name: string | null = null) =>
  withHours({ holidays: [{ from, to, name }] });

function assertRefused(wire: TeachingHours, code: ApiErrorCode) {
  assert.throws(
    () => hoursOf(wire),
    (error) => error instanceof HttpError && error.code === code && error.statusCode === 400,
    `${code} for ${JSON.stringify(wire)}`,
  );
}

describe('teaching hours: the rules of the wire form', () => {
  it('turns times into minutes after the Sheikh’s midnight, 24:00 into 1440', () => {
    const hours = hoursOf(weekly([5, '00:00', '00:05'], [5, '21:35', '24:00']));
    assert.deepEqual(hours.weekly, [
      { weekday: 5, startMinute: 0, endMinute: 5 },
      { weekday: 5, startMinute: 21 * 60 + 35, endMinute: 1440 },
    ]);
  });

  it('refuses a time off the five-minute step or not HH:MM: booking.time_invalid', () => {
    for (const [start, end] of [
      ['18:03', '20:00'],
      ['18:00', '19:59'],
      ['8:00', '10:00'],
      ['18:00', '25:00'],
      ['18:60', '20:00'],
      ['18h00', '20:00'],
      ['', '20:00'],
      // 24:00 may end a range, never start one; nothing lies past it.
      ['24:00', '24:00'],
      ['23:00', '24:05'],
    ] as const) {
      assertRefused(weekly([1, start, end]), 'booking.time_invalid');
    }
    assertRefused(exceptions(extra('2027-03-22', '09:02', '10:00')), 'booking.time_invalid');
    // A time off with one end only is half a range.
    assertRefused(exceptions(off('2027-03-22', '09:00', null)), 'booking.time_invalid');
    assertRefused(exceptions(off('2027-03-22', null, '10:00')), 'booking.time_invalid');
  });

  it('refuses a day that is not on the calendar: booking.day_invalid', () => {
    for (const day of [
      '2026-02-30',
      '2027-02-29',
      '2026-13-01',
      '2026-04-31',
      '2026-3-1',
      '0000-01-01',
      'tomorrow',
    ]) {
      assertRefused(exceptions(off(day)), 'booking.day_invalid');
    }
    assertRefused(holiday('2026-02-30', '2026-03-05'), 'booking.day_invalid');
    assertRefused(holiday('2026-03-01', '2026-03-32'), 'booking.day_invalid');
    // A leap day is a day.
    assert.equal(hoursOf(exceptions(off('2028-02-29'))).exceptions[0]?.day, '2028-02-29');
  });

  it('refuses a zone Intl does not know, and keeps the canonical name of one it does', () => {
    assertRefused(withHours({ timeZone: 'Mars/Olympus_Mons' }), 'booking.time_zone_unknown');
    assert.equal(hoursOf(withHours({ timeZone: 'asia/karachi' })).timeZone, 'Asia/Karachi');
  });

  it('refuses a range that does not run forwards: booking.range_reversed', () => {
    assertRefused(weekly([1, '20:00', '18:00']), 'booking.range_reversed');
    assertRefused(weekly([1, '18:00', '18:00']), 'booking.range_reversed');
    // Past midnight is the next weekday's range, not an end of 00:00.
    assertRefused(weekly([1, '22:00', '00:00']), 'booking.range_reversed');
    assertRefused(exceptions(extra('2027-03-22', '11:00', '10:00')), 'booking.range_reversed');
    assertRefused(exceptions(off('2027-03-22', '11:00', '10:00')), 'booking.range_reversed');
  });

  it('refuses overlapping weekly ranges of one weekday or extra ranges of one day', () => {
    assertRefused(weekly([1, '18:00', '20:00'], [1, '19:55', '21:00']), 'booking.ranges_overlap');
    assertRefused(weekly([2, '09:00', '17:00'], [2, '10:00', '11:00']), 'booking.ranges_overlap');
    assertRefused(
      exceptions(extra('2027-03-22', '09:00', '10:00'), extra('2027-03-22', '09:30', '11:00')),
      'booking.ranges_overlap',
    );
    // Touching ranges, other days, extra hours over the weekly ones and overlapping hours off
    // are all fine.
    assert.equal(hoursOf(weekly([1, '18:00', '20:00'], [1, '20:00', '21:00'])).weekly.length, 2);
    assert.equal(hoursOf(weekly([1, '18:00', '20:00'], [2, '18:00', '20:00'])).weekly.length, 2);
    const mixed = exceptions(
      extra('2027-03-22', '09:00', '10:00'),
      extra('2027-03-23', '09:30', '11:00'),
      extra('2027-03-22', '19:00', '21:00'),
      off('2027-03-24', '18:00', '19:00'),
      off('2027-03-24', '18:30', '20:00'),
    );
    assert.equal(hoursOf(mixed).exceptions.length, 5);
  });

  it('refuses extra hours without both times: booking.extra_needs_hours', () => {
    assertRefused(exceptions(extra('2027-03-22', null, null)), 'booking.extra_needs_hours');
    assertRefused(exceptions(extra('2027-03-22', '09:00', null)), 'booking.extra_needs_hours');
    assertRefused(exceptions(extra('2027-03-22', null, '10:00')), 'booking.extra_needs_hours');
  });

  it('refuses a holiday that runs backwards or lasts too long: booking.holiday_invalid', () => {
    assertRefused(holiday('2027-04-10', '2027-04-09'), 'booking.holiday_invalid');
    assertRefused(holiday('2027-01-01', '2027-04-03'), 'booking.holiday_invalid');
    // One day, and the longest holiday allowed, are fine.
    assert.equal(hoursOf(holiday('2027-04-10', '2027-04-10')).holidays.length, 1);
    const longest = hoursOf(holiday('2027-01-01', '2027-04-02')).holidays[0]!;
    const days = (Date.parse(longest.lastDay) - Date.parse(longest.firstDay)) / 86_400_000 + 1;
    assert.equal(days, HOLIDAY_DAYS_MAX);
  });

  it('keeps each lesson length once, shortest first; an empty holiday name is no name', () => {
    const hours = hoursOf(
      withHours({
        lessonMinutes: [60, 20, 60, 45],
        holidays: [{ from: '2027-04-01', to: '2027-04-07', name: '' }],
      }),
    );
    assert.deepEqual(hours.lessonMinutes, [20, 45, 60]);
    assert.equal(hours.holidays[0]!.name, null);
  });

  it('gives the wire form back in the order a Sheikh reads it', () => {
    const wire: TeachingHours = {
      timeZone: 'Europe/London',
      lessonMinutes: [60, 30],
      noticeMinutes: 0,
      trialMinutes: null,
      weekly: [
        { weekday: 3, start: '09:00', end: '11:00' },
        { weekday: 1, start: '22:00', end: '24:00' },
        { weekday: 1, start: '08:05', end: '09:00' },
      ],
      exceptions: [
        extra('2027-03-24', '14:00', '15:00'),
        off('2027-03-22'),
        off('2027-03-22', '08:05', '08:30'),
      ],
      holidays: [
        { from: '2027-08-01', to: '2027-08-20', name: 'Summer' },
        { from: '2027-04-01', to: '2027-04-07', name: null },
      ],
    };
    assert.deepEqual(wireOf(hoursOf(wire)), {
      timeZone: 'Europe/London',
      lessonMinutes: [30, 60],
      noticeMinutes: 0,
      trialMinutes: null,
      weekly: [
        { weekday: 1, start: '08:05', end: '09:00' },
        { weekday: 1, start: '22:00', end: '24:00' },
        { weekday: 3, start: '09:00', end: '11:00' },
      ],
      exceptions: [
        off('2027-03-22', '08:05', '08:30'),
        off('2027-03-22'),
        extra('2027-03-24', '14:00', '15:00'),
      ],
      holidays: [
        { from: '2027-04-01', to: '2027-04-07', name: null },
        { from: '2027-08-01', to: '2027-08-20', name: 'Summer' },
      ],
    });
    // Read back and checked again, the hours are the same.
    assert.deepEqual(hoursOf(wireOf(hoursOf(wire))), hoursOf(wire));
  });
});
