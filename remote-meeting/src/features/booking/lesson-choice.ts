import { ApiError, type FreeSlots } from '@app/shared';

/** What the slots are asked for and the booking holds: a lesson length, or the trial. */
export interface LessonChoice {
  minutes: number;
  trial: boolean;
}

/** The terms a Sheikh offers, as the slots answer carries them. */
export type LessonTerms = Pick<FreeSlots, 'lessonMinutes' | 'trialMinutes'>;

/** The lengths to choose from, shortest first, then the trial while this student may take it. */
export function lessonChoices(terms: LessonTerms): LessonChoice[] {
  const lessons = [...terms.lessonMinutes]
    .sort((a, b) => a - b)
    .map((minutes) => ({ minutes, trial: false }));
  return terms.trialMinutes === null
    ? lessons
    : [...lessons, { minutes: terms.trialMinutes, trial: true }];
}

/** A choice as one string (a radio's value, a React key). */
export const choiceKey = (choice: LessonChoice) =>
  choice.trial ? `trial-${choice.minutes}` : String(choice.minutes);

export const sameChoice = (a: LessonChoice | null, b: LessonChoice | null) =>
  a !== null && b !== null && a.minutes === b.minutes && a.trial === b.trial;

/** A refusal of the length asked for (no longer offered, or the trial already taken). */
export function isLengthRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'booking.length_not_offered' || error.code === 'booking.trial_used')
  );
}
