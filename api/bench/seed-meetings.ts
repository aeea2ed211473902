import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/connection';

/**
 * Inserts `count` meetings (one student each, a third of them rated) in a few set-based
 * statements, spread over the past year so the keyset index sees realistic data.
 */
export async function seedMeetings(
  db: Db,
  count: number,
  teacherId: string,
  studentId: string,
): Promise<void> {
  await db.execute(sql`
    insert into meetings (id, room_name, type, status, teacher_id, teacher_name, teacher_joined,
      start_time, end_time, average_rating, total_ratings, rated_student_count, student_count,
      created_at, updated_at)
    select gen_random_uuid(), 'bench-room-' || i, 'one-to-one',
      (array['ended','active','scheduled'])[1 + i % 3]::meeting_status,
      ${teacherId}::uuid, 'Bench Teacher', true,
      ts, ts + interval '30 minutes', case when i % 3 = 0 then 4 else 0 end,
      case when i % 3 = 0 then 1 else 0 end, case when i % 3 = 0 then 1 else 0 end, 1, ts, ts
    from (select i, now() - (i * interval '5 minutes') as ts from generate_series(1, ${count}) as i) s`);
  await db.execute(sql`
    insert into participations (id, meeting_id, user_id, name, joined_at, last_joined_at, left_at,
      participation_seconds, rating, rating_comment)
    select gen_random_uuid(), m.id, ${studentId}::uuid, 'Bench Student', m.start_time, m.start_time,
      m.end_time, 1800, case when m.total_ratings = 1 then 4 end,
      case when m.total_ratings = 1 then 'Good session' end
    from meetings m`);
  await db.execute(sql`analyze`);
}
