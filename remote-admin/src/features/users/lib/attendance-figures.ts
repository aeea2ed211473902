import type { AttendanceCounts, Role } from '@app/shared';

/** The side of a booked lesson a role takes: only students book and only Sheikhs teach. */
export type AttendanceSide = 'asStudent' | 'asTeacher';

/** The side whose figures an account's attendance shows; null for roles that take no lessons. */
export function attendanceSideOf(role: Role): AttendanceSide | null {
  if (role === 'student') return 'asStudent';
  if (role === 'teacher') return 'asTeacher';
  return null;
}

/** A figure of the dialog: its text in `attendance.*` and its number. */
export interface AttendanceFigure {
  label:
    | 'booked'
    | 'attended'
    | 'absent'
    | 'sheikhAbsent'
    | 'studentAbsent'
    | 'cancelled'
    | 'cancelledLate'
    | 'upcoming';
  value: number;
}

/**
 * One side's figures in reading order: what happened to the lessons that started, then this
 * user's cancellations, then what is ahead. The other side's absences are named by its role;
 * this user's own are "no-shows".
 */
export function attendanceFigures(
  counts: AttendanceCounts,
  side: AttendanceSide,
): AttendanceFigure[] {
  const started: AttendanceFigure[] =
    side === 'asStudent'
      ? [
          { label: 'booked', value: counts.asStudent.booked },
          { label: 'attended', value: counts.asStudent.attended },
          { label: 'absent', value: counts.asStudent.absent },
          { label: 'sheikhAbsent', value: counts.asStudent.sheikhAbsent },
        ]
      : [
          { label: 'booked', value: counts.asTeacher.booked },
          { label: 'attended', value: counts.asTeacher.attended },
          { label: 'studentAbsent', value: counts.asTeacher.studentAbsent },
          { label: 'absent', value: counts.asTeacher.absent },
        ];
  return [
    ...started,
    { label: 'cancelled', value: counts[side].cancelled },
    { label: 'cancelledLate', value: counts[side].cancelledLate },
    { label: 'upcoming', value: counts.upcoming },
  ];
}
