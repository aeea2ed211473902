import { z } from 'zod';
import type { HIFZ_REMINDER_ROUTES } from '../api-routes/hifz-reminder-routes';
import { TIME_ZONE_MAX } from '../revision-reminder';
import { dataOf, type ContractFor } from './route-schemas';

// Shapes only: whether the time is HH:MM on the five-minute step and whether the server knows
// the time zone are the API's rules, which answer their own codes (`hifz.reminder_time_invalid`,
// `hifz.time_zone_unknown`).

const reminderFields = z.object({
  /** The student's local time of day, `HH:MM` (24-hour), on a five-minute step. */
  time: z.string().min(1).max(5).describe('HH:MM, 24-hour, on a five-minute step'),
  /** The student's IANA time zone (`Asia/Riyadh`), as the browser reports it. */
  timeZone: z.string().min(1).max(TIME_ZONE_MAX).describe('IANA time zone'),
});

const reminderSchema = reminderFields.meta({ id: 'RevisionReminder' });

/** A reminder that is on: when, in whose time zone. */
export type RevisionReminder = z.output<typeof reminderSchema>;

/** PUT body: the reminder, or null to turn it off. */
const reminderUpdateSchema = z.object({ reminder: reminderFields.strict().nullable() }).strict();

/** `PUT /hifz/reminder` body. */
export type UpdateRevisionReminderRequest = z.output<typeof reminderUpdateSchema>;

const reminderResultSchema = z.object({
  /** Null when the student has no reminder (never set, or turned off). */
  reminder: reminderSchema.nullable(),
});

/** `GET|PUT /hifz/reminder` data. */
export type RevisionReminderResult = z.output<typeof reminderResultSchema>;

export const HIFZ_REMINDER_CONTRACT = {
  'hifz.reminder': {
    response: dataOf(reminderResultSchema),
    errors: [401, 403],
  },
  'hifz.updateReminder': {
    body: reminderUpdateSchema,
    response: dataOf(reminderResultSchema),
    errors: [400, 401, 403],
  },
} as const satisfies ContractFor<typeof HIFZ_REMINDER_ROUTES>;
