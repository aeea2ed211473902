import type { ArabicTexts } from '@app/shared/plural-forms';
import type { homeworkEn } from './homework-en';
import { homeworkReviewAr } from './homework-review-ar';
import { homeworkStudentAr } from './homework-student-ar';

/** Recited homework (namespace `homework`), Arabic; wording follows docs/glossary.md. */
export const homeworkAr: ArabicTexts<typeof homeworkEn> = {
  title: 'الواجب',
  status: {
    assigned: 'للتسجيل',
    submitted: 'بانتظار المراجعة',
    needs_resubmission: 'أعد التسجيل',
    accepted: 'مقبول',
    late: 'متأخر',
  },
  student: homeworkStudentAr,
  review: homeworkReviewAr,
};
