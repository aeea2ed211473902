import { expectCompletePlurals } from '../../../tooling/jest/plural-expectations';
import {
  emptyTranslations,
  translationKeys,
  untranslatedArabic,
} from '../../../tooling/jest/translation-keys';
import { homeworkReviewAr } from '../../src/i18n/homework-review-ar';
import { homeworkReviewEn } from '../../src/i18n/homework-review-en';

const REVIEW = { en: homeworkReviewEn, ar: homeworkReviewAr };

it('has the same, non-empty review texts in English and Arabic, and Arabic in Arabic', () => {
  expect(untranslatedArabic(REVIEW.ar)).toEqual([]);
  expect(translationKeys(REVIEW.ar)).toEqual(translationKeys(REVIEW.en));
  expect([...emptyTranslations(REVIEW.en), ...emptyTranslations(REVIEW.ar)]).toEqual([]);
});

it('counts with every plural form of each language', () => {
  expectCompletePlurals(REVIEW);
});

it('gives the review the names the browser tests use, in both languages', () => {
  const names = ({ accept, resubmit, grade }: typeof homeworkReviewEn) => [accept, resubmit, grade];
  expect(names(REVIEW.en)).toEqual(['Accept', 'Ask to record again', 'Grade']);
  expect(names(REVIEW.ar as typeof homeworkReviewEn)).toEqual([
    'قبول',
    'طلب إعادة التسجيل',
    'التقدير',
  ]);
});
