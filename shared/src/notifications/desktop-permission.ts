/** What the page may do with system notifications; 'unsupported' without the API. */
export type DesktopAlertPermission = NotificationPermission | 'unsupported';

const notificationApi = (): typeof Notification | null =>
  typeof Notification === 'undefined' ? null : Notification;

/** The current permission, without asking. */
export function desktopAlertPermission(): DesktopAlertPermission {
  return notificationApi()?.permission ?? 'unsupported';
}

/**
 * Asks for permission to show system notifications, once: only from a user gesture (enabling
 * alerts, a teacher going available), never on load. An answer already given is kept.
 */
export async function requestDesktopAlertPermission(): Promise<DesktopAlertPermission> {
  const api = notificationApi();
  if (!api) return 'unsupported';
  if (api.permission !== 'default') return api.permission;
  return api.requestPermission();
}
