import type { Homework, HomeworkSubmission } from '@app/shared';

/**
 * The recording the Sheikh's review shows under a homework: the newest one sent, while it waits
 * for review, and only to the Sheikh who set the homework. Both sides ask here, so it shows in
 * one place: the review plays and marks it, and the homework's list of recordings leaves it out.
 */
export function submissionUnderReview(
  homework: Pick<Homework, 'teacherId' | 'submissions'>,
  readerId: string | undefined,
): HomeworkSubmission | null {
  if (readerId === undefined || homework.teacherId !== readerId) return null;
  const latest = homework.submissions.at(-1);
  return latest?.status === 'submitted' ? latest : null;
}
