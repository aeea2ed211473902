import type { InfiniteData } from '@tanstack/react-query';
import type { AppNotification, NotificationsPage } from '../protocol/notifications';

/** The panel's cached pages. */
export type NotificationPages = InfiniteData<NotificationsPage, string | null>;

const mapPages = (
  data: NotificationPages,
  change: (notifications: AppNotification[]) => AppNotification[],
): NotificationPages => ({
  ...data,
  pages: data.pages.map((page) => ({ ...page, notifications: change(page.notifications) })),
});

const contains = (data: NotificationPages, id: string) =>
  data.pages.some((page) => page.notifications.some((item) => item._id === id));

/** A new notification goes on top of the first page (once, however often it is announced). */
export function withNotificationAdded(
  data: NotificationPages,
  notification: AppNotification,
): NotificationPages {
  if (contains(data, notification._id)) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return {
    ...data,
    pages: [{ ...first, notifications: [notification, ...first.notifications] }, ...rest],
  };
}

/** The server's copy of one notification replaces the cached one. */
export function withNotificationReplaced(
  data: NotificationPages,
  notification: AppNotification,
): NotificationPages {
  return mapPages(data, (items) =>
    items.map((item) => (item._id === notification._id ? notification : item)),
  );
}

/** Every cached notification marked read. */
export function withAllNotificationsRead(data: NotificationPages): NotificationPages {
  return mapPages(data, (items) =>
    items.map((item) => (item.status === 'read' ? item : { ...item, status: 'read' })),
  );
}

/** One notification gone from the cached pages. */
export function withNotificationRemoved(data: NotificationPages, id: string): NotificationPages {
  return mapPages(data, (items) => items.filter((item) => item._id !== id));
}
