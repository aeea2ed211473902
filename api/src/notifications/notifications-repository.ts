import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { decodeCursor, encodeCursor } from '../lib/keyset-cursor';
import { uuidv7 } from '../lib/uuidv7';
import { notifications, type NotificationRow } from './notification-tables';
import type { NotificationParams, NotificationType } from './notification-types';

export interface NotificationsPage {
  rows: NotificationRow[];
  nextCursor: string | null;
}

/**
 * A user's notifications. Every statement names the owner in its WHERE clause, so one user's
 * id never reaches another user's row: a foreign id simply matches nothing.
 */
export function createNotificationsRepository(db: Db) {
  const own = (userId: string, id: string) =>
    and(eq(notifications.userId, userId), eq(notifications.id, id));

  return {
    async create<T extends NotificationType>(
      userId: string,
      type: T,
      params: NotificationParams<T>,
    ): Promise<NotificationRow> {
      const [row] = await db
        .insert(notifications)
        .values({ id: uuidv7(), userId, type, params, createdAt: new Date() })
        .returning();
      return row!;
    },

    /** Newest first, by keyset on (createdAt, id). */
    async page(userId: string, limit: number, cursor?: string): Promise<NotificationsPage> {
      const after = cursor ? decodeCursor(cursor) : null;
      const rows = await db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            after
              ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
    },

    /** True when the user has an unread one of this type, with these params, this recent. */
    async hasRecentUnread<T extends NotificationType>(
      userId: string,
      type: T,
      params: Partial<NotificationParams<T>>,
      withinMs: number,
    ): Promise<boolean> {
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.type, type),
            isNull(notifications.readAt),
            gt(notifications.createdAt, new Date(Date.now() - withinMs)),
            sql`${notifications.params} @> ${JSON.stringify(params)}::jsonb`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return Number(row?.n ?? 0);
    },

    /** Marks one read (a read one keeps its first readAt); null when the user has no such row. */
    async markRead(userId: string, id: string): Promise<NotificationRow | null> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(own(userId, id))
        .returning();
      return row ?? null;
    },

    async markAllRead(userId: string): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    /** True when the user's row existed and is gone. */
    async delete(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(notifications)
        .where(own(userId, id))
        .returning({ id: notifications.id });
      return deleted.length > 0;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
