import {
  emptyTranslations,
  translationKeys,
  untranslatedArabic,
} from '../../../tooling/jest/translation-keys';
import { PROFILE_TRANSLATIONS } from '../../src/i18n/translations';

it('has the same, non-empty keys in English and Arabic, and Arabic texts in Arabic', () => {
  expect(untranslatedArabic(PROFILE_TRANSLATIONS.ar)).toEqual([]);
  expect(translationKeys(PROFILE_TRANSLATIONS.ar)).toEqual(
    translationKeys(PROFILE_TRANSLATIONS.en),
  );
  expect([
    ...emptyTranslations(PROFILE_TRANSLATIONS.en),
    ...emptyTranslations(PROFILE_TRANSLATIONS.ar),
  ]).toEqual([]);
});
