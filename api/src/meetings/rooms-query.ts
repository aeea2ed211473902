import { and, desc, eq, sql } from 'drizzle-orm';
import type { RoomsFilter, RoomsPage } from '@app/shared/protocol';
import type { Db } from '../db/connection';
import { meetingsAfter, meetingsPage } from './meetings-page';
import { meetings, participations, users, type ParticipationRow } from '../db/schema';
import { toMeetingRoom } from './meeting-view';
import { originOf, type BookedRoomCondition } from './room-origin';
import { roomsFilter } from './rooms-summary';

/** A participations row as json_agg renders it: column names, dates as text. */
interface ParticipationJson {
  id: string;
  meeting_id: string;
  user_id: string | null;
  name: string;
  avatar: string | null;
  joined_at: string | null;
  last_joined_at: string | null;
  left_at: string | null;
  participation_seconds: number;
  rating: number | null;
  rating_comment: string | null;
  rated_at: string | null;
}

const toDate = (text: string | null) => (text ? new Date(text) : null);

function fromJson(row: ParticipationJson): ParticipationRow {
  return {
    id: row.id,
    meetingId: row.meeting_id,
    userId: row.user_id,
    name: row.name,
    avatar: row.avatar,
    joinedAt: toDate(row.joined_at),
    lastJoinedAt: toDate(row.last_joined_at),
    leftAt: toDate(row.left_at),
    participationSeconds: row.participation_seconds,
    rating: row.rating,
    ratingComment: row.rating_comment,
    ratedAt: toDate(row.rated_at),
  };
}

/**
 * One page of the rooms overview, newest first, by keyset: the cursor is a position, not an
 * offset, so rooms created meanwhile neither shift nor repeat rows. Served by the
 * (status?, created_at DESC, id DESC) indexes. Each room's origin comes from the booked-room
 * condition.
 */
export async function listRooms(
  db: Db,
  isBookedRoom: BookedRoomCondition,
  query: RoomsFilter & { limit: number; cursor?: string | undefined },
): Promise<RoomsPage> {
  // Students come back as one JSON array per room, so a page is a single round trip
  // (PGlite pays a fixed cost per query).
  const students = sql<ParticipationJson[]>`coalesce((
    select json_agg(p order by p.name, p.id) from ${participations} p where p.meeting_id = ${meetings.id}
  ), '[]'::json)`;
  const rows = await db
    .select({ meeting: meetings, teacherAvatar: users.avatar, students, booked: isBookedRoom })
    .from(meetings)
    .leftJoin(users, eq(users.id, meetings.teacherId))
    .where(and(roomsFilter(isBookedRoom, query), meetingsAfter(query.cursor)))
    .orderBy(desc(meetings.createdAt), desc(meetings.id))
    .limit(query.limit + 1);

  const { page, hasMore, nextCursor } = meetingsPage(rows, query.limit);
  const now = new Date();
  return {
    rooms: page.map((row) => ({
      ...toMeetingRoom(row.meeting, row.teacherAvatar, row.students.map(fromJson), now),
      origin: originOf(row.booked),
    })),
    hasMore,
    nextCursor,
  };
}
