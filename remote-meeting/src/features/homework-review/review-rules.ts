import type { Homework, HomeworkMark, MistakeMark } from '@app/shared';

// The review of the recording waiting for it: a mark's moment, and the marks as they stand while
// the Sheikh adds and removes them. Which recording that is: lib/homework/submission-under-review.

/**
 * The player's position as a mark's moment: whole milliseconds, never past the recording's
 * length as the recorder measured it (the player may run a few milliseconds longer, and the API
 * refuses a moment past the end).
 */
export function momentOf(currentTimeSeconds: number, durationMs: number): number {
  const atMs = Math.round(currentTimeSeconds * 1000);
  return Math.min(Math.max(0, Number.isFinite(atMs) ? atMs : 0), durationMs);
}

/**
 * The marks as the Sheikh sees them: the list's, with those added since it was read and without
 * those removed, in the order of their moment in the recording.
 */
export function currentMarks(
  listed: readonly HomeworkMark[],
  added: readonly HomeworkMark[],
  removed: ReadonlySet<string>,
): HomeworkMark[] {
  const byId = new Map([...listed, ...added].map((mark) => [mark.id, mark]));
  return [...byId.values()]
    .filter((mark) => !removed.has(mark.id))
    .sort((a, b) => a.atMs - b.atMs || a.createdAt.localeCompare(b.createdAt));
}

/** A recording's mark as the mushaf page draws a lesson's: on this student, for this session. */
export const asPageMark = (mark: HomeworkMark, homework: Homework): MistakeMark => ({
  id: mark.id,
  meetingId: homework.meetingId,
  studentId: homework.studentId,
  surah: mark.surah,
  ayah: mark.ayah,
  word: mark.word,
  kind: mark.kind,
  subRule: mark.subRule,
  note: mark.note,
  createdAt: mark.createdAt,
});
