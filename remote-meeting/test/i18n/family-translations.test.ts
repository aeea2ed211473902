import { expectCompletePlurals } from '../../../tooling/jest/plural-expectations';
import {
  emptyTranslations,
  genderVariantProblems,
  translationKeys,
  untranslatedArabic,
} from '../../../tooling/jest/translation-keys';
import { FAMILY_TRANSLATIONS } from '../../src/i18n/family-translations';

it('has the same, non-empty keys in English and Arabic, and Arabic texts in Arabic', () => {
  expect(untranslatedArabic(FAMILY_TRANSLATIONS.ar)).toEqual([]);
  expect(translationKeys(FAMILY_TRANSLATIONS.ar)).toEqual(translationKeys(FAMILY_TRANSLATIONS.en));
  expect([
    ...emptyTranslations(FAMILY_TRANSLATIONS.en),
    ...emptyTranslations(FAMILY_TRANSLATIONS.ar),
  ]).toEqual([]);
});

it('words every text about a Sheikh for a woman, a man and a profile that does not say', () => {
  expect(genderVariantProblems(FAMILY_TRANSLATIONS.ar)).toEqual([]);
});

it('counts with every plural form of each language', () => {
  expectCompletePlurals(FAMILY_TRANSLATIONS);
});
