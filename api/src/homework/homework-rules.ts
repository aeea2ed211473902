import {
  HOMEWORK_DUE_MAX_DAYS,
  type HomeworkState,
  type HomeworkStatus,
  type NewHomeworkMark,
} from '@app/shared/protocol';
import { apiError } from '../lib/http-error';
import { ayahId, type IdRange } from '../hifz/quran-ranges';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 400 unless the due date lies between now and HOMEWORK_DUE_MAX_DAYS ahead. */
export function checkDueAt(dueAt: Date, now: Date): void {
  if (dueAt.getTime() < now.getTime()) throw apiError('homework.due_past');
  if (dueAt.getTime() > now.getTime() + HOMEWORK_DUE_MAX_DAYS * DAY_MS) {
    throw apiError('homework.due_too_far');
  }
}

/**
 * A homework's status as read at `now`: waiting for a recording (assigned, or sent back) past
 * its due date, it is late; otherwise its state. Never stored, so it needs no timer.
 */
export function statusOf(state: HomeworkState, dueAt: Date, now: Date): HomeworkStatus {
  const waitingForStudent = state === 'assigned' || state === 'needs_resubmission';
  return waitingForStudent && dueAt.getTime() < now.getTime() ? 'late' : state;
}

/**
 * Checks a recording's mark against the homework: a moment within the recording, and an ayah
 * of the portion recited (the word and sub-rule are a lesson mark's rules, checked before).
 */
export function checkMarkPlace(input: NewHomeworkMark, portion: IdRange, durationMs: number): void {
  if (input.atMs > durationMs) throw apiError('homework.mark_past_end');
  const id = ayahId(input);
  if (id < portion.first || id > portion.last) throw apiError('homework.mark_outside_portion');
}
