import type { PastLesson, PastLessonOutcome, PastLessonsPage } from '@app/shared/protocol';
import { aliasedTable, and, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { users } from '../db/schema';
import { decodeCursor, encodeCursor } from '../lib/keyset-cursor';
import { bookedLessons, type BookedLessonRow } from './booking-tables';

// The history's past booked lessons (docs/booking.md#in-the-history): the lessons whose time is
// over, the viewer's own on either side, newest first, each with what became of it. A lesson
// the viewer missed leaves no meeting, so this is the only trace it leaves.

const lessons = bookedLessons;
const otherUser = aliasedTable(users, 'other_user');

/**
 * The page after `cursor`, by keyset on (starts_at, id): a position, not an offset, so a lesson
 * ending meanwhile joins the top without shifting or repeating rows further down.
 */
function after(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const { createdAt: startsAt, id } = decodeCursor(cursor);
  return sql`(${lessons.startsAt}, ${lessons.id}) < (${startsAt.toISOString()}::timestamptz, ${id}::uuid)`;
}

function outcomeOf(row: BookedLessonRow): PastLessonOutcome {
  if (row.status === 'cancelled') return 'cancelled';
  return row.attendance ?? 'undecided';
}

/**
 * One page of `userId`'s booked lessons that ended by `now`, booked or cancelled (held and
 * expired ones never were lessons). Ended, not started, so a running lesson stays with the
 * upcoming ones (`GET /booked-lessons`) and no lesson is in both lists.
 */
export async function listPastLessons(
  db: Db,
  userId: string,
  now: Date,
  query: { limit: number; cursor?: string | undefined },
): Promise<PastLessonsPage> {
  const asStudent = eq(lessons.studentId, userId);
  const rows = await db
    .select({
      lesson: lessons,
      otherName: otherUser.name,
      otherGender: otherUser.gender,
    })
    .from(lessons)
    .innerJoin(
      otherUser,
      sql`${otherUser.id} = case when ${asStudent} then ${lessons.teacherId} else ${lessons.studentId} end`,
    )
    .where(
      and(
        or(asStudent, eq(lessons.teacherId, userId)),
        inArray(lessons.status, ['booked', 'cancelled']),
        lte(lessons.endsAt, now),
        after(query.cursor),
      ),
    )
    .orderBy(desc(lessons.startsAt), desc(lessons.id))
    .limit(query.limit + 1);

  const page = rows.slice(0, query.limit);
  const last = page.at(-1)?.lesson;
  const hasMore = rows.length > query.limit;
  return {
    lessons: page.map(({ lesson, otherName, otherGender }): PastLesson => {
      const role = lesson.studentId === userId ? 'student' : 'teacher';
      return {
        id: lesson.id,
        startsAt: lesson.startsAt.toISOString(),
        endsAt: lesson.endsAt.toISOString(),
        minutes: lesson.minutes,
        trial: lesson.trial,
        role,
        other: {
          id: role === 'student' ? lesson.teacherId : lesson.studentId,
          name: otherName,
          gender: otherGender,
        },
        outcome: outcomeOf(lesson),
        cancelledBy:
          lesson.cancelledBy === null
            ? null
            : lesson.cancelledBy === lesson.teacherId
              ? 'teacher'
              : 'student',
        cancelledLate: lesson.cancelledLate,
      };
    }),
    hasMore,
    nextCursor: hasMore && last ? encodeCursor({ createdAt: last.startsAt, id: last.id }) : null,
  };
}
