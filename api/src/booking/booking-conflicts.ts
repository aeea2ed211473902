import type { ApiErrorCode } from '@app/shared/protocol';
import { apiError } from '../lib/http-error';

// The constraints that decide races between bookings, and what each tells the student. Two
// requests for one slot both pass every check made before writing; the database keeps one.

const CONFLICTS: Record<string, ApiErrorCode> = {
  booked_lessons_teacher_free: 'booking.slot_taken',
  booked_lessons_student_free: 'booking.student_busy',
  booked_lessons_one_trial_idx: 'booking.trial_used',
};

/** PostgreSQL's codes for an exclusion and a unique violation. */
const VIOLATIONS = new Set(['23P01', '23505']);

/** Turns a booking's lost race into its 409; drizzle wraps driver errors in `cause`. */
export function rethrowBookingConflict(error: unknown): never {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e;) {
    const code = e.code && VIOLATIONS.has(e.code) ? CONFLICTS[e.constraint ?? ''] : undefined;
    if (code) throw apiError(code);
    e = e.cause as typeof e;
  }
  throw error;
}
