import { SLOT_STEP_MINUTES } from '@app/shared/protocol';
import { instantAt, nextDay, wallClockAt, weekdayOf } from '@app/shared/local-clock';
import { isHoliday, type Hours } from './teaching-hours';

// When a Sheikh teaches, as instants: each of the Sheikh's days gets its weekday's hours, less
// the day's hours off, plus its extra hours, read on the Sheikh's wall clock. A range that spans
// a change of the clocks is as long as the wall clock says it is, so it is an hour shorter or
// longer in real time that day.

/** A span of time in epoch milliseconds, its end excluded. */
export interface Interval {
  start: number;
  end: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const STEP_MS = SLOT_STEP_MINUTES * MINUTE_MS;
const MIDNIGHT = 24 * 60;

/** Minutes after the Sheikh's midnight. */
interface LocalRange {
  startMinute: number;
  endMinute: number;
}

type Exception = Hours['exceptions'][number];

/** What is left of `ranges` once `cut` is taken out of them. */
function subtract(ranges: LocalRange[], cut: LocalRange): LocalRange[] {
  return ranges.flatMap((range) =>
    [
      { startMinute: range.startMinute, endMinute: Math.min(range.endMinute, cut.startMinute) },
      { startMinute: Math.max(range.startMinute, cut.endMinute), endMinute: range.endMinute },
    ].filter((part) => part.startMinute < part.endMinute),
  );
}

/** The Sheikh's hours on one of the Sheikh's days, on the wall clock. */
function rangesOn(hours: Hours, day: string, exceptions: Exception[]): LocalRange[] {
  if (isHoliday(hours, day)) return [];
  const weekday = weekdayOf(day);
  let ranges: LocalRange[] = hours.weekly.filter((range) => range.weekday === weekday);
  for (const exception of exceptions) {
    if (exception.kind !== 'off') continue;
    const { startMinute, endMinute } = exception;
    ranges =
      startMinute === null || endMinute === null
        ? []
        : subtract(ranges, { startMinute, endMinute });
  }
  // Extra hours go in after the hours off, so a day off with extra hours has just those.
  for (const { kind, startMinute, endMinute } of exceptions) {
    if (kind === 'extra' && startMinute !== null && endMinute !== null) {
      ranges.push({ startMinute, endMinute });
    }
  }
  return ranges;
}

/** The instant of a wall-clock minute of `day`; 1440 is the next day's midnight. */
function instantOf(day: string, minute: number, timeZone: string): number {
  const at =
    minute === MIDNIGHT ? instantAt(nextDay(day), 0, timeZone) : instantAt(day, minute, timeZone);
  return at.getTime();
}

/** Sorted, with overlapping and touching intervals made one. */
function merged(intervals: Interval[]): Interval[] {
  const result: Interval[] = [];
  for (const interval of [...intervals].sort((a, b) => a.start - b.start)) {
    const last = result.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else result.push({ ...interval });
  }
  return result;
}

/**
 * The part of an open interval in [from, to). An interval cut by `from` starts at its first slot
 * step at or after `from`, not at `from`: slots keep the step of the hours' own start whatever
 * window they are asked for, and a time off that step is never a slot.
 */
function clipped(interval: Interval, from: number, to: number): Interval | null {
  const late = Math.max(0, from - interval.start);
  const start = interval.start + Math.ceil(late / STEP_MS) * STEP_MS;
  const end = Math.min(interval.end, to);
  return start < end ? { start, end } : null;
}

/**
 * When the Sheikh teaches within [from, to): sorted, with ranges that touch or overlap (across
 * midnight, say) made one. Holidays take whole days; an `off` exception takes its day or its
 * range; an `extra` exception adds its range.
 */
export function openIntervals(hours: Hours, from: Date, to: Date): Interval[] {
  if (to.getTime() <= from.getTime()) return [];
  const exceptionsOn = new Map<string, Exception[]>();
  for (const exception of hours.exceptions) {
    exceptionsOn.set(exception.day, [...(exceptionsOn.get(exception.day) ?? []), exception]);
  }
  // A day of margin on each side: the Sheikh's days that overlap the window start and end at
  // local midnights, and a range of the day before may run into the window.
  const first = wallClockAt(new Date(from.getTime() - DAY_MS), hours.timeZone).day;
  const last = wallClockAt(new Date(to.getTime() + DAY_MS), hours.timeZone).day;
  const intervals: Interval[] = [];
  for (let day = first; day <= last; day = nextDay(day)) {
    for (const range of rangesOn(hours, day, exceptionsOn.get(day) ?? [])) {
      const start = instantOf(day, range.startMinute, hours.timeZone);
      const end = instantOf(day, range.endMinute, hours.timeZone);
      // A time in the hour the clocks skip reads as that time an hour later (instantAt), so a
      // range from inside that hour to just after it would end before it starts: none is left.
      if (start < end) intervals.push({ start, end });
    }
  }
  return merged(intervals).flatMap((interval) => {
    const part = clipped(interval, from.getTime(), to.getTime());
    return part ? [part] : [];
  });
}
