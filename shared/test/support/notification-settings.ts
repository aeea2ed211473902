import type { NotificationPreferences, NotificationPreferencesResult } from '@app/shared/protocol';

/**
 * Notification settings as `GET /notifications/preferences` answers them: every kind on, push
 * and desktop available, email not. Tests change only what they are about.
 */
export function makeNotificationSettings(
  preferences: Partial<NotificationPreferences> = {},
  rest: Partial<Omit<NotificationPreferencesResult, 'preferences'>> = {},
): NotificationPreferencesResult {
  return {
    preferences: {
      email: true,
      push: true,
      desktop: true,
      callNotifications: true,
      sessionNotifications: true,
      accountNotifications: true,
      systemNotifications: true,
      ...preferences,
    },
    available: { email: false, push: true, desktop: true },
    vapidPublicKey: null,
    ...rest,
  };
}
