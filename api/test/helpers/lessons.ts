import { randomUUID } from 'node:crypto';
import { meetings, participations, type UserRow } from '../../src/db/schema';
import type { TestContext } from './test-app';

/**
 * A lesson written straight to the database. By default it took place (ended, both joined),
 * which makes the teacher one who has taught the student.
 */
export async function addLesson(
  ctx: TestContext,
  teacher: UserRow,
  student: UserRow,
  lesson: { status?: 'active' | 'ended'; teacherJoined?: boolean; studentJoined?: boolean } = {},
): Promise<string> {
  const { status = 'ended', teacherJoined = true, studentJoined = true } = lesson;
  const meetingId = randomUUID();
  const now = new Date();
  await ctx.app.db.insert(meetings).values({
    id: meetingId,
    roomName: `room-${meetingId}`,
    status,
    teacherId: teacher.id,
    teacherName: teacher.name,
    teacherJoined,
    studentCount: 1,
    createdAt: now,
    updatedAt: now,
  });
  await ctx.app.db.insert(participations).values({
    id: randomUUID(),
    meetingId,
    userId: student.id,
    name: student.name,
    joinedAt: studentJoined ? now : null,
  });
  return meetingId;
}

/**
 * A lesson both sides entered, of a fresh Sheikh and a fresh student, both signed in: the Sheikh
 * has taught the student, and the lesson is still open.
 */
export async function liveLesson(ctx: TestContext) {
  const teacher = await ctx.signedIn('teacher');
  const student = await ctx.signedIn('student');
  const meeting = await ctx.app.meetingLifecycle.create({
    roomName: `lesson-${process.pid}-${randomUUID()}`,
    teacherId: teacher.user.id,
    studentIds: [student.user.id],
  });
  await ctx.app.meetingLifecycle.teacherJoined(meeting);
  await ctx.app.meetingLifecycle.studentJoined(meeting, student.user.id);
  return { teacher, student, meeting };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO date `days` after `from`. */
export const daysAfter = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/** An ayat portion of one surah. */
export const ayat = (surah: number, from: number, to: number) => ({
  unit: 'ayat' as const,
  from: { surah, ayah: from },
  to: { surah, ayah: to },
});

/** A JSON call as a signed-in browser makes it. */
export const call = (
  ctx: TestContext,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie, origin: ctx.config.CORS_ORIGINS[0] },
    ...(payload ? { payload } : {}),
  });
