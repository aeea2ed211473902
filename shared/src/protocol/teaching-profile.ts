// A teacher's teaching profile: what it teaches, in which languages, and what it says of itself.
// The lists are closed so that the API can validate, the database can store them as enums and
// every screen can translate and filter them.

/** What a teacher may teach; the order is the order screens list them in. */
export const SPECIALIZATIONS = ['tajweed', 'hifz', 'qiraat', 'arabic', 'children'] as const;
export type Specialization = (typeof SPECIALIZATIONS)[number];

/** Languages a teacher may teach in (ISO 639-1 codes). */
export const TEACHING_LANGUAGES = [
  'ar',
  'en',
  'ur',
  'fr',
  'id',
  'tr',
  'ms',
  'bn',
  'so',
  'sw',
  'de',
  'es',
] as const;
export type TeachingLanguage = (typeof TEACHING_LANGUAGES)[number];

/** A teacher's gender, when it chose to say it (null on the wire: not said). */
export const GENDERS = ['female', 'male'] as const;
export type Gender = (typeof GENDERS)[number];

/** Longest bio. */
export const BIO_MAX = 1000;
/** Longest experience text ("12 years, ijazah in Hafs"). */
export const EXPERIENCE_MAX = 200;
/** Most languages one teacher lists. */
export const TEACHING_LANGUAGES_MAX = 6;
/** Ratings with comments a teacher's public page shows, newest first. */
export const TEACHER_PAGE_COMMENTS = 10;

export type { TeachingProfileUpdate } from './api-contract/account-contract';

export type { TeacherPage, TeacherReview } from './api-contract/users-contract';

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isSpecialization = isOneOf(SPECIALIZATIONS);
export const isTeachingLanguage = isOneOf(TEACHING_LANGUAGES);
export const isGender = isOneOf(GENDERS);
