import {
  emptyTranslations,
  genderVariantProblems,
  translationKeys,
  untranslatedArabic,
} from '../../../tooling/jest/translation-keys';
import { COMMON_TRANSLATIONS } from '../../../shared/src/i18n/common-translations';
import { SHELL_TRANSLATIONS } from '../../src/i18n/translations';
import { NOTIFICATIONS_TRANSLATIONS } from '../../src/features/notifications/i18n/translations';

describe.each([
  ['shell', SHELL_TRANSLATIONS],
  ['common', COMMON_TRANSLATIONS],
  ['notifications', NOTIFICATIONS_TRANSLATIONS],
])('the %s namespace', (_name, translations) => {
  it('has the same keys in English and Arabic', () => {
    expect(translationKeys(translations.ar)).toEqual(translationKeys(translations.en));
  });

  it('has every Arabic text in Arabic, not copied English', () => {
    expect(untranslatedArabic(translations.ar, ['notFound.code'])).toEqual([]);
  });

  it('gives a text about a person female, male and neutral forms, or none', () => {
    expect(genderVariantProblems(translations.ar)).toEqual([]);
  });

  it('has no empty text in either language', () => {
    expect(emptyTranslations(translations.en)).toEqual([]);
    expect(emptyTranslations(translations.ar)).toEqual([]);
  });
});
