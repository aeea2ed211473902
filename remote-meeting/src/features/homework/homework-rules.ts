import {
  HOMEWORK_SUBMISSIONS_MAX,
  type Homework,
  type HomeworkStatus,
  type HomeworkSubmission,
  type SubmissionStatus,
} from '@app/shared';

/** Open homework takes a recording: not yet accepted (a newer one replaces one not reviewed). */
export const isOpen = (homework: Pick<Homework, 'status'>) => homework.status !== 'accepted';

/** The student may record for it: open, and with recordings left to send. */
export const mayRecord = (homework: Pick<Homework, 'status' | 'submissions'>) =>
  isOpen(homework) && homework.submissions.length < HOMEWORK_SUBMISSIONS_MAX;

const time = (iso: string | null) => (iso ? Date.parse(iso) : 0);

/**
 * Open homework first, the nearest due date first (so late ones lead), then accepted homework,
 * the latest accepted first.
 */
export function orderHomework(list: readonly Homework[]): Homework[] {
  const open = list.filter(isOpen).sort((a, b) => time(a.dueAt) - time(b.dueAt));
  const accepted = list
    .filter((homework) => !isOpen(homework))
    .sort((a, b) => time(b.acceptedAt) - time(a.acceptedAt));
  return [...open, ...accepted];
}

export function homeworkCounts(list: readonly Homework[]): { open: number; accepted: number } {
  const open = list.filter(isOpen).length;
  return { open, accepted: list.length - open };
}

/** A homework's recordings as its list shows them: the newest first, but one shown elsewhere. */
export const listedSubmissions = (
  homework: Pick<Homework, 'submissions'>,
  shownElsewhere: Pick<HomeworkSubmission, 'id'> | null,
): HomeworkSubmission[] =>
  homework.submissions.filter((submission) => submission.id !== shownElsewhere?.id).reverse();

type ChipColour = 'default' | 'info' | 'warning' | 'success' | 'error';

/** A status's chip colour: late in the error colour, waiting for the student in warning. */
export const HOMEWORK_STATUS_COLOURS: Record<HomeworkStatus, ChipColour> = {
  assigned: 'info',
  submitted: 'default',
  needs_resubmission: 'warning',
  accepted: 'success',
  late: 'error',
};

export const SUBMISSION_STATUS_COLOURS: Record<SubmissionStatus, ChipColour> = {
  submitted: 'default',
  needs_resubmission: 'warning',
  accepted: 'success',
  replaced: 'default',
};
