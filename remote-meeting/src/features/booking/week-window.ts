import { addDays, BOOKING_HORIZON_DAYS, startOfDay, type LocalDay } from '@app/shared';
import type { SlotsWindow } from '../../lib/booking/booking-api';

// The week view: seven of the viewer's own days from today, then the seven after, and so on up
// to the booking horizon. A "week" here starts today, not on a Monday: the nearest free times
// are what a student looks for first.

export const DAYS_SHOWN = 7;

/** The last week whose first day is still within the booking horizon (17 for 120 days). */
export const LAST_WEEK = Math.floor((BOOKING_HORIZON_DAYS - 1) / DAYS_SHOWN);

/** One shown week: its days, and the instants from the first day's start to the next week's. */
export interface WeekWindow extends SlotsWindow {
  days: LocalDay[];
}

/** A week index kept between this week (0) and the last bookable one. */
export function clampWeek(week: number): number {
  return Math.min(Math.max(Math.trunc(week), 0), LAST_WEEK);
}

/** Week `week` after the one starting `today`, on the viewer's clock in `timeZone`. */
export function weekWindow(today: LocalDay, week: number, timeZone: string): WeekWindow {
  const first = addDays(today, clampWeek(week) * DAYS_SHOWN);
  const days = Array.from({ length: DAYS_SHOWN }, (_, index) => addDays(first, index));
  return {
    days,
    from: startOfDay(first, timeZone).toISOString(),
    to: startOfDay(addDays(first, DAYS_SHOWN), timeZone).toISOString(),
  };
}

export const canGoBack = (week: number) => week > 0;
export const canGoForward = (week: number) => week < LAST_WEEK;
