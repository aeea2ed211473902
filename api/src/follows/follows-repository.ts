import { lockUserRow } from '../db/user-lock';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../db/connection';
import { teacherFollows } from './follow-tables';

/** What following a Sheikh may answer besides success. */
export type FollowOutcome = 'followed' | 'limit_reached';

/** Who follows whom. */
export function createFollowsRepository(db: Db) {
  return {
    /** The Sheikhs a student follows, newest first. */
    async teacherIdsOf(studentId: string): Promise<string[]> {
      const rows = await db
        .select({ teacherId: teacherFollows.teacherId })
        .from(teacherFollows)
        .where(eq(teacherFollows.studentId, studentId))
        .orderBy(desc(teacherFollows.createdAt));
      return rows.map((row) => row.teacherId);
    },

    /**
     * Follows a Sheikh unless the student already follows `max` others. Following one already
     * followed changes nothing and succeeds. The student's row is locked while counting, so two
     * requests at once cannot both take the last place.
     */
    async follow(studentId: string, teacherId: string, max: number): Promise<FollowOutcome> {
      return db.transaction(async (tx) => {
        await lockUserRow(tx, studentId);
        const followed = await tx
          .select({ teacherId: teacherFollows.teacherId })
          .from(teacherFollows)
          .where(eq(teacherFollows.studentId, studentId));
        if (followed.some((row) => row.teacherId === teacherId)) return 'followed';
        if (followed.length >= max) return 'limit_reached';
        await tx.insert(teacherFollows).values({ studentId, teacherId, createdAt: new Date() });
        return 'followed';
      });
    },

    /** Stops following; unfollowing a Sheikh not followed is not an error. */
    async unfollow(studentId: string, teacherId: string): Promise<void> {
      await db
        .delete(teacherFollows)
        .where(
          and(eq(teacherFollows.studentId, studentId), eq(teacherFollows.teacherId, teacherId)),
        );
    },

    /**
     * The followers of a Sheikh who came online that are due a notification: those not told
     * within `quietMs`, marked as told in the same statement, so two processes (or a quick
     * reconnect) never tell the same follower twice.
     */
    async claimDueFollowers(teacherId: string, quietMs: number): Promise<string[]> {
      const now = new Date();
      const rows = await db
        .update(teacherFollows)
        .set({ notifiedAt: now })
        .where(
          and(
            eq(teacherFollows.teacherId, teacherId),
            or(
              isNull(teacherFollows.notifiedAt),
              lt(teacherFollows.notifiedAt, new Date(now.getTime() - quietMs)),
            ),
          ),
        )
        .returning({ studentId: teacherFollows.studentId });
      return rows.map((row) => row.studentId);
    },
  };
}

export type FollowsRepository = ReturnType<typeof createFollowsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    followsRepository: FollowsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('followsRepository', createFollowsRepository(app.db));
  },
  { name: 'follows-repository', dependencies: ['db'] },
);
