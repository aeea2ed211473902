import type { HifzGrade } from '@app/shared/protocol';

// When a memorised page comes back for revision: SM-2 (Wozniak, 1987), the rule of the classic
// spaced-repetition programs, on the Sheikh's grade. A weak or repeated recitation brings the
// page back the next day and makes it come back sooner from then on; a good or excellent one
// pushes it out (1 day, then 6, then the last interval times the page's ease). A pass before the
// page is due (it was recited twice in a lesson, or revised early) proves nothing about the
// longer interval: the page keeps its run and interval, counted from now. Intervals stop at
// 30 days, so nothing memorised goes a month without revision. docs/hifz.md has the table.

/** A page's place in the schedule. */
export interface ReviewState {
  /** Successful revisions in a row (a weak or repeat grade starts it again). */
  streak: number;
  /** How fast the intervals grow: from 2.5, never under 1.3. */
  ease: number;
  intervalDays: number;
}

/** SM-2's quality (0-5) of each grade: excellent 5, good 4 pass; weak 2, repeat 0 fail. */
const QUALITY: Record<HifzGrade, number> = { excellent: 5, good: 4, weak: 2, repeat: 0 };

export const INITIAL_EASE = 2.5;
export const MIN_EASE = 1.3;
export const MAX_INTERVAL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The page's state after a grade, from its state before (null: never graded); `early` when the
 * page was not yet due.
 */
export function nextReview(
  previous: ReviewState | null,
  grade: HifzGrade,
  early = false,
): ReviewState {
  const quality = QUALITY[grade];
  if (previous && early && quality >= 3) return previous;
  const before = previous ?? { streak: 0, ease: INITIAL_EASE, intervalDays: 0 };
  const ease = Math.max(
    MIN_EASE,
    before.ease + 0.1 - (5 - quality) * (0.08 + (5 - quality) * 0.02),
  );
  if (quality < 3) return { streak: 0, ease, intervalDays: 1 };
  const streak = before.streak + 1;
  const interval = streak === 1 ? 1 : streak === 2 ? 6 : Math.round(before.intervalDays * ease);
  return { streak, ease, intervalDays: Math.min(MAX_INTERVAL_DAYS, interval) };
}

/** When a page graded at `gradedAt` with this state is due. */
export const dueAt = (gradedAt: Date, state: ReviewState): Date =>
  new Date(gradedAt.getTime() + state.intervalDays * DAY_MS);
