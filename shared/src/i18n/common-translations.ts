import type { Language } from './languages';

// Wording follows docs/glossary.md (one term per concept in both languages).

/** Texts the shared components use, in the `common` namespace. */
export const COMMON_TRANSLATIONS: Record<Language, Record<string, unknown>> = {
  en: {
    appName: 'Quran Live',
    loading: 'Loading...',
    language: {
      switchToArabic: 'Switch to Arabic',
      switchToEnglish: 'Switch to English',
    },
    actions: {
      retry: 'Retry',
      cancel: 'Cancel',
      close: 'Close',
      save: 'Save',
      confirm: 'Confirm',
      dismiss: 'Dismiss',
    },
    roles: {
      superadmin: 'Super admin',
      admin: 'Admin',
      teacher: 'Sheikh',
      student: 'Student',
    },
    status: {
      online: 'Online',
      busy: 'Busy',
      offline: 'Offline',
      inMeeting: 'In session',
    },
    errors: {
      generic: 'Something went wrong',
    },
    availability: {
      switchLabel: 'Available for calls',
      online: 'Available: students can call you now.',
      busy: 'Busy: students cannot call you until you are available again.',
      inMeeting: 'In a session: you can change your status when it ends.',
      goOffline: 'Go offline',
      endLessonTitle: 'End your session?',
      endLessonBody: 'Going offline now ends your session with your student.',
      endLessonConfirm: 'End session and go offline',
      updated: 'Profile updated successfully',
      statusUpdateFailed: 'Could not update your status. Please try again.',
    },
    desktopAlerts: {
      incomingCallTitle: 'Incoming call',
      incomingCallBody: '{{name}} is calling you. Click to answer.',
    },
  },
  ar: {
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
  },
};
