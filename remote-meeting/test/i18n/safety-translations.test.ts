import { expectCompletePlurals } from '../../../tooling/jest/plural-expectations';
import {
  emptyTranslations,
  genderVariantProblems,
  translationKeys,
  untranslatedArabic,
} from '../../../tooling/jest/translation-keys';
import { SAFETY_TRANSLATIONS } from '../../src/i18n/safety-translations';

it('has the same, non-empty keys in English and Arabic, and Arabic texts in Arabic', () => {
  // Neutral: a character counter is numbers in both languages.
  expect(untranslatedArabic(SAFETY_TRANSLATIONS.ar, ['report.counter'])).toEqual([]);
  expect(translationKeys(SAFETY_TRANSLATIONS.ar)).toEqual(translationKeys(SAFETY_TRANSLATIONS.en));
  expect([
    ...emptyTranslations(SAFETY_TRANSLATIONS.en),
    ...emptyTranslations(SAFETY_TRANSLATIONS.ar),
  ]).toEqual([]);
});

it('words every text about a Sheikh for a woman, a man and a profile that does not say', () => {
  expect(genderVariantProblems(SAFETY_TRANSLATIONS.ar)).toEqual([]);
});

it('counts with every plural form of each language', () => {
  expectCompletePlurals(SAFETY_TRANSLATIONS);
});
