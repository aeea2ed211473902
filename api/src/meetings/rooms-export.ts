import { desc, sql } from 'drizzle-orm';
import type { RoomsFilter } from '@app/shared/protocol';
import type { Db } from '../db/connection';
import { meetings, participations } from '../db/schema';
import { toCsv } from '../lib/csv';
import { connectedMs, minutes } from './meeting-view';
import { originOf, type BookedRoomCondition } from './room-origin';
import { roomsFilter } from './rooms-summary';

/** The export's columns; English, machine-readable, stable for scripts that read the file. */
export const ROOMS_CSV_HEADER = [
  'room',
  'subject',
  'status',
  'teacher',
  'students',
  'created_at',
  'start_time',
  'end_time',
  'duration_minutes',
  'average_rating',
  'total_ratings',
  // Last, so scripts that read the columns by position before it was added still work.
  'origin',
] as const;

export interface RoomsCsv {
  csv: string;
  rows: number;
  /** More rooms matched than the export may carry; the newest `rows` are in it. */
  truncated: boolean;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The rooms of a filter as CSV, newest first, at most `maxRows` of them. */
export async function exportRoomsCsv(
  db: Db,
  isBookedRoom: BookedRoomCondition,
  filter: RoomsFilter,
  maxRows: number,
): Promise<RoomsCsv> {
  // Qualified by hand: with no join, drizzle writes the outer column bare, and a bare "id"
  // inside the subquery would be the participation's own.
  const students = sql<string>`coalesce((
    select string_agg(p.name, '; ' order by p.name, p.id)
    from ${participations} p where p.meeting_id = ${meetings}.${sql.identifier(meetings.id.name)}
  ), '')`;
  const rows = await db
    .select({ meeting: meetings, students, booked: isBookedRoom })
    .from(meetings)
    .where(roomsFilter(isBookedRoom, filter))
    .orderBy(desc(meetings.createdAt), desc(meetings.id))
    .limit(maxRows + 1);
  const kept = rows.slice(0, maxRows);
  const now = new Date();
  const csv = toCsv(
    ROOMS_CSV_HEADER,
    kept.map(({ meeting, students: names, booked }) => [
      meeting.roomName,
      meeting.subject,
      meeting.status,
      meeting.teacherName,
      names,
      iso(meeting.createdAt),
      iso(meeting.startTime),
      iso(meeting.endTime),
      minutes(connectedMs(meeting, now)),
      meeting.totalRatings > 0 ? Math.round(meeting.averageRating * 100) / 100 : null,
      meeting.totalRatings,
      originOf(booked),
    ]),
  );
  return { csv, rows: kept.length, truncated: rows.length > maxRows };
}
