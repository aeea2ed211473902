import { instantAt, nextDay, wallClockAt } from '@app/shared/local-clock';

// When a daily revision reminder is due, on the student's own wall clock.

/** What the schedule reads of a reminder. */
export interface ReminderTiming {
  /** The time of day, minutes after midnight, in `timeZone`. */
  minuteOfDay: number;
  timeZone: string;
  /** The local day whose reminder was last handled; null when none was. */
  handledOn: string | null;
}

/**
 * The next instant the reminder is due: its time today when that is still ahead and today was
 * not handled, else its time tomorrow. A reminder set after its time of day starts the next
 * day: it reminds at the time chosen, not at the moment it was chosen.
 */
export function nextReminderAt(reminder: ReminderTiming, now: Date): Date {
  const { minuteOfDay, timeZone } = reminder;
  const { day } = wallClockAt(now, timeZone);
  const today = instantAt(day, minuteOfDay, timeZone);
  return isOpen(reminder, day) && today > now
    ? today
    : instantAt(nextDay(day), minuteOfDay, timeZone);
}

/** What the daily run does with a reminder whose instant has come. */
export type ReminderTurn =
  /** Remind for `day`, counting the pages due before `dayEnds`; next due at `nextAt`. */
  | { remind: true; day: string; dayEnds: Date; nextAt: Date }
  /** Not today's turn (already handled, or its time is still ahead): wait until `nextAt`. */
  | { remind: false; nextAt: Date };

/**
 * The reminder's turn at `now`. Its instant may have come without its time of day having come
 * today: the run was stopped across midnight, or the zone moved the clocks. Only a local day
 * not yet handled, at or after the time chosen, is reminded of.
 */
export function turnAt(reminder: ReminderTiming, now: Date): ReminderTurn {
  const { minuteOfDay, timeZone } = reminder;
  const { day, minute } = wallClockAt(now, timeZone);
  if (!isOpen(reminder, day) || minute < minuteOfDay) {
    return { remind: false, nextAt: nextReminderAt(reminder, now) };
  }
  const tomorrow = nextDay(day);
  return {
    remind: true,
    day,
    dayEnds: instantAt(tomorrow, 0, timeZone),
    nextAt: instantAt(tomorrow, minuteOfDay, timeZone),
  };
}

/** Whether the local day has not been handled yet (days sort as text). */
const isOpen = (reminder: ReminderTiming, day: string) =>
  reminder.handledOn === null || reminder.handledOn < day;
