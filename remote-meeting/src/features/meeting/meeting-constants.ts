/** The student polls for the teacher once a second, for up to 30 s. */
export const TEACHER_POLL_MS = 1_000;
export const TEACHER_WAIT_MS = 30_000;
/** The 'Meeting ended' notice shows for 3 s. */
export const MEETING_ENDED_NOTICE_MS = 3_000;
