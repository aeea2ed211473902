import { sql } from 'drizzle-orm';
import type { Db } from './connection';

/** Application tables, children first; used to empty the database between tests. */
export const APP_TABLES = [
  'booked_lessons',
  'bookings',
  'holidays',
  'hours_exceptions',
  'weekly_hours',
  'teaching_hours',
  'guardian_links',
  'child_settings',
  'reports',
  'teacher_blocks',
  'contact_refusals',
  'chat_messages',
  'homework_marks',
  'homework_submissions',
  'homework_assignments',
  'hifz_entries',
  'weekly_report_claims',
  'revision_reminders',
  'memorised_ranges',
  'review_pages',
  'mistake_marks',
  'lesson_notes',
  'surah_progress',
  'classroom_states',
  'account_tokens',
  'teacher_follows',
  'notifications',
  'notification_preferences',
  'push_subscriptions',
  'participations',
  'meetings',
  'refresh_tokens',
  'sessions',
  'users',
];

/** PostgreSQL's code for a transaction chosen as a deadlock's victim: it may simply run again. */
const DEADLOCK_DETECTED = '40P01';

function isDeadlock(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return [error, cause].some(
    (candidate) =>
      typeof candidate === 'object' &&
      candidate !== null &&
      'code' in candidate &&
      candidate.code === DEADLOCK_DETECTED,
  );
}

/**
 * Removes every row from the application tables (tests, benchmark setup). The app's own timers
 * may be writing meanwhile (the meeting sweeps), and TRUNCATE's exclusive locks can then
 * deadlock with them on PostgreSQL: the loser is retried.
 */
export async function truncateAll(db: Db): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.execute(sql.raw(`TRUNCATE ${APP_TABLES.join(', ')} CASCADE`));
      return;
    } catch (error) {
      if (attempt >= 5 || !isDeadlock(error)) throw error;
    }
  }
}
