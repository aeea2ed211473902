import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { uuidv7 } from '../lib/uuidv7';
import { pushSubscriptions, type PushSubscriptionRow } from './notification-tables';
import type { PushLanguage } from './notification-types';

export interface NewPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  language: PushLanguage;
}

/** Browsers a user may receive web push in; subscribing an eleventh replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

/** Browsers' web push subscriptions, by user. */
export function createPushSubscriptionsRepository(db: Db) {
  return {
    /**
     * Registers the endpoint for the user. An endpoint is one browser profile: when another
     * user signs in there, the endpoint moves to that user.
     */
    async upsert(userId: string, input: NewPushSubscription): Promise<PushSubscriptionRow> {
      const now = new Date();
      const fields = {
        userId,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        language: input.language,
        updatedAt: now,
      };
      const [row] = await db
        .insert(pushSubscriptions)
        .values({ ...fields, id: uuidv7(), endpoint: input.endpoint, createdAt: now })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: fields })
        .returning();
      // Every notification is sent to every subscription: a user keeps the newest few.
      await db.execute(sql`
        delete from ${pushSubscriptions}
        where ${pushSubscriptions.userId} = ${userId}
          and ${pushSubscriptions.id} not in (
            select ${pushSubscriptions.id} from ${pushSubscriptions}
            where ${pushSubscriptions.userId} = ${userId}
            order by ${pushSubscriptions.updatedAt} desc, ${pushSubscriptions.id} desc
            limit ${PUSH_SUBSCRIPTIONS_PER_USER})`);
      return row!;
    },

    ofUser(userId: string): Promise<PushSubscriptionRow[]> {
      return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },

    /** Removes the user's own subscription; true when there was one. */
    async deleteOwn(userId: string, endpoint: string): Promise<boolean> {
      const deleted = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return deleted.length > 0;
    },

    /** The push service said the subscription is gone (404/410): forget it. */
    async deleteGone(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
  };
}

export type PushSubscriptionsRepository = ReturnType<typeof createPushSubscriptionsRepository>;
