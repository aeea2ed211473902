import { expectCompletePlurals } from '../../../tooling/jest/plural-expectations';
import {
  emptyTranslations,
  genderVariantProblems,
  translationKeys,
  untranslatedArabic,
} from '../../../tooling/jest/translation-keys';
import type { hifzEn } from '../../src/i18n/hifz-en';
import { HIFZ_TRANSLATIONS } from '../../src/i18n/hifz-translations';

it('has the same, non-empty keys in English and Arabic, and Arabic texts in Arabic', () => {
  expect(untranslatedArabic(HIFZ_TRANSLATIONS.ar)).toEqual([]);
  expect(translationKeys(HIFZ_TRANSLATIONS.ar)).toEqual(translationKeys(HIFZ_TRANSLATIONS.en));
  expect([
    ...emptyTranslations(HIFZ_TRANSLATIONS.en),
    ...emptyTranslations(HIFZ_TRANSLATIONS.ar),
  ]).toEqual([]);
});

it('words every text about a Sheikh for a woman, a man and a profile that does not say', () => {
  expect(genderVariantProblems(HIFZ_TRANSLATIONS.ar)).toEqual([]);
});

it('counts with every plural form of each language', () => {
  expectCompletePlurals(HIFZ_TRANSLATIONS);
});

it('gives the lesson form the names the browser tests use, in both languages', () => {
  const names = (texts: Record<string, unknown>) => {
    const { lanes, units, grades, form } = texts as typeof hifzEn;
    return [
      ...Object.values(lanes),
      ...Object.values(units),
      ...Object.values(grades),
      form.record,
      form.from,
      form.to,
      form.surah,
      form.fromAyah,
      form.toAyah,
    ];
  };
  expect(names(HIFZ_TRANSLATIONS.en)).toEqual([
    'Sabaq',
    'Sabqi',
    'Manzil',
    'Ayat',
    'Pages',
    'Juz',
    'Excellent',
    'Good',
    'Weak',
    'Repeat',
    'Record',
    'From',
    'To',
    'Surah',
    'From ayah',
    'To ayah',
  ]);
  expect(names(HIFZ_TRANSLATIONS.ar)).toEqual([
    'سبق',
    'سبقي',
    'منزل',
    'آيات',
    'صفحات',
    'أجزاء',
    'ممتاز',
    'جيد',
    'ضعيف',
    'إعادة',
    'سجّل',
    'من',
    'إلى',
    'السورة',
    'من الآية',
    'إلى الآية',
  ]);
});
