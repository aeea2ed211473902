import {
  HOLIDAY_DAYS_MAX,
  HOURS_EXCEPTION_KINDS,
  HOURS_MINUTE_STEP,
  LESSON_LENGTHS,
  TRIAL_LENGTHS,
  type LessonLength,
  type TeachingHours,
  type TrialLength,
  type Weekday,
  WEEKDAYS,
} from '@app/shared/protocol';
import { apiError } from '../lib/http-error';
import { knownTimeZone } from '@app/shared/local-clock';
import type { Hours } from './teaching-hours';

// Teaching hours as the wire gives them (`18:00`, `2026-03-01`, `Asia/Karachi`) and as the API
// keeps them (minutes after the Sheikh's midnight, checked days, the zone's canonical name).
// The contract checks shapes only; what a time, a day or a range must be is decided here.

const MIDNIGHT = 24 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const YYYY_MM_DD = /^\d{4}-\d{2}-\d{2}$/;

type Weekly = Hours['weekly'][number];
type Exception = Hours['exceptions'][number];
type Holiday = Hours['holidays'][number];
type Range = { startMinute: number; endMinute: number };

/** Minutes after midnight of `HH:MM` on the step; `24:00` only where a range ends. */
function minuteOf(time: string, { end }: { end: boolean }): number {
  if (end && time === '24:00') return MIDNIGHT;
  const match = HH_MM.exec(time);
  const minute = match ? Number(match[1]) * 60 + Number(match[2]) : null;
  if (minute === null || minute % HOURS_MINUTE_STEP !== 0) throw apiError('booking.time_invalid');
  return minute;
}

function rangeOf(start: string, end: string): Range {
  const startMinute = minuteOf(start, { end: false });
  const endMinute = minuteOf(end, { end: true });
  if (endMinute <= startMinute) throw apiError('booking.range_reversed');
  return { startMinute, endMinute };
}

/**
 * A day that is on the calendar. Date would roll 30 February over into March, so the day must
 * read back the same; year 0 is refused because PostgreSQL's dates have none.
 */
function dayOf(day: string): string {
  const date = YYYY_MM_DD.test(day) ? new Date(`${day}T00:00:00Z`) : null;
  const real =
    date !== null &&
    !Number.isNaN(date.getTime()) &&
    date.getUTCFullYear() > 0 &&
    date.toISOString().slice(0, 10) === day;
  if (!real) throw apiError('booking.day_invalid');
  return day;
}

const daysFrom = (first: string, last: string) =>
  (Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS;

/** Ranges of one group (a weekday, a day) may touch but not overlap; sorted by group then start. */
function refuseOverlaps<T extends Range>(ranges: T[], groupOf: (range: T) => string | number) {
  ranges.forEach((range, i) => {
    const previous = ranges[i - 1];
    if (
      previous &&
      groupOf(previous) === groupOf(range) &&
      previous.endMinute > range.startMinute
    ) {
      throw apiError('booking.ranges_overlap');
    }
  });
}

/** Days are `YYYY-MM-DD`: they sort as plain text, with no locale's collation. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const byWeekly = (a: Weekly, b: Weekly) =>
  a.weekday - b.weekday || a.startMinute - b.startMinute || a.endMinute - b.endMinute;
// The order the database gives: the kinds as the enum lists them, a whole day after a range.
const byException = (a: Exception, b: Exception) =>
  byText(a.day, b.day) ||
  HOURS_EXCEPTION_KINDS.indexOf(a.kind) - HOURS_EXCEPTION_KINDS.indexOf(b.kind) ||
  (a.startMinute ?? Infinity) - (b.startMinute ?? Infinity) ||
  (a.endMinute ?? Infinity) - (b.endMinute ?? Infinity);
const byHoliday = (a: Holiday, b: Holiday) =>
  byText(a.firstDay, b.firstDay) || byText(a.lastDay, b.lastDay);

function exceptionOf({ kind, day, start, end }: TeachingHours['exceptions'][number]): Exception {
  const checkedDay = dayOf(day);
  if (start !== null && end !== null) return { day: checkedDay, kind, ...rangeOf(start, end) };
  // An `off` with no times is the whole day; half a range is a time missing.
  if (kind === 'extra') throw apiError('booking.extra_needs_hours');
  if (start !== null || end !== null) throw apiError('booking.time_invalid');
  return { day: checkedDay, kind, startMinute: null, endMinute: null };
}

function holidayOf({ from, to, name }: TeachingHours['holidays'][number]): Holiday {
  const firstDay = dayOf(from);
  const lastDay = dayOf(to);
  if (lastDay < firstDay || daysFrom(firstDay, lastDay) + 1 > HOLIDAY_DAYS_MAX) {
    throw apiError('booking.holiday_invalid');
  }
  return { firstDay, lastDay, name: name || null };
}

/**
 * The hours a Sheikh sent, checked and in a stable order; 400 with a `booking.*` code for a time,
 * day, zone, range or holiday that cannot be. Extra hours may overlap the weekly ones (they
 * simply add to them), and an `off` range may cover hours that are not there.
 */
export function hoursOf(wire: TeachingHours): Hours {
  const timeZone = knownTimeZone(wire.timeZone);
  if (!timeZone) throw apiError('booking.time_zone_unknown');

  const weekly = wire.weekly
    .map(({ weekday, start, end }) => ({ weekday, ...rangeOf(start, end) }))
    .sort(byWeekly);
  refuseOverlaps(weekly, (range) => range.weekday);

  const exceptions = wire.exceptions.map(exceptionOf).sort(byException);
  const extras = exceptions.filter(
    (exception): exception is Exception & Range => exception.kind === 'extra',
  );
  refuseOverlaps(extras, (extra) => extra.day);

  return {
    timeZone,
    lessonMinutes: [...new Set(wire.lessonMinutes)].sort((a, b) => a - b),
    noticeMinutes: wire.noticeMinutes,
    trialMinutes: wire.trialMinutes,
    weekly,
    exceptions,
    holidays: wire.holidays.map(holidayOf).sort(byHoliday),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `HH:MM` of minutes after midnight; 1440 is `24:00`. */
const timeOf = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
const timeOrNull = (minute: number | null) => (minute === null ? null : timeOf(minute));

export const isLessonLength = (minutes: number): minutes is LessonLength =>
  (LESSON_LENGTHS as readonly number[]).includes(minutes);
const isTrialLength = (minutes: number | null): minutes is TrialLength =>
  minutes !== null && (TRIAL_LENGTHS as readonly number[]).includes(minutes);
const isWeekday = (weekday: number): weekday is Weekday =>
  (WEEKDAYS as readonly number[]).includes(weekday);

/**
 * The wire form of checked hours, in the order a Sheikh reads them: weekly by weekday and start,
 * exceptions by day, holidays by their first day. Only hoursOf's values are ever stored, so the
 * weekdays and lengths always are ones the contract names.
 */
export function wireOf(hours: Hours): TeachingHours {
  return {
    timeZone: hours.timeZone,
    lessonMinutes: hours.lessonMinutes.filter(isLessonLength),
    noticeMinutes: hours.noticeMinutes,
    trialMinutes: isTrialLength(hours.trialMinutes) ? hours.trialMinutes : null,
    weekly: [...hours.weekly]
      .sort(byWeekly)
      .flatMap(({ weekday, startMinute, endMinute }) =>
        isWeekday(weekday) ? [{ weekday, start: timeOf(startMinute), end: timeOf(endMinute) }] : [],
      ),
    exceptions: [...hours.exceptions].sort(byException).map((exception) => ({
      kind: exception.kind,
      day: exception.day,
      start: timeOrNull(exception.startMinute),
      end: timeOrNull(exception.endMinute),
    })),
    holidays: [...hours.holidays].sort(byHoliday).map(({ firstDay, lastDay, name }) => ({
      from: firstDay,
      to: lastDay,
      name,
    })),
  };
}
