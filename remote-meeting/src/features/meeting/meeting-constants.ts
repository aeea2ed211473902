/** A student waits for the Sheikh up to 30 s. */
export const TEACHER_WAIT_MS = 30_000;
/** The 'Meeting ended' notice shows for 3 s. */
export const MEETING_ENDED_NOTICE_MS = 3_000;
