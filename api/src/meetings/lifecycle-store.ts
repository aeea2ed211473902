import { and, eq, exists, inArray, ne, not, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { meetings, participations, users, type MeetingRow } from '../db/schema';
import { uuidv7 } from '../lib/uuidv7';
import type { LifecycleEffect, LifecycleState } from './lifecycle-machine';
import { lifecycleStateOf } from './lifecycle-state';
import type { NewMeeting } from './new-meeting';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const secondsSince = (since: Date | null, now: Date) =>
  since ? Math.max(0, Math.floor((now.getTime() - since.getTime()) / 1000)) : 0;

/** A participation whose latest stay is still open. */
const inRoom = sql`(${participations.lastJoinedAt} IS NOT NULL AND (${participations.leftAt} IS NULL OR ${participations.leftAt} < ${participations.lastJoinedAt}))`;

/** Closes the stays still open in a meeting (of one user, or everyone's), adding up their time. */
async function closeOpenStays(tx: Tx | Db, meetingId: string, now: Date, userId?: string) {
  await tx
    .update(participations)
    .set({
      leftAt: now,
      participationSeconds: sql`${participations.participationSeconds} + floor(extract(epoch from (${now.toISOString()}::timestamptz - ${participations.lastJoinedAt})))::int`,
    })
    .where(
      and(
        eq(participations.meetingId, meetingId),
        userId ? eq(participations.userId, userId) : undefined,
        inRoom,
      ),
    );
}

/** An open meeting of this teacher: what "in a meeting" (and so busy) means. */
const openMeetingOfTeacher = (tx: Tx | Db, teacherId: string) =>
  tx
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.teacherId, teacherId), ne(meetings.status, 'ended')));

/** The teacher's in-meeting flag, derived from its open meetings (never set on its own). */
async function deriveTeacherInMeeting(tx: Tx | Db, teacherId: string): Promise<void> {
  await tx
    .update(users)
    .set({ inMeeting: sql`${exists(openMeetingOfTeacher(tx, teacherId))}` })
    .where(eq(users.id, teacherId));
}

const bump = { version: sql`${meetings.version} + 1` };

/**
 * Every write of a meeting's status, its participations' stays and its teacher's in-meeting
 * flag. Private to the meeting lifecycle (lint refuses an import from anywhere else): one
 * conditional write per transition, so with several processes one owner wins.
 */
export function createLifecycleStore(db: Db) {
  return {
    deriveTeacherInMeeting: (teacherId: string) => deriveTeacherInMeeting(db, teacherId),
    /** Creates a scheduled meeting for a teacher and its students. */
    async create(input: NewMeeting): Promise<MeetingRow> {
      const now = new Date();
      const people = await db
        .select()
        .from(users)
        .where(inArray(users.id, [input.teacherId, ...input.studentIds]));
      const teacher = people.find((user) => user.id === input.teacherId);
      if (!teacher) throw new Error(`Teacher ${input.teacherId} not found`);
      const students = people.filter((user) => input.studentIds.includes(user.id));
      return db.transaction(async (tx) => {
        const [meeting] = await tx
          .insert(meetings)
          .values({
            id: uuidv7(),
            roomName: input.roomName,
            subject: input.subject ?? null,
            type: students.length > 1 ? 'group' : 'one-to-one',
            status: 'scheduled',
            teacherId: teacher.id,
            teacherName: teacher.name,
            studentCount: students.length,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (students.length > 0) {
          await tx.insert(participations).values(
            students.map((student) => ({
              id: uuidv7(),
              meetingId: meeting!.id,
              userId: student.id,
              name: student.name,
              avatar: student.avatar,
            })),
          );
        }
        return meeting!;
      });
    },

    /**
     * A student entered (or re-entered) the room: a stay opens, unless one is open already (a
     * page that enters again over a new connection keeps the time it has).
     */
    async recordJoin(meetingId: string, userId: string): Promise<void> {
      const now = new Date();
      await db
        .update(participations)
        .set({
          joinedAt: sql`coalesce(${participations.joinedAt}, ${now.toISOString()}::timestamptz)`,
          lastJoinedAt: now,
        })
        .where(
          and(
            eq(participations.meetingId, meetingId),
            eq(participations.userId, userId),
            not(inRoom),
          ),
        );
      await db
        .update(meetings)
        .set({ updatedAt: now, ...bump })
        .where(eq(meetings.id, meetingId));
    },

    /** A student left; its time in the room is added up. Returns whether any student is still in. */
    async recordLeave(meetingId: string, userId: string): Promise<boolean> {
      const now = new Date();
      await closeOpenStays(db, meetingId, now, userId);
      await db
        .update(meetings)
        .set({ updatedAt: now, ...bump })
        .where(eq(meetings.id, meetingId));
      const [row] = await db
        .select({ id: participations.id })
        .from(participations)
        .where(and(eq(participations.meetingId, meetingId), inRoom))
        .limit(1);
      return Boolean(row);
    },

    /**
     * Writes `next` over `row` only if nobody changed the row since it was read (its version):
     * two processes racing on one meeting, exactly one wins and the other re-reads. The stays,
     * the connected time and the teacher's flag change in the same transaction.
     */
    async saveTransition(
      row: MeetingRow,
      next: LifecycleState,
      effects: LifecycleEffect[],
      now: Date,
    ): Promise<MeetingRow | null> {
      const previous = lifecycleStateOf(row);
      const wasInterrupted = previous.status === 'interrupted';
      const interrupted = next.status === 'interrupted';
      const started = next.status === 'active' || (next.status === 'interrupted' && next.started);
      const status =
        next.status === 'ended' ? 'ended' : started ? ('active' as const) : ('scheduled' as const);
      const beganNow = effects.some((effect) => effect.type === 'started');
      return db.transaction(async (tx) => {
        const [saved] = await tx
          .update(meetings)
          .set({
            status,
            interruptedAt: interrupted ? new Date(next.since) : null,
            lostUserIds: interrupted ? [...next.lost] : [],
            // Duration counts connected time only: the interruption just closed is left out.
            interruptedSeconds:
              wasInterrupted && !interrupted
                ? row.interruptedSeconds + secondsSince(row.interruptedAt, now)
                : row.interruptedSeconds,
            ...(beganNow
              ? {
                  teacherJoined: true,
                  teacherJoinedAt: row.teacherJoinedAt ?? now,
                  startTime: row.startTime ?? now,
                }
              : {}),
            ...(next.status === 'ended' ? { endTime: now, endReason: next.reason } : {}),
            updatedAt: now,
            version: row.version + 1,
          })
          .where(and(eq(meetings.id, row.id), eq(meetings.version, row.version)))
          .returning();
        if (!saved) return null;
        for (const effect of effects) {
          // A lost student's stay closes now; its rejoin opens a new one.
          if (effect.type === 'interrupted') await closeOpenStays(tx, row.id, now, effect.userId);
        }
        if (next.status === 'ended') await closeOpenStays(tx, row.id, now);
        // A lesson the teacher joined counts once, as it ends (the teacher's "lessons taught").
        const endsNow = next.status === 'ended' && previous.status !== 'ended';
        if (endsNow && saved.teacherJoined && saved.teacherId) {
          await tx
            .update(users)
            .set({ lessonsTaught: sql`${users.lessonsTaught} + 1` })
            .where(eq(users.id, saved.teacherId));
        }
        if (row.teacherId) await deriveTeacherInMeeting(tx, row.teacherId);
        return saved;
      });
    },

    /** Every participant of these open meetings was seen in its room at `at`. */
    async markWhole(meetingIds: string[], at: Date): Promise<void> {
      if (meetingIds.length === 0) return;
      await db
        .update(meetings)
        .set({ confirmedAt: at })
        .where(and(inArray(meetings.id, meetingIds), ne(meetings.status, 'ended')));
    },

    /**
     * Leaves the time since the meeting was last seen whole out of its duration, if nobody
     * changed the row since it was read (the caller then re-reads and decides again).
     */
    async leaveOutUnseen(row: MeetingRow, now: Date): Promise<MeetingRow | null> {
      const whole = row.status === 'active' && !row.interruptedAt;
      const unseen = whole ? secondsSince(row.confirmedAt ?? row.startTime, now) : 0;
      const [saved] = await db
        .update(meetings)
        .set({
          interruptedSeconds: row.interruptedSeconds + unseen,
          confirmedAt: now,
          version: row.version + 1,
        })
        .where(and(eq(meetings.id, row.id), eq(meetings.version, row.version)))
        .returning();
      return saved ?? null;
    },

    /** Every teacher's in-meeting flag set again from the meetings (start-up, after a crash). */
    async deriveAllTeachersInMeeting(): Promise<void> {
      await db.execute(sql`
        UPDATE ${users} SET in_meeting = EXISTS (
          SELECT 1 FROM ${meetings} m WHERE m.teacher_id = ${users.id} AND m.status <> 'ended'
        )
        WHERE in_meeting IS DISTINCT FROM EXISTS (
          SELECT 1 FROM ${meetings} m WHERE m.teacher_id = ${users.id} AND m.status <> 'ended'
        )`);
    },
  };
}

export type LifecycleStore = ReturnType<typeof createLifecycleStore>;
