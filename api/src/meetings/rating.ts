import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { RatingResult } from '@app/shared/protocol';
import type { Db } from '../db/connection';
import { meetings, participations, users } from '../db/schema';
import { apiError } from '../lib/http-error';

export interface RatingInput {
  meetingId: string;
  userId: string;
  rating: number;
  comment: string | null;
}

/** Running mean: the new average after adding one rating to `count` earlier ones. */
const runningMean = (average: unknown, count: unknown, rating: number) =>
  sql`(${average} * ${count} + ${rating}) / (${count} + 1)`;

/**
 * Records a student's one rating of a meeting it attended with its teacher and, in the same
 * transaction, the meeting's and the teacher's aggregates. The guards are in the UPDATE
 * itself, so two concurrent submissions cannot both count.
 */
export async function rateMeeting(
  db: Db,
  input: RatingInput,
): Promise<RatingResult & { teacherId: string | null }> {
  return db.transaction(async (tx) => {
    const [meeting] = await tx
      .select({
        id: meetings.id,
        teacherId: meetings.teacherId,
        teacherJoined: meetings.teacherJoined,
        status: meetings.status,
      })
      .from(meetings)
      .where(eq(meetings.id, input.meetingId));
    if (!meeting) throw apiError('meetings.not_found');
    // A lesson the teacher never joined did not happen: there is nothing to rate.
    if (!meeting.teacherJoined) throw apiError('meetings.not_participant');
    // A lesson is rated as a whole: while it goes on there is nothing whole to rate.
    if (meeting.status !== 'ended') throw apiError('meetings.not_ended');

    const [rated] = await tx
      .update(participations)
      .set({ rating: input.rating, ratingComment: input.comment, ratedAt: new Date() })
      .where(
        and(
          eq(participations.meetingId, input.meetingId),
          eq(participations.userId, input.userId),
          isNotNull(participations.joinedAt),
          isNull(participations.rating),
        ),
      )
      .returning({ id: participations.id });
    if (!rated) {
      const [existing] = await tx
        .select({ joinedAt: participations.joinedAt, rating: participations.rating })
        .from(participations)
        .where(
          and(
            eq(participations.meetingId, input.meetingId),
            eq(participations.userId, input.userId),
          ),
        );
      if (existing?.rating != null) throw apiError('meetings.already_rated');
      throw apiError('meetings.not_participant');
    }

    const [updated] = await tx
      .update(meetings)
      .set({
        averageRating: runningMean(meetings.averageRating, meetings.totalRatings, input.rating),
        totalRatings: sql`${meetings.totalRatings} + 1`,
        ratedStudentCount: sql`${meetings.ratedStudentCount} + 1`,
        version: sql`${meetings.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(meetings.id, input.meetingId))
      .returning({ averageRating: meetings.averageRating, totalRatings: meetings.totalRatings });
    if (meeting.teacherId) {
      await tx
        .update(users)
        .set({
          averageRating: runningMean(users.averageRating, users.totalReviews, input.rating),
          totalReviews: sql`${users.totalReviews} + 1`,
        })
        .where(eq(users.id, meeting.teacherId));
    }
    return {
      meetingId: input.meetingId,
      rating: input.rating,
      comment: input.comment,
      averageRating: updated!.averageRating,
      totalRatings: updated!.totalRatings,
      teacherId: meeting.teacherId,
    };
  });
}
