import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { notificationPreferences } from './notification-tables';
import {
  DEFAULT_PREFERENCES,
  PREFERENCE_KEYS,
  type NotificationPreferences,
} from './notification-types';

const pick = (row: NotificationPreferences): NotificationPreferences =>
  Object.fromEntries(
    PREFERENCE_KEYS.map((key) => [key, row[key]]),
  ) as unknown as NotificationPreferences;

/** A user's notification switches; a user without a row has the defaults (all on). */
export function createPreferencesRepository(db: Db) {
  return {
    async get(userId: string): Promise<NotificationPreferences> {
      const [row] = await db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId))
        .limit(1);
      return row ? pick(row) : { ...DEFAULT_PREFERENCES };
    },

    /** Changes the given switches only (an upsert: the first change creates the row). */
    async update(
      userId: string,
      changes: Partial<NotificationPreferences>,
    ): Promise<NotificationPreferences> {
      const updatedAt = new Date();
      const [row] = await db
        .insert(notificationPreferences)
        .values({ ...DEFAULT_PREFERENCES, ...changes, userId, updatedAt })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: { ...changes, updatedAt },
        })
        .returning();
      return pick(row!);
    },
  };
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
