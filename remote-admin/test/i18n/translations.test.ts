import {
  emptyTranslations,
  translationKeys,
  untranslatedArabic,
} from '../../../tooling/jest/translation-keys';
import { ADMIN_TRANSLATIONS } from '../../src/i18n/translations';

it('has the same, non-empty keys in English and Arabic, and Arabic texts in Arabic', () => {
  expect(untranslatedArabic(ADMIN_TRANSLATIONS.ar)).toEqual([]);
  expect(translationKeys(ADMIN_TRANSLATIONS.ar)).toEqual(translationKeys(ADMIN_TRANSLATIONS.en));
  expect([
    ...emptyTranslations(ADMIN_TRANSLATIONS.en),
    ...emptyTranslations(ADMIN_TRANSLATIONS.ar),
  ]).toEqual([]);
});
