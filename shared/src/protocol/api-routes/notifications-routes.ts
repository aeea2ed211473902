import type { RouteTable } from './route-table';

/** The notification panel, its preferences, and this browser's push subscription. */
export const NOTIFICATIONS_ROUTES = {
  'notifications.list': { method: 'GET', path: '/notifications' },
  'notifications.read': { method: 'PATCH', path: '/notifications/:id/read' },
  'notifications.readAll': { method: 'POST', path: '/notifications/read-all' },
  'notifications.delete': { method: 'DELETE', path: '/notifications/:id' },
  'notifications.preferences': { method: 'GET', path: '/notifications/preferences' },
  'notifications.updatePreferences': { method: 'PUT', path: '/notifications/preferences' },
  'push.subscribe': { method: 'POST', path: '/notifications/push-subscriptions' },
  'push.unsubscribe': { method: 'DELETE', path: '/notifications/push-subscriptions' },
} as const satisfies RouteTable;
