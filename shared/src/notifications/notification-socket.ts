import type { QueryClient } from '@tanstack/react-query';
import { CONNECTION_EVENTS, SERVER_EVENTS } from '../protocol/socket-events';
import { onSocketEvent, type AppSocket } from '../socket/app-socket';
import { sendClientVisibility } from './client-visibility';
import { notificationKeys } from './notification-keys';
import { withNotificationAdded, type NotificationPages } from './notifications-cache';

/**
 * Keeps the user's notification data current in every tab: a new one lands on top of the list
 * with the server's count; a change made elsewhere (read, read all, delete) sets the count and
 * refetches the list. After a reconnect both are fetched again, events may have been missed.
 */
export function attachNotifications(
  socket: AppSocket,
  userId: string,
  client: QueryClient,
): () => void {
  const countKey = notificationKeys.unreadCount(userId);
  const listKey = notificationKeys.list(userId);
  let connectedBefore = false;

  const detach = [
    onSocketEvent(socket, SERVER_EVENTS.notificationCreated, ({ notification, unreadCount }) => {
      client.setQueryData(countKey, unreadCount);
      client.setQueryData<NotificationPages>(
        listKey,
        (data) => data && withNotificationAdded(data, notification),
      );
    }),
    onSocketEvent(socket, SERVER_EVENTS.notificationsChanged, ({ unreadCount }) => {
      client.setQueryData(countKey, unreadCount);
      void client.invalidateQueries({ queryKey: listKey });
    }),
    onSocketEvent(socket, CONNECTION_EVENTS.connect, () => {
      sendClientVisibility(socket);
      if (connectedBefore) {
        void client.invalidateQueries({ queryKey: countKey });
        void client.invalidateQueries({ queryKey: listKey });
      }
      connectedBefore = true;
    }),
  ];
  return () => detach.forEach((off) => off());
}
