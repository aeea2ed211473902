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
    callNow: 'الاتصال الآن',
    callNowLabel: 'الاتصال بـ{{teacherName}} الآن',
    openFamily: 'فتح صفحة العائلة',
    openRecord: 'فتح سجل الحفظ',
    openStudentRecord: 'فتح سجل الطالب',
    openUpcomingLessons: 'فتح الجلسات القادمة',
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
    followedTeacherOnline: 'أصبح بإمكانك الاتصال بـ{{teacherName}} الآن.',
    followedTeacherOnline_male: '{{teacherName}}، الشيخ الذي تتابعه، متاح الآن.',
    followedTeacherOnline_female: '{{teacherName}}، الشيخة التي تتابعها، متاحة الآن.',
    reportFiled: 'بلاغ جديد ({{reason}}) عن {{reportedName}} بانتظار المراجعة.',
    reportFiled_safety: 'بلاغ عن مخاوف تتعلق بالسلامة بشأن {{reportedName}}: راجعه الآن.',
    // The session is the sentence's subject, so nothing agrees with the child's gender.
    childLessonStarted:
      'بدأت جلسة {{childName}} مع {{teacherName}}. يمكنك مشاهدتها من صفحة العائلة.',
    childLessonEnded_zero: 'انتهت جلسة {{childName}} مع {{teacherName}} قبل أن تكتمل دقيقة.',
    childLessonEnded_one: 'انتهت جلسة {{childName}} مع {{teacherName}} بعد دقيقة واحدة.',
    childLessonEnded_two: 'انتهت جلسة {{childName}} مع {{teacherName}} بعد دقيقتين.',
    childLessonEnded_few: 'انتهت جلسة {{childName}} مع {{teacherName}} بعد {{count}} دقائق.',
    childLessonEnded_many: 'انتهت جلسة {{childName}} مع {{teacherName}} بعد {{count}} دقيقة.',
    childLessonEnded_other: 'انتهت جلسة {{childName}} مع {{teacherName}} بعد {{count}} دقيقة.',
    // «صفحتان», not «2 صفحات»: Arabic counts in six forms.
    revisionDue_zero: 'لا صفحات للمراجعة اليوم.',
    revisionDue_one: 'صفحة واحدة للمراجعة اليوم.',
    revisionDue_two: 'صفحتان للمراجعة اليوم.',
    revisionDue_few: '{{count}} صفحات للمراجعة اليوم.',
    revisionDue_many: '{{count}} صفحة للمراجعة اليوم.',
    revisionDue_other: '{{count}} صفحة للمراجعة اليوم.',
    homeworkSubmitted: 'وصل تسجيل لتلاوة الواجب من {{studentName}} بانتظار مراجعتك.',
    // A lesson is a session («جلسة», never «درس»).
    weeklyReport_zero: 'أسبوعك: لا جلسات.',
    weeklyReport_one: 'أسبوعك: جلسة واحدة.',
    weeklyReport_two: 'أسبوعك: جلستان.',
    weeklyReport_few: 'أسبوعك: {{count}} جلسات.',
    weeklyReport_many: 'أسبوعك: {{count}} جلسة.',
    weeklyReport_other: 'أسبوعك: {{count}} جلسة.',
    // The week is the sentence's subject, so nothing agrees with the child's gender.
    childWeeklyReport_zero: 'أسبوع {{childName}}: لا جلسات.',
    childWeeklyReport_one: 'أسبوع {{childName}}: جلسة واحدة.',
    childWeeklyReport_two: 'أسبوع {{childName}}: جلستان.',
    childWeeklyReport_few: 'أسبوع {{childName}}: {{count}} جلسات.',
    childWeeklyReport_many: 'أسبوع {{childName}}: {{count}} جلسة.',
    childWeeklyReport_other: 'أسبوع {{childName}}: {{count}} جلسة.',
    // A booked lesson is «درس» (a live session is «جلسة»: docs/glossary.md). «حجز من»،
    // «إلغاء من»، «تغيير موعد من» name the person without a verb that would have to
    // agree with their gender; a Sheikh whose profile gives one is named with the verb.
    lessonsBooked_zero: 'حجز جديد من {{studentName}}: لا دروس.',
    lessonsBooked_one: 'حجز جديد من {{studentName}}: درس واحد يوم {{date}} الساعة {{time}}.',
    lessonsBooked_two: 'حجز جديد من {{studentName}}: درسان، أولهما يوم {{date}} الساعة {{time}}.',
    lessonsBooked_few:
      'حجز جديد من {{studentName}}: {{count}} دروس، أولها يوم {{date}} الساعة {{time}}.',
    lessonsBooked_many:
      'حجز جديد من {{studentName}}: {{count}} درسًا، أولها يوم {{date}} الساعة {{time}}.',
    lessonsBooked_other:
      'حجز جديد من {{studentName}}: {{count}} درس، أولها يوم {{date}} الساعة {{time}}.',
    lessonCancelled: 'إلغاء من {{name}}: درس يوم {{date}} الساعة {{time}}.',
    lessonCancelled_male: 'ألغى {{name}} درسًا يوم {{date}} الساعة {{time}}.',
    lessonCancelled_female: 'ألغت {{name}} درسًا يوم {{date}} الساعة {{time}}.',
    lessonsCancelled_zero: 'إلغاء من {{name}}: لا دروس.',
    lessonsCancelled_one: 'إلغاء من {{name}}: درس واحد ابتداءً من {{date}}.',
    lessonsCancelled_two: 'إلغاء من {{name}}: درسان ابتداءً من {{date}}.',
    lessonsCancelled_few: 'إلغاء من {{name}}: {{count}} دروس ابتداءً من {{date}}.',
    lessonsCancelled_many: 'إلغاء من {{name}}: {{count}} درسًا ابتداءً من {{date}}.',
    lessonsCancelled_other: 'إلغاء من {{name}}: {{count}} درس ابتداءً من {{date}}.',
    lessonMoved:
      'تغيير موعد من {{studentName}}: درس يوم {{previousDate}} أصبح يوم {{date}} الساعة {{time}}.',
    // The lesson is the subject: nothing agrees with the other person's gender.
    lessonReminder_day: 'درس مع {{name}} غدًا الساعة {{time}}.',
    lessonReminder_soon: 'درس مع {{name}} بعد 15 دقيقة.',
  },
  weekFigures:
    'الآيات: السبق {{sabaqAyat}} · السبقي {{sabqiAyat}} · المنزل {{manzilAyat}}. الواجبات: المقبولة {{accepted}} · الفائتة {{missing}}. صفحات مستحقة المراجعة: {{pagesDue}}.',
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
    callNotifications: 'المكالمات (الفائتة والمرفوضة) وحضور المشايخ الذين تتابعهم',
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
  reminder: {
    title: 'المراجعة',
    daily: 'تذكير يومي بالمراجعة',
    time: 'وقت التذكير',
    timeZone: 'بتوقيت منطقتك الزمنية، {{timeZone}}',
    needsSessions: 'يصل التذكير ما دامت «الجلسات والتقييمات» مفعّلة.',
    loadFailed: 'تعذّر تحميل تذكير المراجعة.',
  },
};
