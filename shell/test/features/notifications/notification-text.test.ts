import { initI18n, type AppNotification } from '@app/shared';
import { registerNotificationTranslations } from '../../../src/features/notifications/i18n/translations';
import { notificationText } from '../../../src/features/notifications/text/notification-text';

const online = (gender?: 'female' | 'male'): AppNotification => ({
  _id: 'n1',
  type: 'followedTeacherOnline',
  params: { teacherId: 't1', teacherName: 'Amina', ...(gender ? { gender } : {}) },
  status: 'unread',
  createdAt: '2026-11-27T04:00:00.000Z',
});

beforeAll(async () => {
  await initI18n();
  registerNotificationTranslations();
});

it('says a followed Sheikh is online, agreeing with the Sheikh in Arabic', async () => {
  const i18n = await initI18n();
  await i18n.changeLanguage('en');
  expect(notificationText(i18n.t, online())).toBe('Amina, a Sheikh you follow, is online now.');
  await i18n.changeLanguage('ar');
  // A profile that does not say: a sentence that needs no gender.
  expect(notificationText(i18n.t, online())).toBe('أصبح بإمكانك الاتصال بـ\u2068Amina\u2069 الآن.');
  expect(notificationText(i18n.t, online('female'))).toBe(
    '\u2068Amina\u2069، الشيخة التي تتابعها، متاحة الآن.',
  );
  expect(notificationText(i18n.t, online('male'))).toBe(
    '\u2068Amina\u2069، الشيخ الذي تتابعه، متاح الآن.',
  );
});

const childLesson = (minutes?: number): AppNotification => ({
  _id: 'n2',
  ...(minutes === undefined
    ? {
        type: 'childLessonStarted',
        params: { childId: 'c1', childName: 'Yusuf', teacherName: 'Amina', meetingId: 'm1' },
      }
    : {
        type: 'childLessonEnded',
        params: {
          childId: 'c1',
          childName: 'Yusuf',
          teacherName: 'Amina',
          meetingId: 'm1',
          minutes,
        },
      }),
  status: 'unread',
  createdAt: '2026-11-27T04:00:00.000Z',
});

it("tells a guardian of a child's session, in Arabic without the child's gender", async () => {
  const i18n = await initI18n();
  await i18n.changeLanguage('en');
  expect(notificationText(i18n.t, childLesson())).toBe(
    "Yusuf's session with Amina has started. You can watch it from Family.",
  );
  expect(notificationText(i18n.t, childLesson(1))).toBe(
    "Yusuf's session with Amina has ended after 1 minute.",
  );
  expect(notificationText(i18n.t, childLesson(25))).toBe(
    "Yusuf's session with Amina has ended after 25 minutes.",
  );
  await i18n.changeLanguage('ar');
  expect(notificationText(i18n.t, childLesson())).toBe(
    'بدأت جلسة \u2068Yusuf\u2069 مع \u2068Amina\u2069. يمكنك مشاهدتها من صفحة العائلة.',
  );
  expect(notificationText(i18n.t, childLesson(2))).toBe(
    'انتهت جلسة \u2068Yusuf\u2069 مع \u2068Amina\u2069 بعد دقيقتين.',
  );
  expect(notificationText(i18n.t, childLesson(5))).toBe(
    'انتهت جلسة \u2068Yusuf\u2069 مع \u2068Amina\u2069 بعد \u20685\u2069 دقائق.',
  );
});

const revisionDue = (pages: number): AppNotification => ({
  _id: 'n3',
  type: 'revisionDue',
  params: { pages },
  status: 'unread',
  createdAt: '2026-11-27T04:00:00.000Z',
});

it('counts the pages due for revision, in all six Arabic forms', async () => {
  const i18n = await initI18n();
  await i18n.changeLanguage('en');
  expect(notificationText(i18n.t, revisionDue(1))).toBe('1 page due for revision today.');
  expect(notificationText(i18n.t, revisionDue(3))).toBe('3 pages due for revision today.');
  await i18n.changeLanguage('ar');
  expect(notificationText(i18n.t, revisionDue(1))).toBe('صفحة واحدة للمراجعة اليوم.');
  expect(notificationText(i18n.t, revisionDue(2))).toBe('صفحتان للمراجعة اليوم.');
  expect(notificationText(i18n.t, revisionDue(3))).toBe('\u20683\u2069 صفحات للمراجعة اليوم.');
  expect(notificationText(i18n.t, revisionDue(11))).toBe('\u206811\u2069 صفحة للمراجعة اليوم.');
  expect(notificationText(i18n.t, revisionDue(100))).toBe('\u2068100\u2069 صفحة للمراجعة اليوم.');
});
