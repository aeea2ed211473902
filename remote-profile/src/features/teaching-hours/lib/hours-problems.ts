import { HOLIDAY_DAYS_MAX, HOLIDAY_NAME_MAX, WEEKDAYS, type ApiErrorCode } from '@app/shared';
import { dayNumberOf, daysCovered } from './calendar-day';
import { endMinutesOf, minutesOf, onStep } from './clock';
import type { ExceptionValues, HolidayValues, TeachingHoursValues } from './hours-values';

/**
 * The server's rules the form checks before sending, so the Sheikh reads them by the field.
 * They are shown in the server's own words (its error texts), so the same mistake reads the same
 * whichever side caught it.
 */
export const HOURS_RULES = [
  'booking.time_invalid',
  'booking.range_reversed',
  'booking.ranges_overlap',
  'booking.day_invalid',
  'booking.holiday_invalid',
] as const satisfies readonly ApiErrorCode[];
export type HoursRule = (typeof HOURS_RULES)[number];

/** Why a field cannot be sent: a server rule, or one of the form's own. */
export type HoursProblem = HoursRule | 'required' | 'lengthRequired' | 'nameTooLong';

/** The fields of a row a problem is about. */
export type HoursField = 'start' | 'end' | 'day' | 'from' | 'to' | 'name';

/** A row's first problem, and the fields to mark with it. */
export interface RowProblem {
  problem: HoursProblem;
  fields: readonly HoursField[];
}

export interface HoursProblems {
  lessonMinutes: 'lengthRequired' | null;
  timeZone: 'required' | null;
  /** By row key; a row without problems has no entry. */
  rows: Readonly<Record<string, RowProblem>>;
}

const problem = (code: HoursProblem, ...fields: HoursField[]): RowProblem => ({
  problem: code,
  fields,
});

/** A range's own problem: both times given, on the step, the end after the start. */
export function rangeProblem(start: string, end: string): RowProblem | null {
  if (!start) return problem('required', 'start');
  if (!end) return problem('required', 'end');
  const from = minutesOf(start);
  const until = endMinutesOf(end);
  if (from === null || !onStep(from)) return problem('booking.time_invalid', 'start');
  if (until === null || !onStep(until)) return problem('booking.time_invalid', 'end');
  if (until <= from) return problem('booking.range_reversed', 'end');
  return null;
}

function dayProblem(day: string, field: HoursField): RowProblem | null {
  if (!day) return problem('required', field);
  return dayNumberOf(day) === null ? problem('booking.day_invalid', field) : null;
}

function exceptionProblem(exception: ExceptionValues): RowProblem | null {
  const day = dayProblem(exception.day, 'day');
  if (day) return day;
  const withHours = exception.kind === 'extra' || !exception.wholeDay;
  return withHours ? rangeProblem(exception.start, exception.end) : null;
}

function holidayProblem(holiday: HolidayValues): RowProblem | null {
  const missing = dayProblem(holiday.from, 'from') ?? dayProblem(holiday.to, 'to');
  if (missing) return missing;
  const first = dayNumberOf(holiday.from) ?? 0;
  const last = dayNumberOf(holiday.to) ?? 0;
  if (last < first) return problem('booking.holiday_invalid', 'to');
  if (daysCovered(first, last) > HOLIDAY_DAYS_MAX) {
    return problem('booking.holiday_invalid', 'from', 'to');
  }
  if (holiday.name.trim().length > HOLIDAY_NAME_MAX) return problem('nameTooLong', 'name');
  return null;
}

/**
 * Weekly ranges that overlap another range of the same weekday (each otherwise sound). Ranges
 * that only touch (09:00-10:00, 10:00-11:00) do not overlap.
 */
function overlappingRanges(values: TeachingHoursValues, sound: (key: string) => boolean) {
  const overlapping = new Set<string>();
  for (const weekday of WEEKDAYS) {
    const timed = values.weekly
      .filter((range) => range.weekday === weekday && sound(range.key))
      .map((range) => ({
        key: range.key,
        from: minutesOf(range.start) ?? 0,
        until: endMinutesOf(range.end) ?? 0,
      }))
      .sort((a, b) => a.from - b.from);
    let reached = -1;
    for (const range of timed) {
      if (range.from < reached) overlapping.add(range.key);
      reached = Math.max(reached, range.until);
    }
  }
  return overlapping;
}

/** Everything that stops the form from being sent; nothing when it can be. */
export function hoursProblems(values: TeachingHoursValues): HoursProblems {
  const rows: Record<string, RowProblem> = {};
  const note = (key: string, found: RowProblem | null) => {
    if (found) rows[key] = found;
  };
  for (const range of values.weekly) note(range.key, rangeProblem(range.start, range.end));
  for (const key of overlappingRanges(values, (k) => !rows[k])) {
    rows[key] = problem('booking.ranges_overlap', 'start');
  }
  for (const exception of values.exceptions) note(exception.key, exceptionProblem(exception));
  for (const holiday of values.holidays) note(holiday.key, holidayProblem(holiday));
  return {
    lessonMinutes: values.lessonMinutes.length === 0 ? 'lengthRequired' : null,
    timeZone: values.timeZone ? null : 'required',
    rows,
  };
}

export function hasProblems(problems: HoursProblems): boolean {
  return (
    problems.lessonMinutes !== null ||
    problems.timeZone !== null ||
    Object.keys(problems.rows).length > 0
  );
}
