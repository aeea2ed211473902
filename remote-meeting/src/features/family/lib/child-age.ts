import { youngestAge } from '@app/shared';

/**
 * The age a child turns this year, which its guardian reads as "about": a birth year alone
 * cannot say whether the birthday has passed. Null when no birth year was given.
 */
export function ageThisYear(birthYear: number | null, today: Date): number | null {
  return birthYear === null ? null : youngestAge(birthYear, today) + 1;
}
