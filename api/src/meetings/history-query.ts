import { and, desc, eq, sql } from 'drizzle-orm';
import type { LessonHistoryPage, Role } from '@app/shared/protocol';
import type { Db } from '../db/connection';
import { meetingsAfter, meetingsPage } from './meetings-page';
import { meetings, participations, users } from '../db/schema';
import { connectedMs, minutes } from './meeting-view';

/** A student row of a lesson as json_agg renders it. */
interface StudentJson {
  user_id: string | null;
  name: string;
  avatar: string | null;
  rating: number | null;
  rating_comment: string | null;
}

/** Whose history: the signed-in user, from the session, never from the request. */
export interface HistoryViewer {
  id: string;
  role: Role;
}

/**
 * One page of a user's past (ended) lessons, newest first, by keyset on (createdAt, id) like
 * the rooms overview. A teacher's are the meetings it taught, with every student's rating; a
 * student's are those it took part in, with its own row only (never another student's rating).
 */
export async function listHistory(
  db: Db,
  viewer: HistoryViewer,
  query: { limit: number; cursor?: string | undefined },
): Promise<LessonHistoryPage> {
  const asTeacher = viewer.role === 'teacher';
  const ownRowOnly = asTeacher ? sql`true` : sql`p.user_id = ${viewer.id}::uuid`;
  const students = sql<StudentJson[]>`coalesce((
    select json_agg(json_build_object(
      'user_id', p.user_id, 'name', p.name, 'avatar', p.avatar, 'rating', p.rating, 'rating_comment', p.rating_comment
    ) order by p.name, p.id)
    from ${participations} p where p.meeting_id = ${meetings.id} and ${ownRowOnly}
  ), '[]'::json)`;
  const mine = asTeacher
    ? eq(meetings.teacherId, viewer.id)
    : sql`exists (select 1 from ${participations} p
        where p.meeting_id = ${meetings.id} and p.user_id = ${viewer.id}::uuid)`;
  const rows = await db
    .select({ meeting: meetings, teacherAvatar: users.avatar, students })
    .from(meetings)
    .leftJoin(users, eq(users.id, meetings.teacherId))
    .where(and(eq(meetings.status, 'ended'), mine, meetingsAfter(query.cursor)))
    .orderBy(desc(meetings.createdAt), desc(meetings.id))
    .limit(query.limit + 1);

  const { page, hasMore, nextCursor } = meetingsPage(rows, query.limit);
  const now = new Date();
  return {
    lessons: page.map(({ meeting, teacherAvatar, students: rows }) => ({
      meetingId: meeting.id,
      subject: meeting.subject,
      startedAt: (meeting.startTime ?? meeting.createdAt).toISOString(),
      endedAt: meeting.endTime?.toISOString() ?? null,
      duration: minutes(connectedMs(meeting, now)),
      teacher: { _id: meeting.teacherId, name: meeting.teacherName, avatar: teacherAvatar },
      students: rows.map((row) => ({
        _id: row.user_id,
        name: row.name,
        avatar: row.avatar,
        rating: row.rating,
        ratingComment: row.rating_comment,
      })),
    })),
    hasMore,
    nextCursor,
  };
}
