import { sql, type SQL } from 'drizzle-orm';
import type { RoomOrigin, RoomOriginFilter } from '@app/shared/protocol';
import { meetings } from '../db/schema';

/**
 * True for a room that is a booked lesson's meeting (docs/booking.md: the call accepted in the
 * lesson's window becomes it). The table is named, not imported: booking sits above meetings in
 * the layers (eslint.config.js), and this is the only fact meetings reads from it. A rename
 * there fails api/test/meetings/rooms-origin.test.ts. The outer column is qualified by hand:
 * with no join, drizzle writes it bare, and a bare "id" inside the subquery would be the
 * lesson's own.
 */
export const isBookedRoom: SQL<boolean> = sql<boolean>`exists (
  select 1 from booked_lessons b
  where b.meeting_id = ${meetings}.${sql.identifier(meetings.id.name)}
)`;

/** The rooms of an origin filter, as a WHERE condition (undefined: either origin). */
export function originCondition(origin: RoomOriginFilter): SQL | undefined {
  if (origin === 'all') return undefined;
  return origin === 'booked' ? isBookedRoom : sql`not ${isBookedRoom}`;
}

/** The name of a room's origin from `isBookedRoom`. */
export const originOf = (booked: boolean): RoomOrigin => (booked ? 'booked' : 'on_demand');
