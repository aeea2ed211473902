import { initI18n, type AppNotification } from '@app/shared';
import { registerNotificationTranslations } from '../../../src/features/notifications/i18n/translations';
import { notificationText } from '../../../src/features/notifications/text/notification-text';

const FIGURES = {
  lessons: 3,
  sabaqAyat: 10,
  sabqiAyat: 40,
  manzilAyat: 7,
  accepted: 1,
  missing: 0,
  pagesDue: 5,
};

const week = (lessons: number): AppNotification => ({
  _id: 'n1',
  type: 'weeklyReport',
  params: { ...FIGURES, lessons },
  status: 'unread',
  createdAt: '2026-03-09T00:01:00.000Z',
});

const childWeek = (lessons: number): AppNotification => ({
  _id: 'n2',
  type: 'childWeeklyReport',
  params: { ...FIGURES, lessons, childId: 'c1', childName: 'Yusuf' },
  status: 'unread',
  createdAt: '2026-03-09T00:01:00.000Z',
});

const n = (value: number) => `\u2068${value}\u2069`;

beforeAll(async () => {
  await initI18n();
  registerNotificationTranslations();
});

it("says the student's week: its lessons counted, the other figures by their labels", async () => {
  const i18n = await initI18n();
  await i18n.changeLanguage('en');
  expect(notificationText(i18n.t, week(1))).toBe(
    'Your week: 1 lesson. Ayat: sabaq 10 · sabqi 40 · manzil 7. Homework: accepted 1 · missing 0. Pages due for revision: 5.',
  );
  expect(notificationText(i18n.t, week(3))).toMatch(/^Your week: 3 lessons\. Ayat:/);
  await i18n.changeLanguage('ar');
  expect(notificationText(i18n.t, week(3))).toBe(
    `أسبوعك: ${n(3)} جلسات. الآيات: السبق ${n(10)} · السبقي ${n(40)} · المنزل ${n(7)}. الواجبات: المقبولة ${n(1)} · الفائتة ${n(0)}. صفحات مستحقة المراجعة: ${n(5)}.`,
  );
  const titles = [0, 1, 2, 11, 100].map(
    (lessons) => notificationText(i18n.t, week(lessons)).split('. ')[0],
  );
  expect(titles).toEqual([
    'أسبوعك: لا جلسات',
    'أسبوعك: جلسة واحدة',
    'أسبوعك: جلستان',
    `أسبوعك: ${n(11)} جلسة`,
    `أسبوعك: ${n(100)} جلسة`,
  ]);
});

it("tells a guardian of the child's week, in Arabic without the child's gender", async () => {
  const i18n = await initI18n();
  await i18n.changeLanguage('en');
  expect(notificationText(i18n.t, childWeek(2))).toMatch(/^Yusuf's week: 2 lessons\. Ayat:/);
  await i18n.changeLanguage('ar');
  expect(notificationText(i18n.t, childWeek(2))).toMatch(
    /^أسبوع \u2068Yusuf\u2069: جلستان\. الآيات:/,
  );
});
