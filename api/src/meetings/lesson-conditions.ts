import { and, eq, isNotNull } from 'drizzle-orm';
import { meetings, participations } from '../db/schema';

// What makes a meeting a lesson between a teacher and a student, as SQL conditions over a
// meeting joined with one participation. One definition, so the rights that follow a lesson
// (a record, a contact in a list) cannot drift apart.

/** The teacher and the student both entered the lesson (it may still be going on). */
export const bothEntered = and(
  eq(meetings.teacherJoined, true),
  isNotNull(participations.joinedAt),
);

/** Both entered and it has ended: a lesson counts as it ends, like a teacher's lessons taught. */
export const tookPlace = and(bothEntered, eq(meetings.status, 'ended'));
