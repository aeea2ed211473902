import type { Gender, Specialization, TeachingLanguage } from '../protocol/teaching-profile';
import { registerTranslations, type Translations } from './i18n';
import type { ArabicTexts } from './plural-forms';

// The teaching profile's closed lists and counts, read by the profile remote (the teacher edits
// them) and the meeting remote (students filter by them, the public page shows them). Kept out
// of the `common` namespace: the landing page's first download does not carry them.

/** The namespace of these texts. */
export const TEACHING_NAMESPACE = 'teaching';

const en = {
  specializations: {
    tajweed: 'Tajweed',
    hifz: 'Memorisation (Hifz)',
    qiraat: 'Qiraat',
    arabic: 'Arabic',
    children: 'Children',
  } satisfies Record<Specialization, string>,
  languages: {
    ar: 'Arabic',
    en: 'English',
    ur: 'Urdu',
    fr: 'French',
    id: 'Indonesian',
    tr: 'Turkish',
    ms: 'Malay',
    bn: 'Bengali',
    so: 'Somali',
    sw: 'Swahili',
    de: 'German',
    es: 'Spanish',
  } satisfies Record<TeachingLanguage, string>,
  genders: { female: 'Female', male: 'Male' } satisfies Record<Gender, string>,
  ratings_one: '{{count}} rating',
  ratings_other: '{{count}} ratings',
  lessons_one: '{{count}} lesson',
  lessons_other: '{{count}} lessons',
  noRatings: 'No ratings yet',
  rating: 'Rating {{value}} out of 5',
};

const ar: ArabicTexts<typeof en> = {
  specializations: {
    tajweed: 'التجويد',
    hifz: 'الحفظ',
    qiraat: 'القراءات',
    arabic: 'اللغة العربية',
    children: 'تعليم الأطفال',
  },
  languages: {
    ar: 'العربية',
    en: 'الإنجليزية',
    ur: 'الأردية',
    fr: 'الفرنسية',
    id: 'الإندونيسية',
    tr: 'التركية',
    ms: 'الملايوية',
    bn: 'البنغالية',
    so: 'الصومالية',
    sw: 'السواحيلية',
    de: 'الألمانية',
    es: 'الإسبانية',
  },
  genders: { female: 'أنثى', male: 'ذكر' },
  ratings_zero: 'لا تقييمات',
  ratings_one: 'تقييم واحد',
  ratings_two: 'تقييمان',
  ratings_few: '{{count}} تقييمات',
  ratings_many: '{{count}} تقييمًا',
  ratings_other: '{{count}} تقييم',
  lessons_zero: 'لا جلسات',
  lessons_one: 'جلسة واحدة',
  lessons_two: 'جلستان',
  lessons_few: '{{count}} جلسات',
  lessons_many: '{{count}} جلسة',
  lessons_other: '{{count}} جلسة',
  noRatings: 'لا تقييمات بعد',
  rating: 'التقييم {{value}} من 5',
};

/** The texts themselves, typed (tests find controls by them). */
export const TEACHING_TEXTS = { en, ar };

export const TEACHING_TRANSLATIONS: Translations = TEACHING_TEXTS;

/** Adds the `teaching` namespace to the page's i18n; safe to call from every remote. */
export function registerTeachingTranslations(): void {
  registerTranslations(TEACHING_NAMESPACE, TEACHING_TRANSLATIONS);
}
