import type { Gender, Role } from '@app/shared';

/** The participant a report is about. */
export interface ReportedPerson {
  id: string;
  name: string;
  role: 'teacher' | 'student';
  /** When known: the texts about a Sheikh agree with it. */
  gender: Gender | null;
}

/** A lesson and the other participant in it, as a report names them. */
export interface ReportTarget {
  meetingId: string;
  reported: ReportedPerson;
}

/** Only a student may block, and only a Sheikh: the report offers it to no one else. */
export function offersBlock(viewerRole: Role | undefined, target: ReportTarget): boolean {
  return viewerRole === 'student' && target.reported.role === 'teacher';
}
