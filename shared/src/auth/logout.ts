import { apiClient } from '../api-client/api-client';
import { socketHolder } from '../socket/socket-holder';
import { appStore } from '../state/store';
import { authAtom } from './auth-atoms';
import { logoutFailed, logoutStarted, signedOut } from './auth-transitions';
import { runLogoutSteps } from './logout-steps';
import { announceSignedOut } from './sign-out-broadcast';

let pendingLogouts = 0;

/** Whether a logout is under way; session start must not restore a session meanwhile. */
export function isLogoutInProgress(): boolean {
  return pendingLogouts > 0;
}

/**
 * Ends the session: clears it locally at once, closes the socket, tells the API (which revokes
 * the login: the cookies say whose), then clears everything and tells this browser's other tabs.
 */
export async function logout(store = appStore): Promise<void> {
  pendingLogouts += 1;
  // While the session cookie still works: the features' own clean-up (registered steps).
  const stepsDone = runLogoutSteps();
  socketHolder.disconnect();
  store.set(authAtom, logoutStarted);
  try {
    const details = stepsDone ? await stepsDone : {};
    await apiClient.call('auth.logout', { body: details });
    store.set(authAtom, signedOut());
  } catch (error) {
    store.set(authAtom, logoutFailed(error instanceof Error ? error.message : null));
  } finally {
    pendingLogouts -= 1;
    announceSignedOut();
  }
}

/**
 * Another tab of this browser logged out: the shared cookies are gone, so this tab's session is
 * over too. Clears it locally; nothing to tell the server.
 */
export function signedOutElsewhere(store = appStore): void {
  if (!store.get(authAtom).isAuthenticated) return;
  socketHolder.disconnect();
  store.set(authAtom, { ...signedOut(), isInitialized: true });
}
