// Families: a guardian's account linked to the children it looks after, the consent a minor
// needs before calling a Sheikh, and the safety settings a guardian locks for a child
// (docs/safeguarding.md#guardians-and-children).
import type { Gender } from './teaching-profile';

/** The age below which a student is a minor unless the API's MINOR_AGE setting says otherwise. */
export const MINOR_AGE_DEFAULT = 16;

/** The most guardians one child may have, and children one guardian may look after. */
export const GUARDIANS_PER_CHILD_MAX = 2;
export const CHILDREN_PER_GUARDIAN_MAX = 10;

/** The earliest birth year a student may give. */
export const BIRTH_YEAR_MIN = 1900;

/**
 * A child's sign-in name: 3-32 lower-case Latin letters, digits, dots, hyphens or underscores,
 * starting with a letter, so that it is never read as a phone number or an email address.
 */
export const USERNAME_PATTERN = /^[a-z][a-z0-9._-]{2,31}$/;
export const USERNAME_MAX = 32;

/** Which Sheikhs a guardian lets a child see and call, by gender. */
export const SHEIKH_GENDER_CHOICES = ['any', 'female', 'male'] as const;
export type SheikhGenderChoice = (typeof SHEIKH_GENDER_CHOICES)[number];

/** The most Sheikhs a guardian may name in a child's list of allowed Sheikhs. */
export const ALLOWED_SHEIKHS_MAX = 50;

/**
 * The youngest age a birth year allows this year: the student may not have had this year's
 * birthday yet. A minor is decided on it, so a child is never taken for older than it is.
 */
export function youngestAge(birthYear: number, today: Date): number {
  return today.getUTCFullYear() - birthYear - 1;
}

/** True when a student of this birth year may be under `minorAge` (null: an adult account). */
export function isMinor(birthYear: number | null, minorAge: number, today: Date): boolean {
  return birthYear !== null && youngestAge(birthYear, today) < minorAge;
}

/** A minor without any guardian: a guardian must consent (be linked) before it calls. */
export function needsConsent(
  birthYear: number | null,
  guardianCount: number,
  minorAge: number,
  today: Date,
): boolean {
  return isMinor(birthYear, minorAge, today) && guardianCount === 0;
}

/** True when a Sheikh of this gender passes a guardian's gender choice. */
export function genderAllowed(choice: SheikhGenderChoice, gender: Gender | null): boolean {
  return choice === 'any' || choice === gender;
}

export type {
  ChildSafety,
  ChildSummary,
  ConsentRequest,
  FamilyStanding,
  GuardianLink,
  NewChild,
} from './api-contract/family-contract';
