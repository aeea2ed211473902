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
  expect(notificationText(i18n.t, online())).toBe(
    '\u2068Amina\u2069، الشيخ الذي تتابعه، متاح الآن.',
  );
  expect(notificationText(i18n.t, online('female'))).toBe(
    '\u2068Amina\u2069، الشيخة التي تتابعها، متاحة الآن.',
  );
  expect(notificationText(i18n.t, online('male'))).toBe(
    '\u2068Amina\u2069، الشيخ الذي تتابعه، متاح الآن.',
  );
});
