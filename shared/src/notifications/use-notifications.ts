import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { currentUserAtom } from '../auth/auth-atoms';
import type { AppNotification } from '../protocol/notifications';
import { notificationKeys } from './notification-keys';
import {
  withAllNotificationsRead,
  withNotificationRemoved,
  withNotificationReplaced,
  type NotificationPages,
} from './notifications-cache';
import {
  deleteNotification,
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications-api';

const NO_USER = '';

/** The signed-in user's id, or '' (queries stay disabled then). */
function useUserId(): string {
  return useAtomValue(currentUserAtom)?._id ?? NO_USER;
}

/** The bell's unread count; one tiny request, then kept current by the socket. */
export function useUnreadNotificationCount() {
  const userId = useUserId();
  return useQuery({
    queryKey: notificationKeys.unreadCount(userId),
    queryFn: async ({ signal }) => (await fetchNotifications({ limit: 1 }, signal)).unreadCount,
    enabled: userId !== NO_USER,
  });
}

/** The panel's notifications, newest first, a page at a time. */
export function useNotificationList() {
  const userId = useUserId();
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: notificationKeys.list(userId),
    queryFn: async ({ pageParam, signal }) => {
      const page = await fetchNotifications({ cursor: pageParam ?? undefined }, signal);
      client.setQueryData(notificationKeys.unreadCount(userId), page.unreadCount);
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: userId !== NO_USER,
  });
}

/** Marks one notification read; the answer carries the new count. */
export function useMarkNotificationRead() {
  const userId = useUserId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markNotificationRead(id),
    onSuccess: ({ notification, unreadCount }) => {
      client.setQueryData<NotificationPages>(
        notificationKeys.list(userId),
        (data) => data && withNotificationReplaced(data, notification),
      );
      client.setQueryData(notificationKeys.unreadCount(userId), unreadCount);
    },
  });
}

/** Marks every notification read. */
export function useMarkAllNotificationsRead() {
  const userId = useUserId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(),
    onSuccess: ({ unreadCount }) => {
      client.setQueryData<NotificationPages>(
        notificationKeys.list(userId),
        (data) => data && withAllNotificationsRead(data),
      );
      client.setQueryData(notificationKeys.unreadCount(userId), unreadCount);
    },
  });
}

/**
 * Deletes one notification. The answer has no count: an unread one lowers it here at once, and
 * the server's `notifications:changed` brings the exact number right after.
 */
export function useDeleteNotification() {
  const userId = useUserId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (notification: AppNotification) => deleteNotification(notification._id),
    onSuccess: (_result, notification) => {
      client.setQueryData<NotificationPages>(
        notificationKeys.list(userId),
        (data) => data && withNotificationRemoved(data, notification._id),
      );
      if (notification.status === 'unread') {
        client.setQueryData<number>(notificationKeys.unreadCount(userId), (count) =>
          count === undefined ? count : Math.max(0, count - 1),
        );
      }
    },
  });
}
