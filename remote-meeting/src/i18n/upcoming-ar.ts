import type { ArabicTexts } from '@app/shared/plural-forms';
import type { upcomingEn } from './upcoming-en';

/**
 * The booked lessons still ahead on /main (namespace `upcoming`), Arabic. A cancellation names
 * «الطرف الآخر», as the ended session does, never «الشيخ» or «الطالب»: the lesson does not say
 * the person's gender.
 */
export const upcomingAr: ArabicTexts<typeof upcomingEn> = {
  title: 'الدروس القادمة',
  timesIn: 'الأوقات حسب {{zone}}',
  lessonWith: 'درس مع {{name}}',
  when: '{{weekday}}، {{date}} · {{start}}–{{end}}',
  trial: 'تجريبي',
  countdown: {
    startsIn: 'يبدأ بعد {{time}}',
    hoursAndMinutes: '{{hourPart}} و{{minutePart}}',
    hours_zero: '{{count}} ساعة',
    hours_one: 'ساعة',
    hours_two: 'ساعتين',
    hours_few: '{{count}} ساعات',
    hours_many: '{{count}} ساعة',
    hours_other: '{{count}} ساعة',
    minutes_zero: '{{count}} دقيقة',
    minutes_one: 'دقيقة',
    minutes_two: 'دقيقتين',
    minutes_few: '{{count}} دقائق',
    minutes_many: '{{count}} دقيقة',
    minutes_other: '{{count}} دقيقة',
    now: 'الآن',
  },
  join: {
    button: 'الدخول',
    label: 'الدخول إلى الدرس مع {{name}}',
    opensBefore_zero: 'يُتاح الدخول عند بدء الدرس',
    opensBefore_one: 'يُتاح الدخول قبل الدرس بدقيقة',
    opensBefore_two: 'يُتاح الدخول قبل الدرس بدقيقتين',
    opensBefore_few: 'يُتاح الدخول قبل الدرس بـ{{count}} دقائق',
    opensBefore_many: 'يُتاح الدخول قبل الدرس بـ{{count}} دقيقة',
    opensBefore_other: 'يُتاح الدخول قبل الدرس بـ{{count}} دقيقة',
    teacherRings: 'تصلك مكالمة الدرس هنا',
  },
  later: 'لاحقًا',
  showAll_zero: 'عرض الكل',
  showAll_one: 'عرض الكل: درس واحد',
  showAll_two: 'عرض الكل: درسان',
  showAll_few: 'عرض الكل: {{count}} دروس',
  showAll_many: 'عرض الكل: {{count}} درسًا',
  showAll_other: 'عرض الكل: {{count}} درس',
  showFewer: 'عرض أقل',
  cancelled: {
    you: 'أُلغي بقرارك',
    teacher: 'أُلغي بقرار الطرف الآخر',
    student: 'أُلغي بقرار الطرف الآخر',
    unknown: 'أُلغي',
  },
  cancel: {
    button: 'إلغاء الدرس',
    label: 'إلغاء الدرس مع {{name}}، {{when}}',
    title: 'إلغاء هذا الدرس؟',
    lateWarning_zero: 'الإلغاء عند موعد الدرس يُحسب إلغاءً متأخرًا.',
    lateWarning_one: 'الإلغاء قبل أقل من ساعة من الموعد يُحسب إلغاءً متأخرًا.',
    lateWarning_two: 'الإلغاء قبل أقل من ساعتين من الموعد يُحسب إلغاءً متأخرًا.',
    lateWarning_few: 'الإلغاء قبل أقل من {{count}} ساعات من الموعد يُحسب إلغاءً متأخرًا.',
    lateWarning_many: 'الإلغاء قبل أقل من {{count}} ساعة من الموعد يُحسب إلغاءً متأخرًا.',
    lateWarning_other: 'الإلغاء قبل أقل من {{count}} ساعة من الموعد يُحسب إلغاءً متأخرًا.',
    keep: 'الإبقاء عليه',
    confirm: 'إلغاء الدرس',
    done: 'أُلغي الدرس.',
  },
  loadFailed: 'تعذّر تحميل دروسك المحجوزة.',
  retry: 'أعد المحاولة',
};
