import { apiClient, type ApiClient } from '../api-client/api-client';
import type {
  NotificationPreferencesResult,
  NotificationReadResult,
  NotificationsPage,
  NotificationsQuery,
  NotificationsReadAllResult,
  PushSubscriptionRequest,
  UpdateNotificationPreferencesRequest,
} from '../protocol/notifications';

/** How many notifications one page of the panel asks for. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** `GET /notifications`: one page, newest first, with the unread count. */
export async function fetchNotifications(
  query: NotificationsQuery = {},
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<NotificationsPage> {
  const response = await client.call(
    'notifications.list',
    { query: { limit: query.limit ?? NOTIFICATIONS_PAGE_SIZE, cursor: query.cursor } },
    signal ? { signal } : undefined,
  );
  return response.data;
}

/** `PATCH /notifications/{id}/read` (idempotent). */
export async function markNotificationRead(
  id: string,
  client: ApiClient = apiClient,
): Promise<NotificationReadResult> {
  return (await client.call('notifications.read', { params: { id } })).data;
}

/** `POST /notifications/read-all`. */
export async function markAllNotificationsRead(
  client: ApiClient = apiClient,
): Promise<NotificationsReadAllResult> {
  return (await client.call('notifications.readAll')).data;
}

/** `DELETE /notifications/{id}`. */
export async function deleteNotification(id: string, client: ApiClient = apiClient) {
  await client.call('notifications.delete', { params: { id } });
}

/** `GET /notifications/preferences`. */
export async function fetchNotificationPreferences(
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<NotificationPreferencesResult> {
  const response = await client.call(
    'notifications.preferences',
    {},
    signal ? { signal } : undefined,
  );
  return response.data;
}

/** `PUT /notifications/preferences` with the switches that change. */
export async function updateNotificationPreferences(
  changes: UpdateNotificationPreferencesRequest,
  client: ApiClient = apiClient,
): Promise<NotificationPreferencesResult> {
  return (await client.call('notifications.updatePreferences', { body: changes })).data;
}

/** `POST /notifications/push-subscriptions`: this browser's endpoint now belongs to the user. */
export async function savePushSubscription(
  subscription: PushSubscriptionRequest,
  client: ApiClient = apiClient,
): Promise<void> {
  await client.call('push.subscribe', { body: subscription });
}

/** `DELETE /notifications/push-subscriptions`. */
export async function deletePushSubscription(
  endpoint: string,
  client: ApiClient = apiClient,
): Promise<void> {
  await client.call('push.unsubscribe', { body: { endpoint } });
}
