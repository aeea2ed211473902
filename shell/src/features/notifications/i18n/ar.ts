import type { ArabicTexts } from '@app/shared/plural-forms';
import type { en } from './en';

/** The notification centre's texts (namespace `notifications`), Arabic; see docs/glossary.md. */
export const ar: ArabicTexts<typeof en> = {
  title: 'الإشعارات',
  close: 'إغلاق الإشعارات',
  markAllRead: 'تحديد الكل كمقروء',
  markRead: 'تحديد كمقروء',
  delete: 'حذف الإشعار',
  unread: 'غير مقروء',
  loadMore: 'تحميل المزيد',
  empty: 'لا توجد إشعارات بعد. ستظهر هنا المكالمات الفائتة والتقييمات وأخبار حسابك.',
  loadFailed: 'تعذر تحميل الإشعارات.',
  actionFailed: 'تعذّرت العملية. يرجى المحاولة مرة أخرى.',
  retry: 'إعادة المحاولة',
  settings: 'إعدادات الإشعارات',
  followUp: {
    callBack: 'معاودة الاتصال',
    callBackLabel: 'معاودة الاتصال بـ{{teacherName}}',
    openWaitingRoom: 'فتح غرفة الانتظار',
  },
  types: {
    missedCall_noAnswer: 'مكالمة فائتة من {{studentName}}: لم يُجَب عنها في الوقت المحدد.',
    missedCall_away: 'مكالمة فائتة من {{studentName}} أثناء غيابك.',
    callDeclined: 'اعتذار من {{teacherName}} عن استقبال مكالمتك الآن. حاول لاحقًا أو اتصل بشيخ آخر.',
    callDeclined_male:
      'اعتذر {{teacherName}} عن استقبال مكالمتك الآن. حاول لاحقًا أو اتصل بشيخ آخر.',
    callDeclined_female:
      'اعتذرت {{teacherName}} عن استقبال مكالمتك الآن. حاول لاحقًا أو اتصل بشيخ آخر.',
    ratingReceived: 'تقييم جديد لجلستك من {{studentName}}: {{rating}} من 5.',
    accountActivated: 'تم تفعيل حسابك. أهلًا بك!',
    accountBanned: 'قام أحد المشرفين بإيقاف حسابك.',
    registrationPending: 'طلب جديد بانتظار المراجعة: {{name}} بصفة {{role}}.',
  },
  desktop: {
    enable: 'تفعيل تنبيهات سطح المكتب',
    enableHint: 'احصل على تنبيه من النظام للمكالمات الواردة عندما تكون هذه الصفحة في الخلفية.',
    denied: 'تنبيهات سطح المكتب ممنوعة لهذا الموقع في إعدادات المتصفح.',
  },
  preferences: {
    title: 'إعدادات الإشعارات',
    channels: 'طرق التواصل معك',
    kinds: 'أنواع الإشعارات',
    email: 'البريد الإلكتروني',
    push: 'الإشعارات الفورية (حتى عندما يكون التطبيق مغلقًا)',
    desktop: 'تنبيهات سطح المكتب للمكالمات الواردة',
    callNotifications: 'المكالمات (الفائتة والمرفوضة)',
    sessionNotifications: 'الجلسات والتقييمات',
    accountNotifications: 'حسابي',
    systemNotifications: 'النظام (التسجيلات الجديدة)',
    emailUnavailable: 'البريد الإلكتروني غير متاح: لا توجد إعدادات بريد على هذا الخادم.',
    pushUnavailable: 'الإشعارات الفورية غير متاحة على هذا الخادم.',
    pushUnsupported: 'هذا المتصفح لا يستقبل الإشعارات الفورية.',
    permissionDenied: 'الإشعارات ممنوعة لهذا الموقع في إعدادات المتصفح.',
    saveFailed: 'تعذر حفظ إعداداتك. يرجى المحاولة مرة أخرى.',
    loadFailed: 'تعذر تحميل إعداداتك.',
    close: 'إغلاق',
  },
};
