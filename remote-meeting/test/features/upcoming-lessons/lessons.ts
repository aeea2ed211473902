import type { BookedLesson } from '@app/shared';

const MINUTE_MS = 60_000;

/**
 * A booked lesson of `minutes` from `start`; tests override only what they are about. Starts are
 * built from the local clock (`new Date(2026, 5, 1, 11, 5)`), so the times read the same in
 * any zone the tests run in.
 */
export function lesson(
  id: string,
  start: Date,
  overrides: Partial<BookedLesson> & { minutes?: number } = {},
): BookedLesson {
  const minutes = overrides.minutes ?? 30;
  return {
    id,
    bookingId: `booking-${id}`,
    teacherId: 'teacher-1',
    teacherName: 'Yusuf Karim',
    studentId: 'student-1',
    studentName: 'Maryam Ali',
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + minutes * MINUTE_MS).toISOString(),
    minutes,
    trial: false,
    status: 'booked',
    cancelledBy: null,
    cancelledLate: false,
    attendance: null,
    ...overrides,
  };
}
