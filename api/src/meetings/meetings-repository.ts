import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
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
import { uuidv7 } from '../lib/uuidv7';
import { inRoom, lifecycleQueries } from './lifecycle-persistence';
import { toMeetingRoom } from './meeting-view';
import { listRooms } from './rooms-query';
import { rateMeeting } from './rating';

export interface NewMeeting {
  roomName: string;
  teacherId: string;
  studentIds: string[];
  subject?: string | null;
}

const bump = { version: sql`${meetings.version} + 1` };
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

  const lifecycle = lifecycleQueries(db);
  return {
    ...lifecycle,
    listRooms: (query: Parameters<typeof listRooms>[1]) => listRooms(db, query),
    rate: (input: Parameters<typeof rateMeeting>[1]) => rateMeeting(db, input),

    /** Creates a scheduled meeting for a teacher and its students (the lifecycle does, on accept). */
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

    /** A student entered (or re-entered) the room. */
    async recordJoin(meetingId: string, userId: string): Promise<void> {
      const now = new Date();
      await db
        .update(participations)
        .set({
          joinedAt: sql`coalesce(${participations.joinedAt}, ${now.toISOString()}::timestamptz)`,
          lastJoinedAt: now,
        })
        .where(and(eq(participations.meetingId, meetingId), eq(participations.userId, userId)));
      await db
        .update(meetings)
        .set({ updatedAt: now, ...bump })
        .where(eq(meetings.id, meetingId));
    },

    /** A student left; its time in the room is added up. Returns whether any student is still in. */
    async recordLeave(meetingId: string, userId: string): Promise<boolean> {
      const now = new Date();
      await lifecycle.closeOpenStays(meetingId, now, userId);
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
