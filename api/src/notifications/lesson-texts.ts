import { isolate } from '@app/shared/bidi';
import { formatDate, formatTime } from '@app/shared/format';
import type { ArabicPluralForm, EnglishPluralForm } from '@app/shared/plural-forms';
import type { Gender } from '@app/shared/protocol';
import { knownTimeZone } from '@app/shared/local-clock';
import { counted, type Counted } from './counted-text';
import type { NotificationParams, PushLanguage } from './notification-types';

// The push and mail texts about booked lessons (docs/booking.md#reminders-and-notices). Each
// time is shown on the recipient's clock (the zone the params carry) in the apps' one style
// of dates and times; the bell formats the same params on the browser's clock.

type LessonType = 'lessonsBooked' | 'lessonCancelled' | 'lessonMoved' | 'lessonReminder';

type LessonRenderers = {
  [T in LessonType]: (params: NotificationParams<T>) => { title: string; body: string };
};

/** A date and a time on one clock, in one language. */
interface Clock {
  date(instant: string): string;
  time(instant: string): string;
}

// A zone this Intl no longer knows would throw and lose the whole push: its times are then
// given in UTC rather than not at all.
function clockOf(language: PushLanguage, timeZone: string): Clock {
  const zone = knownTimeZone(timeZone) ?? 'UTC';
  // In Arabic a date or time is isolated, so its digits cannot turn the sentence around.
  const wrap = language === 'ar' ? isolate : (text: string) => text;
  return {
    date: (instant) => wrap(formatDate(instant, language, zone)),
    time: (instant) => wrap(formatTime(instant, language, zone)),
  };
}

const BOOKED_EN = (name: string, date: string, time: string): Counted<EnglishPluralForm> => ({
  one: () => `${name} booked a lesson on ${date} at ${time}.`,
  other: (count) => `${name} booked ${count} lessons, first on ${date} at ${time}.`,
});

// A booked lesson is «درس» (a live session is «جلسة»: docs/glossary.md), counted in six forms; «حجز من» names the student without a
// verb that would have to agree with the student's gender.
const BOOKED_AR = (name: string, date: string, time: string): Counted<ArabicPluralForm> => ({
  zero: () => `حجز جديد من ${name}: لا دروس.`,
  one: () => `حجز جديد من ${name}: درس واحد يوم ${date} الساعة ${time}.`,
  two: () => `حجز جديد من ${name}: درسان، أولهما يوم ${date} الساعة ${time}.`,
  few: (count) =>
    `حجز جديد من ${name}: ${isolate(String(count))} دروس، أولها يوم ${date} الساعة ${time}.`,
  many: (count) =>
    `حجز جديد من ${name}: ${isolate(String(count))} درسًا، أولها يوم ${date} الساعة ${time}.`,
  other: (count) =>
    `حجز جديد من ${name}: ${isolate(String(count))} درس، أولها يوم ${date} الساعة ${time}.`,
});

// Several lessons of a series cancelled at once: verbless, so no gender is needed.
const CANCELLED_AR = (name: string, date: string): Counted<ArabicPluralForm> => ({
  zero: () => `إلغاء من ${name}: لا دروس.`,
  one: () => `إلغاء من ${name}: درس واحد ابتداءً من ${date}.`,
  two: () => `إلغاء من ${name}: درسان ابتداءً من ${date}.`,
  few: (count) => `إلغاء من ${name}: ${isolate(String(count))} دروس ابتداءً من ${date}.`,
  many: (count) => `إلغاء من ${name}: ${isolate(String(count))} درسًا ابتداءً من ${date}.`,
  other: (count) => `إلغاء من ${name}: ${isolate(String(count))} درس ابتداءً من ${date}.`,
});

// One lesson cancelled: the verb agrees with a Sheikh whose profile gives a gender; otherwise
// (a student, or a Sheikh who did not say) a verbless «إلغاء من».
const CANCELLED_ONE_AR: Record<Gender | 'neutral', (name: string, when: string) => string> = {
  male: (name, when) => `ألغى ${name} درسًا ${when}.`,
  female: (name, when) => `ألغت ${name} درسًا ${when}.`,
  neutral: (name, when) => `إلغاء من ${name}: درس ${when}.`,
};

export const LESSON_TEXTS: Record<PushLanguage, LessonRenderers> = {
  en: {
    lessonsBooked: ({ studentName, count, startsAt, timeZone }) => {
      const clock = clockOf('en', timeZone);
      const forms = BOOKED_EN(studentName, clock.date(startsAt), clock.time(startsAt));
      return { title: 'New booking', body: counted('en', forms, count) };
    },
    lessonCancelled: ({ name, count, startsAt, timeZone }) => {
      const clock = clockOf('en', timeZone);
      return count === 1
        ? {
            title: 'Lesson cancelled',
            body: `${name} cancelled the lesson on ${clock.date(startsAt)} at ${clock.time(startsAt)}.`,
          }
        : {
            title: 'Lessons cancelled',
            body: `${name} cancelled ${count} lessons from ${clock.date(startsAt)}.`,
          };
    },
    lessonMoved: ({ studentName, previousStartsAt, startsAt, timeZone }) => {
      const clock = clockOf('en', timeZone);
      return {
        title: 'Lesson moved',
        body: `${studentName} moved the lesson of ${clock.date(previousStartsAt)} to ${clock.date(startsAt)} at ${clock.time(startsAt)}.`,
      };
    },
    lessonReminder: ({ name, before, startsAt, timeZone }) =>
      before === 'day'
        ? {
            title: 'Lesson tomorrow',
            body: `Lesson with ${name} tomorrow at ${clockOf('en', timeZone).time(startsAt)}.`,
          }
        : { title: 'Lesson starting soon', body: `Lesson with ${name} in 15 minutes.` },
  },
  // Names are isolated, as in every Arabic text of the server.
  ar: {
    lessonsBooked: ({ studentName, count, startsAt, timeZone }) => {
      const clock = clockOf('ar', timeZone);
      const forms = BOOKED_AR(isolate(studentName), clock.date(startsAt), clock.time(startsAt));
      return { title: 'حجز جديد', body: counted('ar', forms, count) };
    },
    lessonCancelled: ({ name, count, startsAt, timeZone, teacherGender }) => {
      const clock = clockOf('ar', timeZone);
      if (count > 1) {
        const forms = CANCELLED_AR(isolate(name), clock.date(startsAt));
        return { title: 'إلغاء دروس', body: counted('ar', forms, count) };
      }
      const when = `يوم ${clock.date(startsAt)} الساعة ${clock.time(startsAt)}`;
      return {
        title: 'إلغاء درس',
        body: CANCELLED_ONE_AR[teacherGender ?? 'neutral'](isolate(name), when),
      };
    },
    lessonMoved: ({ studentName, previousStartsAt, startsAt, timeZone }) => {
      const clock = clockOf('ar', timeZone);
      return {
        title: 'تغيير موعد درس',
        body: `تغيير موعد من ${isolate(studentName)}: درس يوم ${clock.date(previousStartsAt)} أصبح يوم ${clock.date(startsAt)} الساعة ${clock.time(startsAt)}.`,
      };
    },
    // The lesson is the subject: nothing agrees with the other person's gender.
    lessonReminder: ({ name, before, startsAt, timeZone }) =>
      before === 'day'
        ? {
            title: 'درس غدًا',
            body: `درس مع ${isolate(name)} غدًا الساعة ${clockOf('ar', timeZone).time(startsAt)}.`,
          }
        : { title: 'درس بعد قليل', body: `درس مع ${isolate(name)} بعد 15 دقيقة.` },
  },
};
