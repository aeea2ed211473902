import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { RoomsFilter, RoomsSummary } from '@app/shared/protocol';
import type { Db } from '../db/connection';
import { meetings } from '../db/schema';
import { originCondition, type BookedRoomCondition } from './room-origin';

/** The rooms of a filter, as a WHERE condition (undefined: every room). */
export const roomsFilter = (
  isBookedRoom: BookedRoomCondition,
  { status, origin }: RoomsFilter,
): SQL | undefined =>
  and(
    status === 'all' ? undefined : eq(meetings.status, status),
    originCondition(isBookedRoom, origin),
  );

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The rooms overview's figures over the whole filter, in one query: counts by status, the
 * ended rooms' connected time (as each room's duration counts it: end minus start minus its
 * interruptions) and every rating given, weighted by rating, not by room.
 */
export async function summarizeRooms(
  db: Db,
  isBookedRoom: BookedRoomCondition,
  filter: RoomsFilter,
): Promise<RoomsSummary> {
  const timed = sql`${meetings.status} = 'ended' and ${meetings.startTime} is not null and ${meetings.endTime} is not null`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      scheduled: sql<number>`(count(*) filter (where ${meetings.status} = 'scheduled'))::int`,
      active: sql<number>`(count(*) filter (where ${meetings.status} = 'active'))::int`,
      ended: sql<number>`(count(*) filter (where ${meetings.status} = 'ended'))::int`,
      booked: sql<number>`(count(*) filter (where ${isBookedRoom}))::int`,
      timedRooms: sql<number>`(count(*) filter (where ${timed}))::int`,
      seconds: sql<number>`coalesce(sum(greatest(0,
        extract(epoch from (${meetings.endTime} - ${meetings.startTime})) - ${meetings.interruptedSeconds}
      )) filter (where ${timed}), 0)::float8`,
      totalRatings: sql<number>`coalesce(sum(${meetings.totalRatings}), 0)::int`,
      ratingSum: sql<number>`coalesce(sum(${meetings.averageRating} * ${meetings.totalRatings}), 0)::float8`,
    })
    .from(meetings)
    .where(roomsFilter(isBookedRoom, filter));
  const figures = row ?? {
    total: 0,
    scheduled: 0,
    active: 0,
    ended: 0,
    booked: 0,
    timedRooms: 0,
    seconds: 0,
    totalRatings: 0,
    ratingSum: 0,
  };
  const minutes = Number(figures.seconds) / 60;
  const ratings = Number(figures.totalRatings);
  return {
    total: Number(figures.total),
    byStatus: {
      scheduled: Number(figures.scheduled),
      active: Number(figures.active),
      ended: Number(figures.ended),
    },
    // Every room is one or the other, so on-demand is the rest.
    byOrigin: {
      booked: Number(figures.booked),
      on_demand: Number(figures.total) - Number(figures.booked),
    },
    totalDurationMinutes: oneDecimal(minutes),
    averageDurationMinutes: figures.timedRooms > 0 ? oneDecimal(minutes / figures.timedRooms) : 0,
    totalRatings: ratings,
    averageRating: ratings > 0 ? Number(figures.ratingSum) / ratings : 0,
  };
}
