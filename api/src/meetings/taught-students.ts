import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { meetings, participations, users, type UserRow } from '../db/schema';
import { tookPlace } from './lesson-conditions';

// A teacher has taught a student when they met in a lesson that took place. Only such pairs
// see each other in lists (docs/security.md#what-each-audience-sees).

/** The ids of the students the teacher has taught. */
export async function studentsTaughtBy(db: Db, teacherId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: participations.userId })
    .from(participations)
    .innerJoin(meetings, eq(meetings.id, participations.meetingId))
    .where(and(eq(meetings.teacherId, teacherId), tookPlace));
  return rows.flatMap(({ id }) => (id ? [id] : []));
}

/** The ids of the teachers who have taught the student. */
export async function teachersOfStudent(db: Db, studentId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: meetings.teacherId })
    .from(participations)
    .innerJoin(meetings, eq(meetings.id, participations.meetingId))
    .where(and(eq(participations.userId, studentId), tookPlace));
  return rows.flatMap(({ id }) => (id ? [id] : []));
}

/** The active students the teacher has taught, by name. */
export async function taughtStudentRows(db: Db, teacherId: string): Promise<UserRow[]> {
  const ids = await studentsTaughtBy(db, teacherId);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, 'student'), eq(users.status, 'active')))
    .orderBy(asc(users.name), asc(users.id));
}
