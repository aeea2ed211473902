import {
  BIO_MAX,
  EXPERIENCE_MAX,
  TEACHING_LANGUAGES_MAX,
  type Gender,
  type Specialization,
  type TeachingLanguage,
  type TeachingProfileUpdate,
  type User,
} from '@app/shared';

/** The teaching profile form: texts as typed, lists as ticked, '' for a gender not said. */
export interface TeachingProfileValues {
  bio: string;
  experience: string;
  specializations: Specialization[];
  languages: TeachingLanguage[];
  gender: Gender | '';
}

/** Why a field cannot be saved; the same limits the server keeps. */
export type TeachingProfileProblem = 'tooLong' | 'tooMany';
export type TeachingProfileProblems = Partial<
  Record<keyof TeachingProfileValues, TeachingProfileProblem>
>;

/** The form's start: the user's saved profile. */
export function teachingValuesOf(user: User): TeachingProfileValues {
  return {
    bio: user.bio ?? '',
    experience: user.experience ?? '',
    specializations: [...user.specializations],
    languages: [...user.languages],
    gender: user.gender ?? '',
  };
}

/** The fields that break a limit (counted as the server counts: trimmed text). */
export function teachingProfileProblems(values: TeachingProfileValues): TeachingProfileProblems {
  const problems: TeachingProfileProblems = {};
  if (values.bio.trim().length > BIO_MAX) problems.bio = 'tooLong';
  if (values.experience.trim().length > EXPERIENCE_MAX) problems.experience = 'tooLong';
  if (values.languages.length > TEACHING_LANGUAGES_MAX) problems.languages = 'tooMany';
  return problems;
}

/** The request body: the whole profile, an empty text or gender clearing what was saved. */
export function teachingProfileUpdate(values: TeachingProfileValues): TeachingProfileUpdate {
  return {
    bio: values.bio.trim() || null,
    experience: values.experience.trim() || null,
    specializations: values.specializations,
    languages: values.languages,
    gender: values.gender || null,
  };
}

/** A value ticked or unticked in a list, keeping the list's own order. */
export function toggled<T extends string>(
  order: readonly T[],
  picked: readonly T[],
  value: T,
  on: boolean,
): T[] {
  return order.filter((item) => (item === value ? on : picked.includes(item)));
}
