/**
 * TanStack Query keys of the notification data, one place for every app. Each key names its
 * user, so a tab where someone else signs in never shows the previous user's notifications.
 */
export const notificationKeys = {
  all: (userId: string) => ['notifications', userId] as const,
  /** The panel's pages (an infinite query). */
  list: (userId: string) => [...notificationKeys.all(userId), 'list'] as const,
  /** The bell's number, kept apart so the bell never loads the list. */
  unreadCount: (userId: string) => [...notificationKeys.all(userId), 'unreadCount'] as const,
  preferences: (userId: string) => [...notificationKeys.all(userId), 'preferences'] as const,
};
