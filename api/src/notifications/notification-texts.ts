import { isolate } from '@app/shared/bidi';
import type { ArabicPluralForm, EnglishPluralForm } from '@app/shared/plural-forms';
import {
  callBackPath,
  type Gender,
  type PushAction,
  type ReportReason,
  type Role,
  type WeeklyReportFigures,
} from '@app/shared/protocol';
import { counted, type Counted } from './counted-text';
import { LESSON_TEXTS } from './lesson-texts';
import type { NotificationParams, NotificationType, PushLanguage } from './notification-types';

export interface RenderedText {
  title: string;
  body: string;
}

/** An incoming call is pushed, never stored: it has its own params. */
export interface IncomingCallParams {
  studentName: string;
}

type Renderers = {
  [T in NotificationType]: (params: NotificationParams<T>) => RenderedText;
} & { incomingCall: (params: IncomingCallParams) => RenderedText };

const ROLE_NAMES: Record<PushLanguage, Partial<Record<Role, string>>> = {
  en: { student: 'student', teacher: 'Sheikh', guardian: 'guardian' },
  ar: { student: 'طالب', teacher: 'شيخ', guardian: 'وليّ أمر' },
};

const REPORT_REASON_NAMES: Record<PushLanguage, Record<ReportReason, string>> = {
  en: {
    inappropriate_behaviour: 'Inappropriate behaviour',
    safety_concern: 'Safety concern',
    contact_details: 'Contact details asked or shared',
    other: 'Other',
  },
  ar: {
    inappropriate_behaviour: 'سلوك غير لائق',
    safety_concern: 'مخاوف تتعلق بالسلامة',
    contact_details: 'طلب وسيلة تواصل أو مشاركتها',
    other: 'سبب آخر',
  },
};

// A declined call in Arabic agrees with the Sheikh: «اعتذر» / «اعتذرت», or a verbless «اعتذار من»
// when the profile gives no gender.
const DECLINED_TITLE_AR: Record<Gender | 'neutral', string> = {
  male: 'الشيخ غير متاح الآن',
  female: 'المعلّمة غير متاحة الآن',
  neutral: 'تعذّر استقبال مكالمتك الآن',
};
const DECLINED_OPENING_AR: Record<Gender | 'neutral', string> = {
  male: 'اعتذر',
  female: 'اعتذرت',
  neutral: 'اعتذار من',
};

const PAGES_DUE_EN: Counted<EnglishPluralForm> = {
  one: (count) => `${count} page due for revision`,
  other: (count) => `${count} pages due for revision`,
};

// «صفحتان», not «2 صفحات»: Arabic counts in six forms.
const PAGES_DUE_AR: Counted<ArabicPluralForm> = {
  zero: () => 'لا صفحات للمراجعة اليوم',
  one: () => 'صفحة واحدة للمراجعة اليوم',
  two: () => 'صفحتان للمراجعة اليوم',
  few: (count) => `${isolate(String(count))} صفحات للمراجعة اليوم`,
  many: (count) => `${isolate(String(count))} صفحة للمراجعة اليوم`,
  other: (count) => `${isolate(String(count))} صفحة للمراجعة اليوم`,
};

const LESSONS_EN: Counted<EnglishPluralForm> = {
  one: (count) => `${count} lesson`,
  other: (count) => `${count} lessons`,
};

// A lesson is a session («جلسة», never «درس»), counted in six forms.
const LESSONS_AR: Counted<ArabicPluralForm> = {
  zero: () => 'لا جلسات',
  one: () => 'جلسة واحدة',
  two: () => 'جلستان',
  few: (count) => `${isolate(String(count))} جلسات`,
  many: (count) => `${isolate(String(count))} جلسة`,
  other: (count) => `${isolate(String(count))} جلسة`,
};

// A week's other figures follow their labels ("sabaq 10"), so no noun has to agree with them
// and only the lessons are counted.
const WEEK_FIGURES: Record<PushLanguage, (figures: WeeklyReportFigures) => string> = {
  en: (f) =>
    `Ayat: sabaq ${f.sabaqAyat} · sabqi ${f.sabqiAyat} · manzil ${f.manzilAyat}. ` +
    `Homework: accepted ${f.accepted} · missing ${f.missing}. ` +
    `Pages due for revision: ${f.pagesDue}.`,
  ar: (f) => {
    const n = (value: number) => isolate(String(value));
    return (
      `الآيات: السبق ${n(f.sabaqAyat)} · السبقي ${n(f.sabqiAyat)} · المنزل ${n(f.manzilAyat)}. ` +
      `الواجبات: المقبولة ${n(f.accepted)} · الفائتة ${n(f.missing)}. ` +
      `صفحات مستحقة المراجعة: ${n(f.pagesDue)}.`
    );
  },
};

// The server's own texts, for push and email only; the app renders its notifications from
// type and params with its own translations.
const TEXTS: Record<PushLanguage, Renderers> = {
  en: {
    incomingCall: ({ studentName }) => ({
      title: 'Incoming call',
      body: `${studentName} is calling you.`,
    }),
    missedCall: ({ studentName, reason }) => ({
      title: 'Missed call',
      body:
        reason === 'noAnswer'
          ? `${studentName} called you and the call was not answered.`
          : `${studentName} tried to call you while you were away.`,
    }),
    callDeclined: ({ teacherName }) => ({
      title: 'Sheikh not available right now',
      body: `${teacherName} cannot take your call right now. Please try again later or call another Sheikh.`,
    }),
    ratingReceived: ({ studentName, rating }) => ({
      title: 'New rating',
      body: `${studentName} rated your session ${rating} out of 5.`,
    }),
    accountActivated: () => ({
      title: 'Your account is active',
      body: 'An administrator activated your account. You can sign in now.',
    }),
    accountBanned: () => ({
      title: 'Your account was deactivated',
      body: 'An administrator deactivated your account. Contact support if you think this is a mistake.',
    }),
    registrationPending: ({ name, role }) => ({
      title: 'New application awaiting review',
      body: `${name} applied as a ${ROLE_NAMES.en[role]} and is waiting for review.`,
    }),
    followedTeacherOnline: ({ teacherName }) => ({
      title: 'A Sheikh you follow is online',
      body: `${teacherName} is online now. Call while the Sheikh is available.`,
    }),
    reportFiled: ({ reason, reportedName }) => ({
      title: reason === 'safety_concern' ? 'Safety concern reported' : 'New report',
      body: `${REPORT_REASON_NAMES.en[reason]}: a report about ${reportedName} awaits review.`,
    }),
    childLessonStarted: ({ childName, teacherName }) => ({
      title: `${childName}'s session has started`,
      body: `${childName} is in a session with ${teacherName}. Follow it from Family.`,
    }),
    childLessonEnded: ({ childName, teacherName, minutes }) => ({
      title: `${childName}'s session has ended`,
      body: `${childName}'s session with ${teacherName} lasted ${minutes} min.`,
    }),
    revisionDue: ({ pages }) => ({
      title: counted('en', PAGES_DUE_EN, pages),
      body: 'The pages to revise today are on your memorisation record.',
    }),
    homeworkSubmitted: ({ studentName }) => ({
      title: 'A recitation to review',
      body: `${studentName} sent a recorded recitation of their homework.`,
    }),
    weeklyReport: (figures) => ({
      title: `Your week: ${counted('en', LESSONS_EN, figures.lessons)}`,
      body: WEEK_FIGURES.en(figures),
    }),
    childWeeklyReport: ({ childName, ...figures }) => ({
      title: `${childName}'s week: ${counted('en', LESSONS_EN, figures.lessons)}`,
      body: WEEK_FIGURES.en(figures),
    }),
    ...LESSON_TEXTS.en,
  },
  // Names are isolated (FSI ... PDI), so a Latin name cannot turn the Arabic line around; the
  // sentences name a student without a verb that would have to agree with their gender, and a
  // Sheikh's follow the Sheikh's (a neutral wording when the profile does not say).
  ar: {
    incomingCall: ({ studentName }) => ({
      title: 'مكالمة واردة',
      body: `مكالمة واردة من ${isolate(studentName)}.`,
    }),
    missedCall: ({ studentName, reason }) => ({
      title: 'مكالمة فائتة',
      body:
        reason === 'noAnswer'
          ? `مكالمة فائتة من ${isolate(studentName)}: لم يُجَب عنها في الوقت المحدد.`
          : `مكالمة فائتة من ${isolate(studentName)} أثناء غيابك.`,
    }),
    callDeclined: ({ teacherName, teacherGender }) => ({
      title: DECLINED_TITLE_AR[teacherGender ?? 'neutral'],
      body: `${DECLINED_OPENING_AR[teacherGender ?? 'neutral']} ${isolate(teacherName)} عن استقبال مكالمتك الآن. حاول لاحقًا أو اتصل بشيخ آخر.`,
    }),
    ratingReceived: ({ studentName, rating }) => ({
      title: 'تقييم جديد',
      body: `تقييم جديد لجلستك من ${isolate(studentName)}: ${isolate(String(rating))} من 5.`,
    }),
    accountActivated: () => ({
      title: 'تم تفعيل حسابك',
      body: 'فعّل أحد المشرفين حسابك. يمكنك تسجيل الدخول الآن.',
    }),
    accountBanned: () => ({
      title: 'تم إيقاف حسابك',
      body: 'أوقف أحد المشرفين حسابك. تواصل مع الدعم إذا كنت تظن أن هذا خطأ.',
    }),
    registrationPending: ({ name, role }) => ({
      title: 'طلب جديد بانتظار المراجعة',
      body: `طلب جديد بانتظار المراجعة: ${isolate(name)} بصفة ${ROLE_NAMES.ar[role]}.`,
    }),
    // The Sheikh's gender, when the profile gives it, makes the sentence agree; without it the
    // wording names no verb or adjective that would have to.
    followedTeacherOnline: ({ teacherName, gender }) =>
      gender === 'female'
        ? {
            title: 'شيخة تتابعها متاحة الآن',
            body: `${isolate(teacherName)} متاحة الآن. اتصل بها ما دامت متاحة.`,
          }
        : gender === 'male'
          ? {
              title: 'شيخ تتابعه متاح الآن',
              body: `${isolate(teacherName)} متاح الآن. اتصل به ما دام متاحًا.`,
            }
          : {
              title: 'ممن تتابعهم من المشايخ',
              body: `أصبح بإمكانك الاتصال بـ${isolate(teacherName)} الآن.`,
            },
    reportFiled: ({ reason, reportedName }) => ({
      title: reason === 'safety_concern' ? 'بلاغ عن مخاوف تتعلق بالسلامة' : 'بلاغ جديد',
      body: `${REPORT_REASON_NAMES.ar[reason]}: بلاغ عن ${isolate(reportedName)} بانتظار المراجعة.`,
    }),
    childLessonStarted: ({ childName, teacherName }) => ({
      title: `بدأت جلسة ${isolate(childName)}`,
      body: `بدأت جلسة ${isolate(childName)} مع ${isolate(teacherName)}. يمكنك متابعتها من صفحة العائلة.`,
    }),
    childLessonEnded: ({ childName, teacherName, minutes }) => ({
      title: `انتهت جلسة ${isolate(childName)}`,
      body: `انتهت جلسة ${isolate(childName)} مع ${isolate(teacherName)}، ومدتها ${minutes} د.`,
    }),
    revisionDue: ({ pages }) => ({
      title: counted('ar', PAGES_DUE_AR, pages),
      body: 'الصفحات المطلوب مراجعتها اليوم في سجل الحفظ.',
    }),
    homeworkSubmitted: ({ studentName }) => ({
      title: 'تلاوة بانتظار مراجعتك',
      body: `وصل تسجيل لتلاوة الواجب من ${isolate(studentName)}.`,
    }),
    weeklyReport: (figures) => ({
      title: `أسبوعك: ${counted('ar', LESSONS_AR, figures.lessons)}`,
      body: WEEK_FIGURES.ar(figures),
    }),
    // The week is the sentence's subject, so nothing agrees with the child's gender.
    childWeeklyReport: ({ childName, ...figures }) => ({
      title: `أسبوع ${isolate(childName)}: ${counted('ar', LESSONS_AR, figures.lessons)}`,
      body: WEEK_FIGURES.ar(figures),
    }),
    ...LESSON_TEXTS.ar,
  },
};

/** A message to render: a stored notification's type and params, or an incoming call. */
export type Message =
  | { [T in NotificationType]: { type: T; params: NotificationParams<T> } }[NotificationType]
  | { type: 'incomingCall'; params: IncomingCallParams };

/** The title and body of a message in one language. */
export function renderText(message: Message, language: PushLanguage): RenderedText {
  const render = TEXTS[language][message.type] as (params: Message['params']) => RenderedText;
  return render(message.params);
}

/** Where a click on the message leads in the app. */
export function messageUrl(message: Message): string {
  switch (message.type) {
    case 'incomingCall':
    case 'missedCall':
    case 'callDeclined':
    case 'ratingReceived':
    case 'followedTeacherOnline':
      return '/main';
    // The upcoming lessons are listed on /main, for both sides.
    case 'lessonsBooked':
    case 'lessonCancelled':
    case 'lessonMoved':
    case 'lessonReminder':
      return '/main';
    case 'registrationPending':
      return '/users';
    case 'reportFiled':
      return '/reports';
    case 'childLessonStarted':
    case 'childLessonEnded':
    case 'childWeeklyReport':
      return '/family';
    case 'revisionDue':
    case 'weeklyReport':
      return '/record';
    case 'homeworkSubmitted':
      return `/record?student=${encodeURIComponent(message.params.studentId)}`;
    case 'accountActivated':
    case 'accountBanned':
      return '/';
  }
}

const ACTION_TITLES: Record<PushLanguage, Record<PushAction['action'], string>> = {
  en: { callBack: 'Call back' },
  ar: { callBack: 'معاودة الاتصال' },
};

/**
 * The message's buttons in one language: a declined call offers to call the Sheikh again (calls
 * go from students to teachers only, so a teacher's missed call has none: its click opens the
 * waiting room).
 */
export function messageActions(message: Message, language: PushLanguage): PushAction[] {
  if (message.type !== 'callDeclined') return [];
  return [
    {
      action: 'callBack',
      title: ACTION_TITLES[language].callBack,
      url: callBackPath(message.params.teacherId),
    },
  ];
}
