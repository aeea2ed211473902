import { sql } from 'drizzle-orm';
import type { Db } from './connection';

/** Application tables, children first; used to empty the database between tests. */
export const APP_TABLES = [
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
