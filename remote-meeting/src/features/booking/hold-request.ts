import { SERIES_WEEKS_MAX, type BookingRequest } from '@app/shared';
import type { LessonChoice } from './lesson-choice';

/** What the form holds when Book is pressed. */
export interface BookingDraft {
  teacherId: string;
  /** The picked starts of the shown week. */
  selected: readonly string[];
  choice: LessonChoice;
  /** How many weeks the picks repeat, 1 for this week only. */
  weeks: number;
  /** The student's zone, which the reminders are worded in. */
  timeZone: string;
}

/**
 * The hold request for a draft, or null when nothing is picked. A trial is its one earliest
 * pick for one week, whatever else the form holds; the weeks are kept within 1..12.
 */
export function holdRequest(draft: BookingDraft): BookingRequest | null {
  const starts = [...draft.selected].sort((a, b) => Date.parse(a) - Date.parse(b));
  const first = starts[0];
  if (first === undefined) return null;
  const trial = draft.choice.trial;
  return {
    teacherId: draft.teacherId,
    starts: trial ? [first] : starts,
    minutes: draft.choice.minutes,
    weeks: trial ? 1 : Math.min(Math.max(Math.trunc(draft.weeks), 1), SERIES_WEEKS_MAX),
    trial,
    timeZone: draft.timeZone,
  };
}
