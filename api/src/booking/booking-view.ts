import type { BookedLesson, Booking } from '@app/shared/protocol';
import type { NamedLessonRow } from './booking-repository';
import type { BookingRow } from './booking-tables';

/** A lesson as both sides read it: its instants, and who cancelled it by role. */
export function toBookedLesson(row: NamedLessonRow): BookedLesson {
  return {
    id: row.id,
    bookingId: row.bookingId,
    teacherId: row.teacherId,
    teacherName: row.teacherName,
    studentId: row.studentId,
    studentName: row.studentName,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    minutes: row.minutes,
    trial: row.trial,
    status: row.status,
    cancelledBy:
      row.cancelledBy === null ? null : row.cancelledBy === row.teacherId ? 'teacher' : 'student',
    cancelledLate: row.cancelledLate,
    attendance: row.attendance,
  };
}

export function toBooking(row: BookingRow, lessons: NamedLessonRow[]): Booking {
  return {
    id: row.id,
    teacherId: row.teacherId,
    studentId: row.studentId,
    minutes: row.minutes,
    weeks: row.weeks,
    trial: row.trial,
    status: row.status,
    heldUntil: row.heldUntil?.toISOString() ?? null,
    lessons: lessons.map(toBookedLesson),
    skippedDays: row.skippedDays,
  };
}
