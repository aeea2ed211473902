import type { Socket } from 'socket.io-client';
import { queryClient } from '../query/query-client';
import { attachDesktopCallAlerts } from './desktop-call-alerts';
import { attachNotifications } from './notification-socket';

/** What a signed-in socket feeds besides presence: the notification list and desktop alerts. */
export function attachSignedInAlerts(socket: Socket, userId: string): void {
  attachNotifications(socket, userId, queryClient);
  attachDesktopCallAlerts(socket, userId, queryClient);
}
