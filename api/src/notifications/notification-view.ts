import type { NotificationRow } from './notification-tables';
import type { Notification } from './notification-types';

/** The wire form of a stored notification. */
export function toNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    type: row.type,
    params: row.params,
    status: row.readAt ? 'read' : 'unread',
    createdAt: row.createdAt.toISOString(),
  } as Notification;
}
