// A student's daily revision reminder: at a time of day the student chooses, in their own time
// zone, a notification (`revisionDue`) of how many memorised pages are due for revision that
// day. Used by the API (the setting, the daily run) and the shell (the preferences dialog).

/** A reminder's time is a whole number of these minutes after midnight (07:00, 07:05, ...). */
export const REMINDER_MINUTE_STEP = 5;

/** The longest time zone name taken; IANA's longest is 32 characters. */
export const TIME_ZONE_MAX = 64;

export type {
  RevisionReminder,
  RevisionReminderResult,
  UpdateRevisionReminderRequest,
} from './api-contract/hifz-reminder-contract';
