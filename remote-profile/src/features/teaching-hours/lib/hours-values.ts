import type { HoursExceptionKind, LessonLength, TrialLength, Weekday } from '@app/shared';

// The form as the Sheikh edits it. Times and dates are what the inputs hold ('' while empty);
// an end of 00:00 means midnight (see clock.ts). Every row carries a key of its own.

/** Hours on one weekday, every week. */
export interface WeeklyRangeValues {
  key: string;
  weekday: Weekday;
  start: string;
  end: string;
}

/** A date's change: the whole day or some hours off, or hours added. */
export interface ExceptionValues {
  key: string;
  kind: HoursExceptionKind;
  day: string;
  /** Only for a day off: the whole day, so its hours are not sent. */
  wholeDay: boolean;
  start: string;
  end: string;
}

/** Whole days off, first to last, with an optional name. */
export interface HolidayValues {
  key: string;
  from: string;
  to: string;
  name: string;
}

export interface TeachingHoursValues {
  timeZone: string;
  lessonMinutes: LessonLength[];
  noticeMinutes: number;
  trialMinutes: TrialLength | null;
  weekly: WeeklyRangeValues[];
  exceptions: ExceptionValues[];
  holidays: HolidayValues[];
}
