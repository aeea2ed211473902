import { isAdminRole } from '@app/shared/protocol';
import type { UserRow } from '../db/schema';
import { apiError } from '../lib/http-error';
import type { HomeworkRow } from './homework-tables';

// Who may do what with a homework, decided from the session and the row, never from the request.
// Reading the list is the record's rule (classroom-access.ts, recordAccess).

/** 403 unless the caller is the student the homework was set for: only they send recordings. */
export function assertOwnHomework(homework: HomeworkRow, user: UserRow): void {
  if (homework.studentId !== user.id) throw apiError('homework.not_your_homework');
}

/** 403 unless the caller set the homework: only that Sheikh marks and reviews it. */
export function assertSetter(homework: HomeworkRow, user: UserRow): void {
  if (homework.teacherId === null || homework.teacherId !== user.id) {
    throw apiError('homework.not_setter');
  }
}

/**
 * Who may hear a recording: the student, the Sheikh who set the homework, and admins. A child's
 * voice goes no further than the lesson would take it: not to guardians (who read the grades
 * and marks), nor to the student's other Sheikhs.
 */
export function mayHear(homework: HomeworkRow, user: UserRow): boolean {
  return user.id === homework.studentId || user.id === homework.teacherId || isAdminRole(user.role);
}

export function assertMayHear(homework: HomeworkRow, user: UserRow): void {
  if (!mayHear(homework, user)) throw apiError('homework.audio_private');
}
