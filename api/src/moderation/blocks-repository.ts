import { lockUserRow } from '../db/user-lock';
import { and, asc, eq, or } from 'drizzle-orm';
import type { BlockedTeacher } from '@app/shared/protocol';
import type { Db } from '../db/connection';
import { users } from '../db/schema';
import { teacherBlocks } from './moderation-tables';

/** What blocking a Sheikh may answer besides success. */
export type BlockOutcome = 'blocked' | 'limit_reached';

/** Who lifts or sets a block: the student itself, or one of its guardians for it. */
export type BlockSetter = 'student' | 'guardian';

/** What lifting a block answers: lifted, there was none, or it is the other side's to lift. */
export type UnblockOutcome = 'lifted' | 'none' | 'blocks.set_by_guardian' | 'blocks.set_by_child';

/** Which Sheikhs each student blocked. */
export function createBlocksRepository(db: Db) {
  return {
    /** The Sheikhs a student blocked, by name, with when. */
    async blockedBy(studentId: string): Promise<BlockedTeacher[]> {
      const rows = await db
        .select({
          _id: users.id,
          name: users.name,
          avatar: users.avatar,
          blockedAt: teacherBlocks.createdAt,
          byGuardian: teacherBlocks.byGuardian,
        })
        .from(teacherBlocks)
        .innerJoin(users, eq(users.id, teacherBlocks.teacherId))
        .where(eq(teacherBlocks.studentId, studentId))
        .orderBy(asc(users.name), asc(users.id));
      return rows.map((row) => ({ ...row, blockedAt: row.blockedAt.toISOString() }));
    },

    /** The ids of the Sheikhs a student blocked. */
    async teacherIdsBlockedBy(studentId: string): Promise<Set<string>> {
      const rows = await db
        .select({ teacherId: teacherBlocks.teacherId })
        .from(teacherBlocks)
        .where(eq(teacherBlocks.studentId, studentId));
      return new Set(rows.map((row) => row.teacherId));
    },

    /** The students who blocked a Sheikh. */
    async studentIdsBlocking(teacherId: string): Promise<string[]> {
      const rows = await db
        .select({ studentId: teacherBlocks.studentId })
        .from(teacherBlocks)
        .where(eq(teacherBlocks.teacherId, teacherId));
      return rows.map((row) => row.studentId);
    },

    /** True when a block stands between the two, whichever of them is which. */
    async between(a: string, b: string): Promise<boolean> {
      const [row] = await db
        .select({ studentId: teacherBlocks.studentId })
        .from(teacherBlocks)
        .where(
          or(
            and(eq(teacherBlocks.studentId, a), eq(teacherBlocks.teacherId, b)),
            and(eq(teacherBlocks.studentId, b), eq(teacherBlocks.teacherId, a)),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /**
     * Blocks a Sheikh unless the student already blocked `max`. Blocking one already blocked
     * succeeds; a guardian blocking one the child blocked makes the block the guardians' (the
     * child can no longer lift it). The student's row is locked while counting, so two
     * requests at once cannot both take the last place.
     */
    async block(
      studentId: string,
      teacherId: string,
      max: number,
      by: BlockSetter = 'student',
    ): Promise<BlockOutcome> {
      const byGuardian = by === 'guardian';
      return db.transaction(async (tx) => {
        await lockUserRow(tx, studentId);
        const blocked = await tx
          .select({ teacherId: teacherBlocks.teacherId, byGuardian: teacherBlocks.byGuardian })
          .from(teacherBlocks)
          .where(eq(teacherBlocks.studentId, studentId));
        const existing = blocked.find((row) => row.teacherId === teacherId);
        if (existing) {
          if (byGuardian && !existing.byGuardian) {
            await tx
              .update(teacherBlocks)
              .set({ byGuardian: true })
              .where(
                and(eq(teacherBlocks.studentId, studentId), eq(teacherBlocks.teacherId, teacherId)),
              );
          }
          return 'blocked';
        }
        if (blocked.length >= max) return 'limit_reached';
        await tx
          .insert(teacherBlocks)
          .values({ studentId, teacherId, byGuardian, createdAt: new Date() });
        return 'blocked';
      });
    },

    /** Lifts a block, only by the side that set it (the student's own, or its guardians'). */
    async unblock(studentId: string, teacherId: string, by: BlockSetter): Promise<UnblockOutcome> {
      const removed = await db
        .delete(teacherBlocks)
        .where(
          and(
            eq(teacherBlocks.studentId, studentId),
            eq(teacherBlocks.teacherId, teacherId),
            eq(teacherBlocks.byGuardian, by === 'guardian'),
          ),
        )
        .returning({ teacherId: teacherBlocks.teacherId });
      if (removed.length > 0) return 'lifted';
      const [kept] = await db
        .select({ byGuardian: teacherBlocks.byGuardian })
        .from(teacherBlocks)
        .where(and(eq(teacherBlocks.studentId, studentId), eq(teacherBlocks.teacherId, teacherId)));
      if (!kept) return 'none';
      return kept.byGuardian ? 'blocks.set_by_guardian' : 'blocks.set_by_child';
    },
  };
}

export type BlocksRepository = ReturnType<typeof createBlocksRepository>;
