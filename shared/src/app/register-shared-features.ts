import { appStore } from '../state/store';
import { registerLogoutStep } from '../auth/logout-steps';
import { attachOwnTeacherStatus } from '../availability/subscriptions';
import { browserMayHavePush, dropPushSubscriptionOnLogout } from '../notifications/browser-push';
import { watchClientVisibility } from '../notifications/client-visibility';
import { registerSocketFeature } from '../socket/socket-features';

let registered = false;

/**
 * Registers @app/shared's own features with the infrastructure that runs them (the socket
 * lifecycle and logout), once per page. The apps' start-up code calls it before starting the
 * socket lifecycle; the infrastructure itself imports no feature.
 */
export function registerSharedFeatures(store = appStore): void {
  if (registered) return;
  registered = true;
  // A teacher's own availability can change from another tab or by the server (a meeting).
  registerSocketFeature({ attach: (socket) => void attachOwnTeacherStatus(socket, store) });
  registerSocketFeature({
    // Notifications keep their list in the QueryClient: loaded with the signed-in screens,
    // never with a visitor's landing page. The chunk arrives long before the handshake ends.
    attach: (socket, userId) =>
      void import('../notifications/signed-in-socket').then(({ attachSignedInAlerts }) =>
        attachSignedInAlerts(socket, userId),
      ),
    start: (holder) => watchClientVisibility(holder),
  });
  // The logout request carries this browser's push endpoint: the server forgets it there.
  registerLogoutStep(() => (browserMayHavePush() ? dropPushSubscriptionOnLogout() : null));
}
