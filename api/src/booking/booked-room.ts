import { sql } from 'drizzle-orm';
import type { BookedRoomCondition } from '../meetings/room-origin';
import { meetings } from '../db/schema';
import { bookedLessons } from './booking-tables';

/**
 * True for a room that a booked lesson became (docs/booking.md: the call accepted in the
 * lesson's window), answered by the meeting_id index. Both columns are qualified by hand: in a
 * query without a join drizzle writes a column bare, and a bare "id" inside the subquery would
 * be the lesson's own.
 */
export const isBookedRoom: BookedRoomCondition = sql<boolean>`exists (
  select 1 from ${bookedLessons}
  where ${bookedLessons}.${sql.identifier(bookedLessons.meetingId.name)}
    = ${meetings}.${sql.identifier(meetings.id.name)}
)`;
