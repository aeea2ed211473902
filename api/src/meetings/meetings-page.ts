import { sql, type SQL } from 'drizzle-orm';
import { meetings, type MeetingRow } from '../db/schema';
import { decodeCursor, encodeCursor } from '../lib/keyset-cursor';

/**
 * The condition of the page after `cursor` in a newest-first listing of meetings, by keyset on
 * (createdAt, id): a position, not an offset, so meetings created meanwhile neither shift nor
 * repeat rows. None for the first page.
 */
export function meetingsAfter(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const after = decodeCursor(cursor);
  return sql`(${meetings.createdAt}, ${meetings.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`;
}

/**
 * A page out of the `limit + 1` rows a listing fetched: the extra row only tells that another
 * page follows, and the page's last meeting is where that page starts.
 */
export function meetingsPage<Row extends { meeting: MeetingRow }>(
  rows: readonly Row[],
  limit: number,
): { page: Row[]; hasMore: boolean; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1)?.meeting;
  const hasMore = rows.length > limit;
  return { page, hasMore, nextCursor: hasMore && last ? encodeCursor(last) : null };
}
