import type { ArabicTexts } from '@app/shared/plural-forms';
import type { historyEn } from './history-en';

/** The session history's texts (namespace `history`), Arabic; wording follows docs/glossary.md. */
export const historyAr: ArabicTexts<typeof historyEn> = {
  title: 'سجل الجلسات',
  subtitle: {
    student: 'جلساتك السابقة والتقييم الذي أعطيته لكل منها.',
    teacher: 'جلساتك السابقة وتقييمات طلابك لها.',
  },
  columns: {
    date: 'التاريخ',
    teacher: 'الشيخ',
    student: 'الطالب',
    duration: 'المدة',
    ratingGiven: 'تقييمك',
    ratingReceived: 'التقييم الذي تلقيته',
    ratingByChild: 'تقييم الطفل',
    actions: 'الإجراءات',
  },
  stars_zero: 'لا نجوم من 5',
  stars_one: 'نجمة واحدة من 5',
  stars_two: 'نجمتان من 5',
  stars_few: '{{count}} نجوم من 5',
  stars_many: '{{count}} نجمة من 5',
  stars_other: '{{count}} نجمة من 5',
  notRated: {
    student: 'لم تقيّم هذه الجلسة',
    teacher: 'لم تُقيَّم',
    guardian: 'لم تُقيَّم',
  },
  ratedBy: '{{name}}:',
  underMinute: 'أقل من دقيقة',
  sessionWith: 'جلسة مع {{names}}',
  empty: {
    student: 'لا توجد جلسات سابقة بعد. ستظهر هنا الجلسات التي تنهيها.',
    teacher: 'لا توجد جلسات سابقة بعد. ستظهر هنا الجلسات التي تقدّمها.',
    guardian: 'لا توجد جلسات سابقة بعد. ستظهر هنا الجلسات التي ينهيها هذا الطفل.',
  },
  shown_zero: 'لا جلسات معروضة',
  shown_one: 'جلسة واحدة معروضة',
  shown_two: 'جلستان معروضتان',
  shown_few: '{{count}} جلسات معروضة',
  shown_many: '{{count}} جلسة معروضة',
  shown_other: '{{count}} جلسة معروضة',
  loadMore: 'عرض المزيد',
  loadError: 'تعذّر تحميل سجل الجلسات.',
  retry: 'إعادة المحاولة',
};
