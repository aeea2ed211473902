import { pluralProblems } from './translation-keys';

// CLDR's order; Intl lists a language's categories in an order that differs between ICU
// versions (Node 20 and Node 24 disagree), so messages are sorted by this one.
const CLDR_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The plural forms a language's rules use (Arabic: zero, one, two, few, many, other). */
export function pluralFormsOf(language: string): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort(
    (a, b) => CLDR_ORDER.indexOf(a) - CLDR_ORDER.indexOf(b),
  );
}

/**
 * Texts with a number that need no plural form, each with its reason; everything else that
 * takes a number counts with `count` and has every plural form of its language.
 */
export const NOT_COUNTED: Readonly<Record<string, string>> = {
  'landing.teachers.rating': 'a score out of 5: the noun agrees with the 5',
  'rooms.ratingLabel': 'a score out of 5: the noun agrees with the 5',
  'roomDetails.ratedOf': 'a fraction, with no counted noun',
  'rating.counter': 'a character counter (x/500), with no counted noun',
  'report.counter': 'a character counter (x/1000), with no counted noun',
  'types.ratingReceived': 'a score out of 5',
  'avatar.selected': 'a size with a unit symbol (KB), which does not inflect',
  'avatar.hint': 'a size with a unit symbol (MB), which does not inflect',
  'avatar.tooLarge': 'a size with a unit symbol (MB), which does not inflect',
};

/** Both languages of a namespace: every counted text in all of its language's forms. */
export function expectCompletePlurals(translations: {
  en: Record<string, unknown>;
  ar: Record<string, unknown>;
}): void {
  expect(pluralProblems(translations.ar, pluralFormsOf('ar'), NOT_COUNTED)).toEqual([]);
  expect(pluralProblems(translations.en, pluralFormsOf('en'), NOT_COUNTED)).toEqual([]);
}
