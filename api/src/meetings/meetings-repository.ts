import { and, asc, desc, eq, exists, inArray, isNotNull, lte, ne, or } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { MeetingRoom } from '@app/shared/protocol';
import type { Db } from '../db/connection';
import {
  meetings,
  participations,
  users,
  type MeetingRow,
  type ParticipationRow,
} from '../db/schema';
import { toMeetingRoom } from './meeting-view';
import { rateMeeting } from './rating';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function createMeetingsRepository(db: Db) {
  async function loadStudents(meetingIds: string[]): Promise<ParticipationRow[]> {
    if (meetingIds.length === 0) return [];
    return db
      .select()
      .from(participations)
      .where(inArray(participations.meetingId, meetingIds))
      .orderBy(asc(participations.name), asc(participations.id));
  }

  async function teacherAvatar(teacherId: string | null): Promise<string | null> {
    if (!teacherId) return null;
    const [row] = await db
      .select({ avatar: users.avatar })
      .from(users)
      .where(eq(users.id, teacherId));
    return row?.avatar ?? null;
  }

  return {
    /** Meetings not ended yet (scheduled, active or interrupted). */
    listOpen(): Promise<MeetingRow[]> {
      return db.select().from(meetings).where(ne(meetings.status, 'ended'));
    },

    /** Open meetings whose rejoin window (from `interruptedAt`) closed at or before `cutoff`. */
    listInterruptedSince(cutoff: Date): Promise<MeetingRow[]> {
      return db
        .select()
        .from(meetings)
        .where(
          and(
            isNotNull(meetings.interruptedAt),
            lte(meetings.interruptedAt, cutoff),
            ne(meetings.status, 'ended'),
          ),
        );
    },

    /** The open meeting a user takes part in (as its teacher or one of its students). */
    async openMeetingOf(userId: string): Promise<MeetingRow | null> {
      const [row] = await db
        .select()
        .from(meetings)
        .where(
          and(
            ne(meetings.status, 'ended'),
            or(
              eq(meetings.teacherId, userId),
              exists(
                db
                  .select({ id: participations.id })
                  .from(participations)
                  .where(
                    and(
                      eq(participations.meetingId, meetings.id),
                      eq(participations.userId, userId),
                    ),
                  ),
              ),
            ),
          ),
        )
        .orderBy(desc(meetings.createdAt))
        .limit(1);
      return row ?? null;
    },

    rate: (input: Parameters<typeof rateMeeting>[1]) => rateMeeting(db, input),

    async findById(id: string): Promise<MeetingRow | null> {
      const [row] = await db.select().from(meetings).where(eq(meetings.id, id)).limit(1);
      return row ?? null;
    },

    /** A meeting by id or by room name (the client uses the room name as roomId). */
    async findByRoom(roomIdOrName: string): Promise<MeetingRow | null> {
      const condition = UUID.test(roomIdOrName)
        ? or(eq(meetings.id, roomIdOrName), eq(meetings.roomName, roomIdOrName))
        : eq(meetings.roomName, roomIdOrName);
      const [row] = await db.select().from(meetings).where(condition).limit(1);
      return row ?? null;
    },

    /** The students of a meeting, by name. */
    studentsOf: (meetingId: string): Promise<ParticipationRow[]> => loadStudents([meetingId]),

    async findParticipation(meetingId: string, userId: string): Promise<ParticipationRow | null> {
      const [row] = await db
        .select()
        .from(participations)
        .where(and(eq(participations.meetingId, meetingId), eq(participations.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    /** The meeting as the API returns it. */
    async view(meeting: MeetingRow): Promise<MeetingRoom> {
      const [avatar, students] = await Promise.all([
        teacherAvatar(meeting.teacherId),
        loadStudents([meeting.id]),
      ]);
      return toMeetingRoom(meeting, avatar, students);
    },
  };
}

export type MeetingsRepository = ReturnType<typeof createMeetingsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    meetingsRepository: MeetingsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('meetingsRepository', createMeetingsRepository(app.db));
  },
  { name: 'meetings-repository', dependencies: ['db'] },
);
