import type { FastifyInstance, InjectOptions } from 'fastify';
import type {
  Notification,
  NotificationPreferences,
} from '../../src/notifications/notification-types';

export interface NotificationsPage {
  notifications: Notification[];
  unreadCount: number;
  nextCursor: string | null;
}

export interface PreferencesAnswer {
  preferences: NotificationPreferences;
  available: { email: boolean; push: boolean; desktop: true };
  vapidPublicKey: string | null;
}

/** The notifications API as one signed-in user calls it (status and body of each answer). */
export function notificationsApi(app: FastifyInstance, cookie: string) {
  const call = async <T>(options: InjectOptions) => {
    const res = await app.inject({ ...options, headers: { ...options.headers, cookie } });
    const body = res.body ? (res.json() as { data: T }) : null;
    return { status: res.statusCode, data: body?.data as T };
  };
  return {
    list: (query = '') => call<NotificationsPage>({ method: 'GET', url: `/notifications${query}` }),
    read: (id: string) =>
      call<{ notification: Notification; unreadCount: number }>({
        method: 'PATCH',
        url: `/notifications/${id}/read`,
      }),
    readAll: () =>
      call<{ unreadCount: number }>({ method: 'POST', url: '/notifications/read-all' }),
    remove: (id: string) => call<null>({ method: 'DELETE', url: `/notifications/${id}` }),
    preferences: () =>
      call<PreferencesAnswer>({ method: 'GET', url: '/notifications/preferences' }),
    setPreferences: (payload: object) =>
      call<PreferencesAnswer>({ method: 'PUT', url: '/notifications/preferences', payload }),
    subscribe: (payload: object) =>
      call<{ endpoint: string }>({
        method: 'POST',
        url: '/notifications/push-subscriptions',
        payload,
      }),
    unsubscribe: (endpoint: string) =>
      call<null>({
        method: 'DELETE',
        url: '/notifications/push-subscriptions',
        payload: { endpoint },
      }),
  };
}
