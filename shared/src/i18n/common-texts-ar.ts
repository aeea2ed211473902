// Wording follows docs/glossary.md (one term per concept in both languages).

import type { COMMON_TEXTS_EN } from './common-texts-en';
import type { ArabicTexts } from './plural-forms';

/** Texts the shared components use, in the `common` namespace, Arabic. */
export const COMMON_TEXTS_AR: ArabicTexts<typeof COMMON_TEXTS_EN> = {
  appName: 'القرآن مباشر',
  loading: 'جارٍ التحميل...',
  language: {
    switchToArabic: 'التبديل إلى العربية',
    switchToEnglish: 'التبديل إلى الإنجليزية',
  },
  actions: {
    retry: 'إعادة المحاولة',
    cancel: 'إلغاء',
    close: 'إغلاق',
    save: 'حفظ',
    confirm: 'تأكيد',
    dismiss: 'إغلاق',
  },
  roles: {
    superadmin: 'مشرف عام',
    admin: 'مشرف',
    teacher: 'شيخ',
    guardian: 'وليّ أمر',
    student: 'طالب',
  },
  status: {
    online: 'متصل',
    busy: 'مشغول',
    offline: 'غير متصل',
    inMeeting: 'في جلسة',
  },
  errors: {
    generic: 'حدث خطأ ما',
  },
  marks: {
    kinds: { tajweed: 'التجويد', memorisation: 'الحفظ', harakat: 'الحركات' },
    subRules: {
      madd: 'المد',
      ghunnah: 'الغنة',
      qalqalah: 'القلقلة',
      idgham: 'الإدغام',
      ikhfa: 'الإخفاء',
      makharij: 'المخارج',
      forgot: 'نسيان',
      skipped: 'إسقاط',
      added: 'زيادة',
    },
    label: 'خطأ في {{kind}}',
    labelWithRule: 'خطأ في {{kind}}: {{rule}}',
  },
  conduct: {
    title: 'ميثاق السلوك للمشايخ',
    version: 'الإصدار {{version}}',
    points: {
      platformOnly: 'أعلّم عبر هذه المنصة وحدها: تبقى كل جلسة ورسالة وواجب هنا.',
      noContact:
        'لا أطلب من طالب رقم هاتف أو بريدًا إلكترونيًا أو حسابًا على وسائل التواصل أو رابطًا لتطبيق آخر، ولا أعطيه شيئًا من ذلك.',
      guardians: 'لا أقول لطفل ما لا أقوله أمام وليّ أمره.',
      respect: 'أصبر على الطالب وأحترمه، ولا أُحرجه ولا أهدده ولا أعاقبه.',
      dress: 'ألتزم اللباس المحتشم، وأعلّم من مكان هادئ لائق لا يظهر فيه ما لا يليق.',
      recording: 'لا أسجّل صورة طالب أو صوته، ولا ألتقطها ولا أشاركها.',
      report: 'إن أخبرني طالب بأذى، أو رأيت خطرًا على طفل، أبلغت عنه فورًا بزر الإبلاغ.',
    },
  },
  reportReasons: {
    inappropriate_behaviour: 'سلوك غير لائق',
    safety_concern: 'مخاوف تتعلق بالسلامة',
    contact_details: 'طلب وسيلة تواصل أو مشاركتها',
    other: 'سبب آخر',
  },
  reportStatuses: {
    open: 'مفتوح',
    in_review: 'قيد المراجعة',
    closed: 'مغلق',
  },
  availability: {
    switchLabel: 'متاح لاستقبال المكالمات',
    online: 'متاح: يمكن للطلاب الاتصال بك الآن.',
    busy: 'مشغول: لا يمكن للطلاب الاتصال بك حتى تصبح متاحًا مرة أخرى.',
    inMeeting: 'في جلسة: يمكنك تغيير حالتك عند انتهائها.',
    goOffline: 'التحول إلى غير متصل',
    endLessonTitle: 'إنهاء جلستك؟',
    endLessonBody: 'التحول إلى غير متصل الآن ينهي جلستك مع طالبك.',
    endLessonConfirm: 'إنهاء الجلسة والتحول إلى غير متصل',
    updated: 'تم تحديث الملف الشخصي بنجاح',
    statusUpdateFailed: 'تعذّر تحديث حالتك. يرجى المحاولة مرة أخرى.',
  },
  desktopAlerts: {
    incomingCallTitle: 'مكالمة واردة',
    incomingCallBody: 'مكالمة واردة من {{name}}. انقر للرد.',
  },
};
