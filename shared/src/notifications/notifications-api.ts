import { apiClient, type ApiClient } from '../api-client/api-client';
import type { DataResponse } from '../protocol/api';
import type {
  NotificationPreferencesResult,
  NotificationReadResult,
  NotificationsPage,
  NotificationsQuery,
  NotificationsReadAllResult,
  PushSubscriptionRequest,
  UpdateNotificationPreferencesRequest,
} from '../protocol/notifications';

export const NOTIFICATIONS_PATH = '/notifications';
export const NOTIFICATION_PREFERENCES_PATH = `${NOTIFICATIONS_PATH}/preferences`;
export const PUSH_SUBSCRIPTIONS_PATH = `${NOTIFICATIONS_PATH}/push-subscriptions`;

/** How many notifications one page of the panel asks for. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

const itemPath = (id: string) => `${NOTIFICATIONS_PATH}/${encodeURIComponent(id)}`;

/** `GET /notifications`: one page, newest first, with the unread count. */
export async function fetchNotifications(
  query: NotificationsQuery = {},
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<NotificationsPage> {
  const search = new URLSearchParams({ limit: String(query.limit ?? NOTIFICATIONS_PAGE_SIZE) });
  if (query.cursor) search.set('cursor', query.cursor);
  const response = await client.get<DataResponse<NotificationsPage>>(
    `${NOTIFICATIONS_PATH}?${search.toString()}`,
    signal ? { signal } : undefined,
  );
  return response.data;
}

/** `PATCH /notifications/{id}/read` (idempotent). */
export async function markNotificationRead(
  id: string,
  client: ApiClient = apiClient,
): Promise<NotificationReadResult> {
  const response = await client.patch<DataResponse<NotificationReadResult>>(`${itemPath(id)}/read`);
  return response.data;
}

/** `POST /notifications/read-all`. */
export async function markAllNotificationsRead(
  client: ApiClient = apiClient,
): Promise<NotificationsReadAllResult> {
  const response = await client.post<DataResponse<NotificationsReadAllResult>>(
    `${NOTIFICATIONS_PATH}/read-all`,
  );
  return response.data;
}

/** `DELETE /notifications/{id}`. */
export async function deleteNotification(id: string, client: ApiClient = apiClient) {
  await client.delete(itemPath(id));
}

/** `GET /notifications/preferences`. */
export async function fetchNotificationPreferences(
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<NotificationPreferencesResult> {
  const response = await client.get<DataResponse<NotificationPreferencesResult>>(
    NOTIFICATION_PREFERENCES_PATH,
    signal ? { signal } : undefined,
  );
  return response.data;
}

/** `PUT /notifications/preferences` with the switches that change. */
export async function updateNotificationPreferences(
  changes: UpdateNotificationPreferencesRequest,
  client: ApiClient = apiClient,
): Promise<NotificationPreferencesResult> {
  const response = await client.put<DataResponse<NotificationPreferencesResult>>(
    NOTIFICATION_PREFERENCES_PATH,
    changes,
  );
  return response.data;
}

/** `POST /notifications/push-subscriptions`: this browser's endpoint now belongs to the user. */
export async function savePushSubscription(
  subscription: PushSubscriptionRequest,
  client: ApiClient = apiClient,
): Promise<void> {
  await client.post(PUSH_SUBSCRIPTIONS_PATH, subscription);
}

/** `DELETE /notifications/push-subscriptions`. */
export async function deletePushSubscription(
  endpoint: string,
  client: ApiClient = apiClient,
): Promise<void> {
  await client.request('DELETE', PUSH_SUBSCRIPTIONS_PATH, { endpoint });
}
