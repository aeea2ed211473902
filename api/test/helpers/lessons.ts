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
