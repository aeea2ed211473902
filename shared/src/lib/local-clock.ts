// The wall clock of a time zone, from Intl alone: what day and time it is somewhere at an instant,
// and the instant a wall-clock time falls on there. The API (reminders, teaching hours) and the
// browser (a week of free slots on the viewer's clock) read clocks the same way. Days are
// `YYYY-MM-DD` (they sort as text), times of day whole minutes after midnight.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A calendar day on some wall clock: `2026-06-01`. */
export type LocalDay = string;

/** A day and a time of day on a time zone's wall clock. */
export interface WallClock {
  day: string;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's canonical name (`asia/riyadh` → `Asia/Riyadh`); null when Intl has no such zone. */
export function knownTimeZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The wall clock's fields at an instant, as numbers. */
function fieldsAt(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    minute: parts.hour! * 60 + parts.minute!,
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The day and time of day in `timeZone` at `instant`. */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const { year, month, day, minute } = fieldsAt(instant.getTime(), timeZone);
  return { day: `${pad(year, 4)}-${pad(month)}-${pad(day)}`, minute };
}

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + count)).toISOString().slice(0, 10);
}

/** The day after `day`. */
export const nextDay = (day: string): string => addDays(day, 1);

/** The ISO weekday of a day: 1 is Monday, 7 is Sunday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
}

/** The day an instant falls on in `timeZone`. */
export const dayIn = (instant: Date | string | number, timeZone: string): string =>
  wallClockAt(new Date(instant), timeZone).day;

/** A wall-clock time read as if it were UTC: the zone's offset is what separates the two. */
function asUtc(day: string, minute: number): number {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year!, month! - 1, date!, 0, minute);
}

/** The zone's offset from UTC at an instant, in ms (Riyadh: +3 h), to the minute. */
function offsetAt(instant: number, timeZone: string): number {
  const { year, month, day, minute } = fieldsAt(instant, timeZone);
  const floored = Math.floor(instant / MINUTE_MS) * MINUTE_MS;
  return Date.UTC(year, month - 1, day, 0, minute) - floored;
}

/**
 * The instant `minute` of `day` falls on in `timeZone`. A time the clocks skip (spring forward)
 * is read with the offset before the change, so it lands just after the gap (02:30 → 03:30); a
 * time they pass twice (fall back) is its earlier instance. (Temporal's `compatible` reading.)
 */
export function instantAt(day: string, minute: number, timeZone: string): Date {
  const wall = asUtc(day, minute);
  // A zone changes its offset at most once a day: the offsets a day before and after are the
  // only ones the wall time can have.
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const fits = [before, after]
    .map((offset) => wall - offset)
    .filter((instant) => offsetAt(instant, timeZone) === wall - instant)
    .sort((a, b) => a - b);
  return new Date(fits[0] ?? wall - before);
}

/** The first instant of `day` in `timeZone` (where midnight is skipped, the jump itself). */
export const startOfDay = (day: string, timeZone: string): Date => instantAt(day, 0, timeZone);
