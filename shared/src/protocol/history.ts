/** A person of a past lesson as its history shows them. */
export interface HistoryPerson {
  name: string;
  avatar: string | null;
}

/** A student of a past lesson with the rating they gave (null: not rated). */
export interface HistoryStudent extends HistoryPerson {
  rating: number | null;
  ratingComment: string | null;
}

/**
 * One past lesson of the signed-in user. A student's entry lists only their own row under
 * `students`; a teacher's lists every student with the rating and comment received.
 */
export interface LessonHistoryEntry {
  meetingId: string;
  subject: string | null;
  /** When the lesson started (its creation when it never started). */
  startedAt: string;
  endedAt: string | null;
  /** Connected minutes, one decimal. */
  duration: number;
  teacher: HistoryPerson;
  students: HistoryStudent[];
}

/** `GET /meetings/history` answer: newest first, by keyset. */
export interface LessonHistoryPage {
  lessons: LessonHistoryEntry[];
  hasMore: boolean;
  nextCursor: string | null;
}

/** `GET /meetings/history` query. */
export interface LessonHistoryQuery {
  limit?: number;
  cursor?: string;
}
