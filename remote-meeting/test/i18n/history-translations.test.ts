import { expectCompletePlurals } from '../../../tooling/jest/plural-expectations';
import {
  emptyTranslations,
  genderVariantProblems,
  translationKeys,
  untranslatedArabic,
} from '../../../tooling/jest/translation-keys';
import { HISTORY_TRANSLATIONS } from '../../src/i18n/history-translations';

it('has the same, non-empty keys in English and Arabic, and Arabic texts in Arabic', () => {
  // `ratedBy` is a name and a colon, the same in both languages.
  expect(untranslatedArabic(HISTORY_TRANSLATIONS.ar)).toEqual(['ratedBy']);
  expect(translationKeys(HISTORY_TRANSLATIONS.ar)).toEqual(
    translationKeys(HISTORY_TRANSLATIONS.en),
  );
  expect([
    ...emptyTranslations(HISTORY_TRANSLATIONS.en),
    ...emptyTranslations(HISTORY_TRANSLATIONS.ar),
  ]).toEqual([]);
});

it('gives each text about a person its neutral, male and female forms together', () => {
  expect(genderVariantProblems(HISTORY_TRANSLATIONS.ar)).toEqual([]);
});

it('counts with every plural form of each language', () => {
  expectCompletePlurals(HISTORY_TRANSLATIONS);
});
