import { queryClient } from '../query/query-client';
import { attachDesktopCallAlerts } from './desktop-call-alerts';
import { attachNotifications } from './notification-socket';
import type { AppSocket } from '../socket/app-socket';

/** What a signed-in socket feeds besides presence: the notification list and desktop alerts. */
export function attachSignedInAlerts(socket: AppSocket, userId: string): () => void {
  const offNotifications = attachNotifications(socket, userId, queryClient);
  const offAlerts = attachDesktopCallAlerts(socket, userId, queryClient);
  return () => {
    offNotifications();
    offAlerts();
  };
}
