import type { ArabicTexts } from '@app/shared/plural-forms';
import type { homeworkReviewEn } from './homework-review-en';

/** Recited homework, the review part, Arabic; wording follows docs/glossary.md. */
export const homeworkReviewAr: ArabicTexts<typeof homeworkReviewEn> = {
  title: 'التسجيل {{attempt}}: بانتظار مراجعتك',
  sent: 'أُرسل {{date}}',
  player: 'التسجيل {{attempt}}',
  audioDeleted: 'حُذف التسجيل في {{date}} بانتهاء مدة الاحتفاظ به.',
  audioUnavailable: 'لا يمكن تشغيل هذا التسجيل هنا.',
  tapWord: 'انقر الكلمة في الصفحة حين تسمع الخطأ: يُسجَّل عند تلك اللحظة.',
  markAt: 'تسجيل خطأ في {{word}} عند {{time}}',
  cancel: 'إلغاء',
  marks: 'الأخطاء',
  noMarks: 'لا أخطاء مسجّلة بعد.',
  playFrom: 'التشغيل من {{time}}',
  removeMark: 'حذف الخطأ المسجّل في {{word}}',
  grade: 'التقدير',
  gradeNeeded: 'اختر تقديرًا',
  note: 'ملاحظة للطالب (اختيارية)',
  accept: 'قبول',
  resubmit: 'طلب إعادة التسجيل',
  accepted: 'قُبل الواجب.',
  sentBack: 'أُعيد الواجب: سيسجّله الطالب من جديد.',
  waiting: {
    title: 'بانتظار المراجعة',
    empty: 'لا تسجيلات بانتظار مراجعتك.',
    loadFailed: 'تعذّر تحميل التسجيلات التي تنتظر المراجعة.',
    retry: 'أعد المحاولة',
  },
};
