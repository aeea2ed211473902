import { and, eq, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { meetings, users, type MeetingRow } from '../db/schema';

/** Meetings not ended yet (scheduled or active). */
export function openMeetings(db: Db): Promise<MeetingRow[]> {
  return db.select().from(meetings).where(ne(meetings.status, 'ended'));
}

/**
 * Presence flags a crash left behind: users shown online with no socket anywhere, and
 * teachers shown in a meeting that is not open.
 */
export async function clearStaleFlags(db: Db, onlineIds: string[]): Promise<void> {
  await db
    .update(users)
    .set({ isOnline: false })
    .where(
      and(eq(users.isOnline, true), onlineIds.length ? notInArray(users.id, onlineIds) : undefined),
    );
  const teachersInOpenMeetings = db
    .select({ id: meetings.teacherId })
    .from(meetings)
    .where(and(ne(meetings.status, 'ended'), isNotNull(meetings.teacherId)));
  await db
    .update(users)
    .set({ inMeeting: false, isBusy: sql`false` })
    .where(and(eq(users.inMeeting, true), notInArray(users.id, teachersInOpenMeetings)));
}
