import { HOMEWORK_DUE_MAX_DAYS } from '@app/shared';

// A homework's due date as the Sheikh picks it: a day in the Sheikh's own calendar (the date
// field's "YYYY-MM-DD"), sent as the end of that local day with its offset, so "due Tuesday"
// means all of Tuesday where the Sheikh is. The API takes a due date from now to
// HOMEWORK_DUE_MAX_DAYS ahead; the form offers only the days whose end lies in that window, so
// it never offers a day the API would refuse.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day the form suggests: two days from today. */
export const DUE_DEFAULT_DAYS = 2;

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
const two = (value: number) => String(value).padStart(2, '0');

/** A local date as the date field writes it ("2026-03-05"). */
export const dayText = (date: Date): string =>
  `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;

/** The local day `days` after `date`'s day. */
export const daysAfter = (date: Date, days: number): string =>
  dayText(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days));

/** The last moment of a "YYYY-MM-DD" day in local time; null for anything else. */
export function endOfDay(day: string): Date | null {
  const match = DAY_TEXT.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const end = new Date(year, month - 1, date, 23, 59, 59);
  // 2026-02-30 rolls over into March: not a day of the calendar.
  return end.getMonth() === month - 1 && end.getDate() === date ? end : null;
}

/** "+03:00" for a zone three hours ahead of UTC (`getTimezoneOffset()` is -180 there). */
export function offsetText(timezoneOffsetMinutes: number): string {
  const ahead = -timezoneOffsetMinutes;
  const sign = ahead < 0 ? '-' : '+';
  const minutes = Math.abs(ahead);
  return `${sign}${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/** A local time as ISO 8601 with the zone's offset: "2026-03-05T23:59:59+03:00". */
export const isoWithOffset = (date: Date): string =>
  `${dayText(date)}T${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}` +
  offsetText(date.getTimezoneOffset());

/** The days the form offers: today, to the last day that ends within the API's window. */
export function dueDayLimits(now: Date): { min: string; max: string } {
  const latest = now.getTime() + HOMEWORK_DUE_MAX_DAYS * DAY_MS;
  let days = HOMEWORK_DUE_MAX_DAYS;
  while (days > 0 && endOfDay(daysAfter(now, days))!.getTime() > latest) days -= 1;
  return { min: dayText(now), max: daysAfter(now, days) };
}

export type DueDayProblem = 'missing' | 'past' | 'tooFar';

/** The due date to send for the day picked, or what is wrong with it. */
export function dueAtOf(day: string, now: Date): { dueAt: string } | { problem: DueDayProblem } {
  const end = endOfDay(day);
  if (!end) return { problem: 'missing' };
  const { min, max } = dueDayLimits(now);
  // "YYYY-MM-DD" texts sort as their days do.
  if (day < min) return { problem: 'past' };
  if (day > max) return { problem: 'tooFar' };
  return { dueAt: isoWithOffset(end) };
}
