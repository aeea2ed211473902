import type { ArabicTexts } from '@app/shared/plural-forms';
import type { safetyEn } from './safety-en';

/**
 * Reports and blocks (namespace `safety`), Arabic; wording follows docs/glossary.md. «حظر» here
 * is a student's own block of a Sheikh, never an admin's action on an account.
 */
export const safetyAr: ArabicTexts<typeof safetyEn> = {
  report: {
    open: 'إبلاغ',
    openLabel: 'إبلاغ عن {{name}}',
    title: 'إبلاغ عن {{name}}',
    intro: 'أخبر المشرفين بما حدث في هذه الجلسة.',
    reason: 'سبب البلاغ',
    note: 'ماذا حدث؟ (اختياري)',
    counter: '{{length}}/{{max}}',
    alsoBlock: 'حظر هذا الحساب أيضًا',
    alsoBlock_male: 'حظر هذا الشيخ أيضًا',
    alsoBlock_female: 'حظر هذه المعلّمة أيضًا',
    send: 'إرسال',
    cancel: 'إلغاء',
    close: 'إغلاق',
    thanks: 'شكرًا لك. سيراجع المشرفون بلاغك.',
    blockFailed: 'أُرسل بلاغك، لكن تعذّر الحظر.',
  },
  block: {
    block: 'حظر',
    blockLabel: 'حظر {{name}}',
    confirmTitle: 'حظر {{name}}؟',
    confirmText:
      'سيختفي هذا الحساب من قوائمك، ولن تتمّ أي مكالمة بينكما. يمكنك إلغاء الحظر في أي وقت من صفحته أو من سجل الجلسات.',
    confirmText_male:
      'سيختفي هذا الشيخ من قوائمك، ولن تتمّ أي مكالمة بينكما. يمكنك إلغاء الحظر في أي وقت من صفحته أو من سجل الجلسات.',
    confirmText_female:
      'ستختفي هذه المعلّمة من قوائمك، ولن تتمّ أي مكالمة بينكما. يمكنك إلغاء الحظر في أي وقت من صفحتها أو من سجل الجلسات.',
    confirm: 'حظر',
    cancel: 'إلغاء',
    blocked: 'حظرت هذا الحساب.',
    blocked_male: 'حظرت هذا الشيخ.',
    blocked_female: 'حظرت هذه المعلّمة.',
    blockedByGuardian: 'حظر وليّ أمرك هذا الحساب، ولا يرفع الحظر إلا وليّ الأمر.',
    blockedByGuardian_male: 'حظر وليّ أمرك هذا الشيخ، ولا يرفع الحظر إلا وليّ الأمر.',
    blockedByGuardian_female: 'حظر وليّ أمرك هذه المعلّمة، ولا يرفع الحظر إلا وليّ الأمر.',
    byGuardian: 'حظره وليّ أمرك',
    unblock: 'إلغاء الحظر',
    unblockLabel: 'إلغاء حظر {{name}}',
    unblocked: 'ألغيت حظر {{name}}.',
  },
  blockedList: {
    title: 'المشايخ الذين حظرتهم',
    count_zero: 'لا مشايخ',
    count_one: 'شيخ واحد',
    count_two: 'شيخان',
    count_few: '{{count}} مشايخ',
    count_many: '{{count}} شيخًا',
    count_other: '{{count}} شيخ',
  },
};
