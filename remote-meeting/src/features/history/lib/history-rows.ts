import type { LessonHistoryEntry } from '@app/shared';

/**
 * Whose history it is: a teacher's, a student's own, or a child's read by its guardian (the
 * child's side of each lesson, as the child sees it).
 */
export type HistoryViewer = 'teacher' | 'student' | 'guardian';

/** A rating as one history row shows it: whose (a teacher sees each student's), stars, comment. */
export interface RowRating {
  /** The student who rated; null on a student's own history (it is theirs). */
  by: string | null;
  /** 1-5, or null when not rated. */
  stars: number | null;
  comment: string | null;
}

/** A person on the other side of a past lesson. */
export interface HistoryParty {
  /** Null when the history does not give the person's id: nothing can be asked about them. */
  id: string | null;
  name: string;
  role: 'teacher' | 'student';
}

/** One past lesson as the history shows it to its viewer. */
export interface HistoryRow {
  id: string;
  startedAt: string;
  /** The other side: the teacher for a student, the students for a teacher. */
  others: HistoryParty[];
  /** Minutes. */
  duration: number;
  ratings: RowRating[];
}

/**
 * What the viewer's side of each lesson is: a student (and a child's guardian) sees its teacher,
 * a teacher its students.
 */
export function toHistoryRows(
  lessons: readonly LessonHistoryEntry[],
  viewer: HistoryViewer,
): HistoryRow[] {
  const seesSheikh = viewer !== 'teacher';
  return lessons.map((lesson) => ({
    id: lesson.meetingId,
    startedAt: lesson.startedAt,
    duration: lesson.duration,
    // An id is null once the account is gone: nobody to report any more.
    others: seesSheikh
      ? [{ id: lesson.teacher._id, name: lesson.teacher.name, role: 'teacher' }]
      : lesson.students.map((student) => ({
          id: student._id,
          name: student.name,
          role: 'student',
        })),
    ratings: seesSheikh
      ? // The server sends a student (and a guardian) only the child's own row; no row means
        // it did not rate.
        [
          {
            by: null,
            stars: lesson.students[0]?.rating ?? null,
            comment: lesson.students[0]?.ratingComment ?? null,
          },
        ]
      : lesson.students.map((student) => ({
          by: lesson.students.length > 1 ? student.name : null,
          stars: student.rating,
          comment: student.ratingComment,
        })),
  }));
}

/** Whether anyone on the other side of this lesson is known by id (and so can be acted on). */
export const namesPartiesById = (row: HistoryRow): boolean =>
  row.others.some((other) => other.id !== null);
