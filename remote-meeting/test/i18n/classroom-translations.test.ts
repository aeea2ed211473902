import { expectCompletePlurals } from '../../../tooling/jest/plural-expectations';
import {
  emptyTranslations,
  translationKeys,
  untranslatedArabic,
} from '../../../tooling/jest/translation-keys';
import { CLASSROOM_TRANSLATIONS } from '../../src/i18n/classroom-translations';

it('has the same, non-empty keys in English and Arabic, and Arabic texts in Arabic', () => {
  // Neutral: a surah reference is numbers and names in both languages.
  expect(untranslatedArabic(CLASSROOM_TRANSLATIONS.ar, ['record.reviseAyah'])).toEqual([]);
  expect(translationKeys(CLASSROOM_TRANSLATIONS.ar)).toEqual(
    translationKeys(CLASSROOM_TRANSLATIONS.en),
  );
  expect([
    ...emptyTranslations(CLASSROOM_TRANSLATIONS.en),
    ...emptyTranslations(CLASSROOM_TRANSLATIONS.ar),
  ]).toEqual([]);
});

it('counts with every plural form of each language', () => {
  expectCompletePlurals(CLASSROOM_TRANSLATIONS);
});
