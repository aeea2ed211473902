import { sql, type SQL } from 'drizzle-orm';
import type { RoomOrigin, RoomOriginFilter } from '@app/shared/protocol';

/**
 * True for a meetings row that is a booked lesson's room. Booking sits above meetings in the
 * layers (eslint.config.js), so meetings does not look into bookings: the booking layer hands
 * this condition in when the app wires the routes.
 */
export type BookedRoomCondition = SQL<boolean>;

/** The rooms of an origin filter, as a WHERE condition (undefined: either origin). */
export function originCondition(
  isBookedRoom: BookedRoomCondition,
  origin: RoomOriginFilter,
): SQL | undefined {
  if (origin === 'all') return undefined;
  return origin === 'booked' ? isBookedRoom : sql`not ${isBookedRoom}`;
}

/** The name of a room's origin from the booked-room condition's value. */
export const originOf = (booked: boolean): RoomOrigin => (booked ? 'booked' : 'on_demand');
