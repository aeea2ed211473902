import { formatDate, formatTime, initI18n, type AppNotification } from '@app/shared';
import { registerNotificationTranslations } from '../../../src/features/notifications/i18n/translations';
import { notificationText } from '../../../src/features/notifications/text/notification-text';

// The bell's texts about booked lessons. The browser's clock is the test's choice: Karachi,
// so 13:00Z reads 18:00 whatever zone the machine running the tests is in.
const ZONE = 'Asia/Karachi';
const clockIn = (language: string) => ({
  date: (value: string | number | Date) => formatDate(value, language, ZONE),
  time: (value: string | number | Date) => formatTime(value, language, ZONE),
});

const MON = '2027-03-22T13:00:00.000Z';
const WED = '2027-03-24T13:00:00.000Z';
const IDS = {
  bookingId: '0190a0f0-0000-7000-8000-000000000001',
  lessonId: '0190a0f0-0000-7000-8000-000000000002',
  studentId: '0190a0f0-0000-7000-8000-000000000003',
};

const notification = (fields: Pick<AppNotification, 'type' | 'params'>): AppNotification =>
  ({
    _id: 'n1',
    status: 'unread',
    createdAt: '2027-03-15T09:00:00.000Z',
    ...fields,
  }) as AppNotification;

const booked = (count: number) =>
  notification({
    type: 'lessonsBooked',
    params: { ...IDS, studentName: 'Yusuf', count, startsAt: MON, timeZone: 'Europe/London' },
  });

const cancelled = (count: number, teacherGender?: 'female' | 'male') =>
  notification({
    type: 'lessonCancelled',
    params: {
      bookingId: IDS.bookingId,
      name: 'Amina',
      count,
      startsAt: MON,
      timeZone: 'Europe/London',
      ...(teacherGender ? { teacherGender } : {}),
    },
  });

const reminder = (before: 'day' | 'soon') =>
  notification({
    type: 'lessonReminder',
    params: { lessonId: IDS.lessonId, name: 'Amina', before, startsAt: MON, timeZone: 'UTC' },
  });

const moved = notification({
  type: 'lessonMoved',
  params: {
    lessonId: IDS.lessonId,
    studentId: IDS.studentId,
    studentName: 'Yusuf',
    previousStartsAt: MON,
    startsAt: WED,
    timeZone: 'UTC',
  },
});

const n = (value: string | number) => `\u2068${value}\u2069`;

beforeAll(async () => {
  await initI18n();
  registerNotificationTranslations();
});

it('tells a Sheikh of a booking, counted, on the browser’s clock', async () => {
  const i18n = await initI18n();
  await i18n.changeLanguage('en');
  const en = (item: AppNotification) => notificationText(i18n.t, item, clockIn('en'));
  expect(en(booked(1))).toBe('Yusuf booked a lesson on Mar 22, 2027 at 18:00.');
  expect(en(booked(5))).toBe('Yusuf booked 5 lessons, first on Mar 22, 2027 at 18:00.');

  await i18n.changeLanguage('ar');
  const ar = (item: AppNotification) => notificationText(i18n.t, item, clockIn('ar'));
  const opening = `حجز جديد من ${n('Yusuf')}: `;
  const at = `يوم ${n('22 مارس 2027')} الساعة ${n('18:00')}.`;
  expect([1, 2, 3, 11, 100].map((count) => ar(booked(count)))).toEqual([
    `${opening}درس واحد ${at}`,
    `${opening}درسان، أولهما ${at}`,
    `${opening}${n(3)} دروس، أولها ${at}`,
    `${opening}${n(11)} درسًا، أولها ${at}`,
    `${opening}${n(100)} درس، أولها ${at}`,
  ]);
});

it('tells of a cancelled lesson with its time, and of a series counted from its first date', async () => {
  const i18n = await initI18n();
  await i18n.changeLanguage('en');
  const en = (item: AppNotification) => notificationText(i18n.t, item, clockIn('en'));
  expect(en(cancelled(1))).toBe('Amina cancelled the lesson on Mar 22, 2027 at 18:00.');
  expect(en(cancelled(4))).toBe('Amina cancelled 4 lessons from Mar 22, 2027.');

  await i18n.changeLanguage('ar');
  const ar = (item: AppNotification) => notificationText(i18n.t, item, clockIn('ar'));
  const when = `يوم ${n('22 مارس 2027')} الساعة ${n('18:00')}.`;
  // A student, or a Sheikh who gave no gender: no verb. A Sheikh who did: the verb agrees.
  expect(ar(cancelled(1))).toBe(`إلغاء من ${n('Amina')}: درس ${when}`);
  expect(ar(cancelled(1, 'female'))).toBe(`ألغت ${n('Amina')} درسًا ${when}`);
  expect(ar(cancelled(1, 'male'))).toBe(`ألغى ${n('Amina')} درسًا ${when}`);
  const from = `ابتداءً من ${n('22 مارس 2027')}.`;
  expect([2, 3, 11].map((count) => ar(cancelled(count, 'female')))).toEqual([
    `إلغاء من ${n('Amina')}: درسان ${from}`,
    `إلغاء من ${n('Amina')}: ${n(3)} دروس ${from}`,
    `إلغاء من ${n('Amina')}: ${n(11)} درسًا ${from}`,
  ]);
});

it('tells a Sheikh of a moved lesson, and both sides of a lesson a day and 15 minutes ahead', async () => {
  const i18n = await initI18n();
  await i18n.changeLanguage('en');
  const en = (item: AppNotification) => notificationText(i18n.t, item, clockIn('en'));
  expect(en(moved)).toBe('Yusuf moved the lesson of Mar 22, 2027 to Mar 24, 2027 at 18:00.');
  expect(en(reminder('day'))).toBe('Lesson with Amina tomorrow at 18:00.');
  expect(en(reminder('soon'))).toBe('Lesson with Amina in 15 minutes.');

  await i18n.changeLanguage('ar');
  const ar = (item: AppNotification) => notificationText(i18n.t, item, clockIn('ar'));
  expect(ar(moved)).toBe(
    `تغيير موعد من ${n('Yusuf')}: درس يوم ${n('22 مارس 2027')} أصبح يوم ${n('24 مارس 2027')} الساعة ${n('18:00')}.`,
  );
  expect(ar(reminder('day'))).toBe(`درس مع ${n('Amina')} غدًا الساعة ${n('18:00')}.`);
  // Without a clock given, the page's language and the browser's zone.
  expect(notificationText(i18n.t, reminder('soon'))).toBe(`درس مع ${n('Amina')} بعد 15 دقيقة.`);
});
