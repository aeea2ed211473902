import { BIRTH_YEAR_MIN, isMinor, youngestAge } from '@app/shared';

/** What decides who is a minor: the installation's minor age, on a given day. */
export interface MinorRule {
  minorAge: number;
  today: Date;
}

// The server's clock year is UTC's: a form open across New Year in another zone agrees with it.
const thisYear = (today: Date) => today.getUTCFullYear();

/**
 * The birth year a student may give, as the server accepts it (a whole year from BIRTH_YEAR_MIN
 * to this year), or null for anything else.
 */
export function birthYearOf(text: string, today: Date): number | null {
  const trimmed = text.trim();
  if (!/^\d{4}$/.test(trimmed)) return null;
  const year = Number(trimmed);
  return year >= BIRTH_YEAR_MIN && year <= thisYear(today) ? year : null;
}

/** The years a student may choose, newest first: this year back to BIRTH_YEAR_MIN. */
export function birthYearChoices(today: Date): number[] {
  const newest = thisYear(today);
  return Array.from({ length: newest - BIRTH_YEAR_MIN + 1 }, (_, index) => newest - index);
}

/** True when a registration is a minor's: a student whose birth year makes them one. */
export function needsGuardian(
  registration: { role: string; birthYear: string },
  rule: MinorRule,
): boolean {
  if (registration.role !== 'student') return false;
  const year = birthYearOf(registration.birthYear, rule.today);
  return year !== null && isMinor(year, rule.minorAge, rule.today);
}

/**
 * The least minor age that makes this birth year a minor's. When the server asks a guardian's
 * email of a student the form took for an adult (its configuration had not arrived, or differs),
 * the form raises its minor age to this, so the guardian's field shows and is required.
 */
export function minorAgeMaking(birthYear: number, today: Date): number {
  return youngestAge(birthYear, today) + 1;
}
