import { JOIN_OPENS_MINUTES, LATE_CANCEL_HOURS, type BookedLesson, type Role } from '@app/shared';

// What /main shows of the booked lessons and what each one offers, decided from the lessons and
// the time alone, so every rule is tested without a screen. The server enforces the same limits
// (a started lesson cannot be cancelled); these keep controls that would be refused from
// looking usable.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** How many of the later lessons show before "Show all". */
export const LATER_SHOWN_AT_FIRST = 5;

/** Who looks at the lessons: only students and Sheikhs have booked lessons. */
export type LessonViewer = 'student' | 'teacher';

export function lessonViewerOf(role: Role | undefined): LessonViewer | null {
  return role === 'student' || role === 'teacher' ? role : null;
}

const startOf = (lesson: BookedLesson) => Date.parse(lesson.startsAt);
const endOf = (lesson: BookedLesson) => Date.parse(lesson.endsAt);

/**
 * The lessons worth showing, in time order: booked ones and cancelled ones (so a cancellation
 * is seen, not a lesson silently gone), until they end. A held lesson is not the student's yet
 * (it waits for confirmation, and most are released), and an expired one never was.
 */
export function shownLessons(lessons: readonly BookedLesson[], now: number): BookedLesson[] {
  return lessons
    .filter((lesson) => lesson.status === 'booked' || lesson.status === 'cancelled')
    .filter((lesson) => endOf(lesson) > now)
    .sort((a, b) => startOf(a) - startOf(b));
}

/** The section's content: the next lesson to attend, then everything else still ahead. */
export interface UpcomingView {
  next: BookedLesson;
  later: BookedLesson[];
}

/**
 * The next booked lesson (a running one first) and the rest in time order, cancelled ones
 * among them. Null when nothing is booked: cancellations alone are no reason to fill /main.
 */
export function upcomingView(lessons: readonly BookedLesson[], now: number): UpcomingView | null {
  const shown = shownLessons(lessons, now);
  const next = shown.find((lesson) => lesson.status === 'booked');
  if (!next) return null;
  return { next, later: shown.filter((lesson) => lesson !== next) };
}

/** Where a lesson stands for joining: too early, open, or over. */
export type JoinWindow = 'early' | 'open' | 'over';

/** Joining opens JOIN_OPENS_MINUTES before the start and closes at the lesson's end. */
export function joinWindow(lesson: BookedLesson, now: number): JoinWindow {
  if (now >= endOf(lesson)) return 'over';
  if (now >= startOf(lesson) - JOIN_OPENS_MINUTES * MINUTE_MS) return 'open';
  return 'early';
}

/** Only a booked lesson that has not started can be cancelled (the server says the same). */
export function canCancel(lesson: BookedLesson, now: number): boolean {
  return lesson.status === 'booked' && now < startOf(lesson);
}

/** Cancelling now would count as late: less than LATE_CANCEL_HOURS before the start. */
export function isLateCancel(lesson: BookedLesson, now: number): boolean {
  return startOf(lesson) - now < LATE_CANCEL_HOURS * HOUR_MS;
}

/** The day an instant falls on in a zone, as `YYYY-MM-DD`. */
export function localDay(instant: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** What the next lesson's countdown says: running now, or how long until it starts. */
export type Countdown = { kind: 'now' } | { kind: 'startsIn'; hours: number; minutes: number };

/**
 * The countdown on the lesson's own day in the viewer's zone (further ahead, its date says
 * enough). Minutes are rounded up, so it never reads "0 min" before the start.
 */
export function countdownOf(lesson: BookedLesson, now: number, timeZone: string): Countdown | null {
  const start = startOf(lesson);
  if (now >= endOf(lesson)) return null;
  if (now >= start) return { kind: 'now' };
  if (localDay(start, timeZone) !== localDay(now, timeZone)) return null;
  const total = Math.ceil((start - now) / MINUTE_MS);
  return { kind: 'startsIn', hours: Math.floor(total / 60), minutes: total % 60 };
}

/** The person on the other side: a student sees the Sheikh, a Sheikh the student. */
export function otherPartyName(lesson: BookedLesson, viewer: LessonViewer): string {
  return viewer === 'student' ? lesson.teacherName : lesson.studentName;
}

/** Who cancelled a cancelled lesson, as the viewer reads it; null for any other lesson. */
export type Canceller = 'you' | 'teacher' | 'student' | 'unknown';

export function cancellerOf(lesson: BookedLesson, viewer: LessonViewer): Canceller | null {
  if (lesson.status !== 'cancelled') return null;
  if (lesson.cancelledBy === null) return 'unknown';
  return lesson.cancelledBy === viewer ? 'you' : lesson.cancelledBy;
}
