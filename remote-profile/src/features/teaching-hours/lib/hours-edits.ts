import {
  LESSON_LENGTHS,
  type HoursExceptionKind,
  type LessonLength,
  type Weekday,
} from '@app/shared';
import { clockOf, endMinutesOf, MINUTES_PER_DAY } from './clock';
import type { ExceptionValues, HolidayValues, WeeklyRangeValues } from './hours-values';
import { rowKey } from './row-key';

// The form's edits, each a new value from the old one, so components only say what changed.

/** Where a new range starts on an empty day: a morning, to be moved. */
const FIRST_RANGE = { start: '09:00', end: '12:00' } as const;
const NEW_RANGE_MINUTES = 60;

/** A length ticked or unticked, the lengths kept in their own order. */
export function withLength(
  picked: readonly LessonLength[],
  length: LessonLength,
  on: boolean,
): LessonLength[] {
  return LESSON_LENGTHS.filter((item) => (item === length ? on : picked.includes(item)));
}

/**
 * The times of a range added after `ranges`: an hour from where the latest one ends, or a
 * morning on an empty day; empty when the day already runs to midnight.
 */
export function nextRangeTimes(ranges: readonly { end: string }[]): { start: string; end: string } {
  const ends = ranges.map((range) => endMinutesOf(range.end)).filter((end) => end !== null);
  if (ends.length === 0) return { ...FIRST_RANGE };
  const latest = Math.max(...ends);
  if (latest >= MINUTES_PER_DAY) return { start: '', end: '' };
  return {
    start: clockOf(latest),
    end: clockOf(Math.min(latest + NEW_RANGE_MINUTES, MINUTES_PER_DAY)),
  };
}

/** The weekly hours with one more range on `weekday`. */
export function withRangeAdded(
  weekly: readonly WeeklyRangeValues[],
  weekday: Weekday,
): WeeklyRangeValues[] {
  const times = nextRangeTimes(weekly.filter((range) => range.weekday === weekday));
  return [...weekly, { key: rowKey(), weekday, ...times }];
}

/** A new dated exception: a whole day off, or extra hours with a morning to move. */
export function newException(kind: HoursExceptionKind): ExceptionValues {
  const hours = kind === 'extra' ? FIRST_RANGE : { start: '', end: '' };
  return { key: rowKey(), kind, day: '', wholeDay: kind === 'off', ...hours };
}

/** A day off made whole or partial; partial starts with a morning if it had no hours yet. */
export function withWholeDay(exception: ExceptionValues, wholeDay: boolean): ExceptionValues {
  const hours = !wholeDay && !exception.start && !exception.end ? FIRST_RANGE : {};
  return { ...exception, ...hours, wholeDay };
}

export function newHoliday(): HolidayValues {
  return { key: rowKey(), from: '', to: '', name: '' };
}

/** The rows with one of them changed. */
export function withRowChanged<T extends { key: string }>(
  rows: readonly T[],
  key: string,
  change: Partial<Omit<T, 'key'>>,
): T[] {
  return rows.map((row) => (row.key === key ? { ...row, ...change } : row));
}

/** The rows without one of them. */
export function withoutRow<T extends { key: string }>(rows: readonly T[], key: string): T[] {
  return rows.filter((row) => row.key !== key);
}
