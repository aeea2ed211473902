import { sql } from 'drizzle-orm';
import type { Db } from './connection';

/** Application tables, children first; used to empty the database between tests. */
export const APP_TABLES = [
  'chat_messages',
  'mistake_marks',
  'lesson_notes',
  'surah_progress',
  'classroom_states',
  'account_tokens',
  'notifications',
  'notification_preferences',
  'push_subscriptions',
  'participations',
  'meetings',
  'refresh_tokens',
  'sessions',
  'users',
];

/** Removes every row from the application tables (tests, benchmark setup). */
export async function truncateAll(db: Db): Promise<void> {
  await db.execute(sql.raw(`TRUNCATE ${APP_TABLES.join(', ')} CASCADE`));
}
