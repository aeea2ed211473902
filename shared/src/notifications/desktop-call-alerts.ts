import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n';
import { genderContext } from '../i18n/gender-context';
import { SERVER_EVENTS } from '../protocol/socket-events';
import { onSocketEvent, type AppSocket } from '../socket/app-socket';
import { desktopAlertPermission } from './desktop-permission';
import { notificationPreferencesQuery } from './use-notification-preferences';

/** The app's icon, served by the shell next to index.html. */
export const APP_NOTIFICATION_ICON = '/icon-192x192.png';

/** The `desktop` switch; while it cannot be read, its default (on) applies. */
async function desktopAlertsWanted(userId: string, client: QueryClient): Promise<boolean> {
  try {
    // No retry: TanStack Query pauses retries while the page is hidden, which is exactly when
    // this runs; an answer is needed now, and a failure falls back to the default.
    const { preferences } = await client.fetchQuery({
      ...notificationPreferencesQuery(userId),
      retry: false,
    });
    return preferences.desktop;
  } catch (error) {
    console.warn('Notification preferences could not be read; desktop alerts stay on', error);
    return true;
  }
}

/**
 * A ringing call reaches a teacher who is looking at another tab or window: a system
 * notification (when allowed and wanted) that brings this tab forward when clicked and goes
 * away when the call stops ringing.
 */
export function attachDesktopCallAlerts(
  socket: AppSocket,
  userId: string,
  client: QueryClient,
): () => void {
  const shown = new Map<string, Notification>();
  const close = (callId: string) => {
    shown.get(callId)?.close();
    shown.delete(callId);
  };

  const offIncoming = onSocketEvent(socket, SERVER_EVENTS.incomingCallRequest, async (call) => {
    if (!document.hidden || desktopAlertPermission() !== 'granted') return;
    if (!(await desktopAlertsWanted(userId, client))) return;
    // The page's language and direction: a system notification does not inherit them.
    const alert = new Notification(i18n.t('common:desktopAlerts.incomingCallTitle'), {
      body: i18n.t('common:desktopAlerts.incomingCallBody', {
        name: call.caller.name,
        context: genderContext(call.caller),
      }),
      lang: i18n.language,
      dir: i18n.dir(i18n.language),
      tag: `call-${call.callId}`,
      icon: APP_NOTIFICATION_ICON,
      requireInteraction: true,
    });
    alert.onclick = () => {
      window.focus();
      close(call.callId);
    };
    shown.set(call.callId, alert);
  });
  const offEnded = onSocketEvent(socket, SERVER_EVENTS.incomingCallEnded, ({ callId }) =>
    close(callId),
  );
  return () => {
    offIncoming();
    offEnded();
  };
}
