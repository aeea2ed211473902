import type { LessonLength, TrialLength } from '@app/shared/protocol';

// A Sheikh's teaching hours as the API reasons about them: times of day are minutes after the
// Sheikh's local midnight and days are `YYYY-MM-DD` on the Sheikh's calendar, so the hours stay
// the same wall-clock hours whatever the zone's offset does across the year.

/** A Sheikh's bookable hours, checked (hours-rules.ts) and in a stable order. */
export interface Hours {
  /** Canonical IANA name. */
  timeZone: string;
  /** Sorted ascending. */
  lessonMinutes: LessonLength[];
  noticeMinutes: number;
  trialMinutes: TrialLength | null;
  /** Minutes after the Sheikh's local midnight; an end of 1440 is the next midnight. */
  weekly: Array<{ weekday: number; startMinute: number; endMinute: number }>;
  /** Both minutes null: the whole day (an `off` day). */
  exceptions: Array<{
    day: string;
    kind: 'off' | 'extra';
    startMinute: number | null;
    endMinute: number | null;
  }>;
  holidays: Array<{ firstDay: string; lastDay: string; name: string | null }>;
}

/** Whether a holiday of the Sheikh takes this day (the Sheikh's day). */
export function isHoliday(hours: Hours, day: string): boolean {
  // Days are `YYYY-MM-DD`, so they compare as text.
  return hours.holidays.some((holiday) => holiday.firstDay <= day && day <= holiday.lastDay);
}
