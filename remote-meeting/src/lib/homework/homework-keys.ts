// The query keys of recited homework, here because three features read and refresh the same
// lists: the lesson's Hifz tab sets homework, the record lists a student's homework, and the
// review changes it. One key per list, so a change made in one place reloads it in the others.

/** Everything about homework, for a refresh after a change whose reach is unclear. */
export const HOMEWORK_KEY = ['homework'] as const;

/** A student's homework (GET /classroom/students/{id}/homework). */
export const homeworkOfStudentKey = (studentId: string) =>
  [...HOMEWORK_KEY, 'of', studentId] as const;

/** The Sheikh's recordings waiting for review (GET /homework/waiting). */
export const WAITING_HOMEWORK_KEY = [...HOMEWORK_KEY, 'waiting'] as const;
