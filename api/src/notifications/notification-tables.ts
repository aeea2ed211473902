import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../db/schema';
import { NOTIFICATION_TYPES, PUSH_LANGUAGES } from './notification-types';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const notificationTypeEnum = pgEnum('notification_type', NOTIFICATION_TYPES);
export const pushLanguageEnum = pgEnum('push_language', PUSH_LANGUAGES);

/** One notification of one user; read when readAt is set. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull(),
    params: jsonb('params').notNull().$type<Record<string, unknown>>(),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    // The bell's page: a user's notifications newest first, by keyset (DESC NULLS FIRST so
    // the index serves ORDER BY ... DESC, as in meetings_created_idx).
    index('notifications_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The unread count is asked after every change: a small partial index answers it.
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);

/** A user's switches; no row means every switch is on. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: boolean('email').notNull().default(true),
  push: boolean('push').notNull().default(true),
  desktop: boolean('desktop').notNull().default(true),
  callNotifications: boolean('call_notifications').notNull().default(true),
  sessionNotifications: boolean('session_notifications').notNull().default(true),
  accountNotifications: boolean('account_notifications').notNull().default(true),
  systemNotifications: boolean('system_notifications').notNull().default(true),
  updatedAt: at('updated_at').notNull(),
});

/** A browser's web push subscription; an endpoint belongs to the user who last registered it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    language: pushLanguageEnum('language').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationPreferencesRow = typeof notificationPreferences.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
