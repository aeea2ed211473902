import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { TEACHER_PAGE_COMMENTS, type TeacherPage, type TeacherReview } from '@app/shared/protocol';
import type { Db } from '../db/connection';
import { meetings, participations, users } from '../db/schema';

/**
 * The latest rated lessons of a teacher that carry a comment. Only the stars, the words and the
 * date leave the database: never who wrote them (students are often children).
 */
async function latestReviews(db: Db, teacherId: string): Promise<TeacherReview[]> {
  const rows = await db
    .select({
      rating: participations.rating,
      comment: participations.ratingComment,
      ratedAt: participations.ratedAt,
    })
    .from(participations)
    .innerJoin(meetings, eq(meetings.id, participations.meetingId))
    .where(
      and(
        eq(meetings.teacherId, teacherId),
        isNotNull(participations.rating),
        isNotNull(participations.ratedAt),
        isNotNull(participations.ratingComment),
        ne(participations.ratingComment, ''),
      ),
    )
    .orderBy(desc(participations.ratedAt), desc(participations.id))
    .limit(TEACHER_PAGE_COMMENTS);
  return rows.flatMap(({ rating, comment, ratedAt }) =>
    rating !== null && comment && ratedAt
      ? [{ rating, comment, ratedAt: ratedAt.toISOString() }]
      : [],
  );
}

/** An active teacher's public page, or null for any other id (unknown, not a teacher, inactive). */
export async function findTeacherPage(db: Db, id: string): Promise<TeacherPage | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'teacher'), eq(users.status, 'active')));
  if (!row) return null;
  return {
    _id: row.id,
    name: row.name,
    avatar: row.avatar,
    bio: row.bio,
    experience: row.experience,
    specializations: row.specializations,
    languages: row.languages,
    gender: row.gender,
    averageRating: row.averageRating,
    totalReviews: row.totalReviews,
    lessonsTaught: row.lessonsTaught,
    reviews: await latestReviews(db, row.id),
  };
}
