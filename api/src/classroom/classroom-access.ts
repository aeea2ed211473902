import { isAdminRole } from '@app/shared/protocol';
import type { MeetingRow, UserRow } from '../db/schema';
import { apiError } from '../lib/http-error';
import type { ClassroomRepository } from './classroom-repository';

/** 403 unless the caller is the meeting's own teacher: only they mark and write notes. */
export function assertMeetingTeacher(meeting: MeetingRow, user: UserRow): void {
  if (meeting.teacherId === null || meeting.teacherId !== user.id) {
    throw apiError('classroom.not_teacher');
  }
}

/** 409 once the lesson has ended: its marks are what happened in it, fixed from then on. */
export function assertOpen(meeting: MeetingRow): void {
  if (meeting.status === 'ended') throw apiError('meetings.ended');
}

/**
 * Who may read a student's record: the student, its guardians, a teacher who has taught them,
 * any admin. Only a teacher who has taught them may change it. Decided from the session and
 * the database, never from the request.
 */
export async function recordAccess(
  repository: ClassroomRepository,
  reader: UserRow,
  studentId: string,
  isGuardianOf: (guardianId: string, childId: string) => Promise<boolean>,
): Promise<{ canEdit: boolean }> {
  if (reader.role === 'student' && reader.id === studentId) return { canEdit: false };
  if (reader.role === 'guardian' && (await isGuardianOf(reader.id, studentId))) {
    return { canEdit: false };
  }
  if (reader.role === 'teacher' && (await repository.hasTaught(reader.id, studentId))) {
    return { canEdit: true };
  }
  if (isAdminRole(reader.role)) return { canEdit: false };
  throw apiError('classroom.not_your_student');
}

/** The student a mark is for: the one named (who must be in the meeting), or its only one. */
export function markStudent(students: string[], named: string | undefined): string {
  if (named !== undefined) {
    if (!students.includes(named)) throw apiError('classroom.student_required');
    return named;
  }
  if (students.length !== 1) throw apiError('classroom.student_required');
  return students[0]!;
}
