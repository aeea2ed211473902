import {
  emptyTranslations,
  genderVariantProblems,
  translationKeys,
  untranslatedArabic,
} from '../../../tooling/jest/translation-keys';
import { MEETING_TRANSLATIONS } from '../../src/i18n/translations';

it('has the same, non-empty keys in English and Arabic, and Arabic texts in Arabic', () => {
  expect(untranslatedArabic(MEETING_TRANSLATIONS.ar, ['rating.counter'])).toEqual([]);
  expect(translationKeys(MEETING_TRANSLATIONS.ar)).toEqual(
    translationKeys(MEETING_TRANSLATIONS.en),
  );
  expect([
    ...emptyTranslations(MEETING_TRANSLATIONS.en),
    ...emptyTranslations(MEETING_TRANSLATIONS.ar),
  ]).toEqual([]);
});

it('words every text about a Sheikh for a woman, a man and a profile that does not say', () => {
  expect(genderVariantProblems(MEETING_TRANSLATIONS.ar)).toEqual([]);
});
