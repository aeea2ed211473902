import { apiError } from '../lib/http-error';
import { instantAt, wallClockAt, weekdayOf } from '@app/shared/local-clock';
import { isHoliday, type Hours } from './teaching-hours';

const MINUTE_MS = 60_000;
const WEEK_MS = 7 * 24 * 60 * MINUTE_MS;

/** One lesson a booking asks for, at its instants. */
export interface PlannedLesson {
  startsAt: Date;
  endsAt: Date;
}

/** The lessons of a booking, and the Sheikh's days a holiday took out of it. */
export interface SeriesPlan {
  lessons: PlannedLesson[];
  skippedDays: string[];
}

/** The Sheikh's day `weeks` weeks after `day`. */
function weeksAfter(day: string, weeks: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + 7 * weeks)).toISOString().slice(0, 10);
}

/**
 * A booking's lessons: each start's weekday and time on the Sheikh's wall clock, every week for
 * `weeks` weeks. A series keeps the Sheikh's clock, so across a change of daylight saving the
 * lesson stays at 18:00 in Karachi and moves an hour in London, as the Sheikh's hours do. A date
 * in the Sheikh's holidays is skipped. 400 `booking.series_invalid` when two starts share a
 * weekday or lie a week or more apart.
 */
export function planSeries(
  hours: Hours,
  starts: Date[],
  minutes: number,
  weeks: number,
): SeriesPlan {
  const times = starts.map((start) => start.getTime());
  const spread = Math.max(...times) - Math.min(...times);
  const firsts = starts.map((start) => wallClockAt(start, hours.timeZone));
  const weekdays = new Set(firsts.map(({ day }) => weekdayOf(day)));
  if (spread >= WEEK_MS || weekdays.size !== starts.length)
    throw apiError('booking.series_invalid');

  const lessons: PlannedLesson[] = [];
  const skippedDays: string[] = [];
  for (let week = 0; week < weeks; week += 1) {
    for (const first of firsts) {
      const day = weeksAfter(first.day, week);
      if (isHoliday(hours, day)) {
        skippedDays.push(day);
        continue;
      }
      const startsAt = instantAt(day, first.minute, hours.timeZone);
      lessons.push({ startsAt, endsAt: new Date(startsAt.getTime() + minutes * MINUTE_MS) });
    }
  }
  lessons.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return { lessons, skippedDays: skippedDays.sort() };
}
