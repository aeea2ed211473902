import { FEMALE_CONTEXT } from './plural-forms';

/**
 * i18next's `context` for a sentence whose verb agrees with a person: `female` when the
 * person's profile says so, otherwise nothing (the masculine default text). It reads the
 * optional `gender` of any profile-like object, so a text is wired once and follows the
 * profile as soon as it carries a gender.
 */
export function genderContext(person: object | null | undefined): string | undefined {
  if (!person || !('gender' in person)) return undefined;
  return person.gender === FEMALE_CONTEXT ? FEMALE_CONTEXT : undefined;
}
