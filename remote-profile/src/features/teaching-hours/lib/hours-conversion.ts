import {
  LESSON_LENGTHS,
  type HoursException,
  type LessonLength,
  type Holiday,
  type TeachingHours,
  type WeeklyRange,
} from '@app/shared';
import { inputEnd, minutesOf, wireEnd } from './clock';
import type {
  ExceptionValues,
  HolidayValues,
  TeachingHoursValues,
  WeeklyRangeValues,
} from './hours-values';
import { rowKey } from './row-key';

/** The lesson length a Sheikh with no saved hours starts with. */
export const FIRST_LESSON_MINUTES = 30 satisfies LessonLength;

/**
 * The notice a Sheikh with no saved hours starts with: 12 hours, the same span within which a
 * cancellation counts as late, so nobody books a lesson the Sheikh could not have planned for.
 */
export const FIRST_NOTICE_MINUTES = 12 * 60;

/** The form of a Sheikh who has saved no hours yet: nothing opened, in the browser's zone. */
export function emptyHoursValues(timeZone: string): TeachingHoursValues {
  return {
    timeZone,
    lessonMinutes: [FIRST_LESSON_MINUTES],
    noticeMinutes: FIRST_NOTICE_MINUTES,
    trialMinutes: null,
    weekly: [],
    exceptions: [],
    holidays: [],
  };
}

/** The form from the saved hours, or from nothing in `browserZone` when none are saved. */
export function hoursValuesOf(
  hours: TeachingHours | null,
  browserZone: string,
): TeachingHoursValues {
  if (!hours) return emptyHoursValues(browserZone);
  return {
    timeZone: hours.timeZone,
    lessonMinutes: LESSON_LENGTHS.filter((length) => hours.lessonMinutes.includes(length)),
    noticeMinutes: hours.noticeMinutes,
    trialMinutes: hours.trialMinutes,
    weekly: hours.weekly.map((range) => ({
      key: rowKey(),
      weekday: range.weekday,
      start: range.start,
      end: inputEnd(range.end),
    })),
    exceptions: hours.exceptions.map((exception) => ({
      key: rowKey(),
      kind: exception.kind,
      day: exception.day,
      wholeDay: exception.start === null && exception.end === null,
      start: exception.start ?? '',
      end: exception.end === null ? '' : inputEnd(exception.end),
    })),
    holidays: hours.holidays.map((holiday) => ({
      key: rowKey(),
      from: holiday.from,
      to: holiday.to,
      name: holiday.name ?? '',
    })),
  };
}

/** A whole day (no start) before any hours of that day. */
const startOrder = (start: string | null) => (start === null ? -1 : (minutesOf(start) ?? 0));

/** `YYYY-MM-DD` sorts as text, and the same in every locale. */
const dayOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function weeklyRangeOf(range: WeeklyRangeValues): WeeklyRange {
  return { weekday: range.weekday, start: range.start, end: wireEnd(range.end) };
}

/** An exception on the wire: a whole day off sends no hours; extra hours always send theirs. */
export function exceptionOf(exception: ExceptionValues): HoursException {
  const withHours = exception.kind === 'extra' || !exception.wholeDay;
  return {
    kind: exception.kind,
    day: exception.day,
    start: withHours ? exception.start : null,
    end: withHours ? wireEnd(exception.end) : null,
  };
}

function holidayOf(holiday: HolidayValues): Holiday {
  return { from: holiday.from, to: holiday.to, name: holiday.name.trim() || null };
}

/**
 * The request body from a form that passed its checks (hours-problems.ts). Rows go in calendar
 * order, so the saved hours read back in the order a week and a year run.
 */
export function teachingHoursOf(values: TeachingHoursValues): TeachingHours {
  return {
    timeZone: values.timeZone,
    lessonMinutes: LESSON_LENGTHS.filter((length) => values.lessonMinutes.includes(length)),
    noticeMinutes: values.noticeMinutes,
    trialMinutes: values.trialMinutes,
    weekly: values.weekly
      .map(weeklyRangeOf)
      .sort((a, b) => a.weekday - b.weekday || startOrder(a.start) - startOrder(b.start)),
    exceptions: values.exceptions
      .map(exceptionOf)
      .sort((a, b) => dayOrder(a.day, b.day) || startOrder(a.start) - startOrder(b.start)),
    holidays: values.holidays.map(holidayOf).sort((a, b) => dayOrder(a.from, b.from)),
  };
}

/** What the form says, without its row keys: two forms saying the same hours read the same. */
function comparable(values: TeachingHoursValues): string {
  return JSON.stringify([
    values.timeZone,
    LESSON_LENGTHS.filter((length) => values.lessonMinutes.includes(length)),
    values.noticeMinutes,
    values.trialMinutes,
    values.weekly.map((range) => [range.weekday, range.start, range.end]),
    values.exceptions.map((e) => [e.kind, e.day, e.wholeDay, e.start, e.end]),
    values.holidays.map((holiday) => [holiday.from, holiday.to, holiday.name]),
  ]);
}

/** Whether the form holds edits its start did not. */
export function hoursValuesChanged(start: TeachingHoursValues, now: TeachingHoursValues): boolean {
  return comparable(start) !== comparable(now);
}
