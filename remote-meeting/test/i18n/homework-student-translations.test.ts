import { expectCompletePlurals } from '../../../tooling/jest/plural-expectations';
import {
  emptyTranslations,
  genderVariantProblems,
  translationKeys,
  untranslatedArabic,
} from '../../../tooling/jest/translation-keys';
import { homeworkStudentAr } from '../../src/i18n/homework-student-ar';
import { homeworkStudentEn } from '../../src/i18n/homework-student-en';

const STUDENT = { en: homeworkStudentEn, ar: homeworkStudentAr };

it("has the same, non-empty student's texts in English and Arabic, and Arabic in Arabic", () => {
  expect(untranslatedArabic(STUDENT.ar)).toEqual([]);
  expect(translationKeys(STUDENT.ar)).toEqual(translationKeys(STUDENT.en));
  expect([...emptyTranslations(STUDENT.en), ...emptyTranslations(STUDENT.ar)]).toEqual([]);
  expect(genderVariantProblems(STUDENT.ar)).toEqual([]);
});

it('counts with every plural form of each language', () => {
  expectCompletePlurals(STUDENT);
});

it('gives the recorder the names the browser tests use, in both languages', () => {
  const names = ({ record, recorder }: typeof homeworkStudentEn) => [
    record,
    recorder.stop,
    recorder.send,
    recorder.recordAgain,
    recorder.discard,
  ];
  expect(names(STUDENT.en)).toEqual(['Record', 'Stop', 'Send', 'Record again', 'Discard']);
  expect(names(STUDENT.ar as typeof homeworkStudentEn)).toEqual([
    'تسجيل التلاوة',
    'إيقاف',
    'إرسال',
    'تسجيل من جديد',
    'حذف',
  ]);
});
