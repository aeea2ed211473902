import { expectCompletePlurals } from '../../../../tooling/jest/plural-expectations';
import {
  emptyTranslations,
  genderVariantProblems,
  translationKeys,
  untranslatedArabic,
} from '../../../../tooling/jest/translation-keys';
import { UPCOMING_TRANSLATIONS } from '../../../src/i18n/upcoming-translations';

it('has the same, non-empty keys in English and Arabic, and Arabic texts in Arabic', () => {
  expect(untranslatedArabic(UPCOMING_TRANSLATIONS.ar)).toEqual([]);
  expect(translationKeys(UPCOMING_TRANSLATIONS.ar)).toEqual(
    translationKeys(UPCOMING_TRANSLATIONS.en),
  );
  expect([
    ...emptyTranslations(UPCOMING_TRANSLATIONS.en),
    ...emptyTranslations(UPCOMING_TRANSLATIONS.ar),
  ]).toEqual([]);
});

it('words every text about a person in forms that need no gender', () => {
  expect(genderVariantProblems(UPCOMING_TRANSLATIONS.ar)).toEqual([]);
});

it('counts with every plural form of each language', () => {
  expectCompletePlurals(UPCOMING_TRANSLATIONS);
});
