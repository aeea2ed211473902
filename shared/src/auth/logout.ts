import { apiClient } from '../api-client/api-client';
import { socketHolder } from '../socket/socket-holder';
import { appStore } from '../state/store';
import { authAtom } from './auth-atoms';
import { logoutFailed, logoutStarted, signedOut } from './auth-transitions';
import { runLogoutSteps } from './logout-steps';

let pendingLogouts = 0;

/** Whether a logout is under way; session start must not restore a session meanwhile. */
export function isLogoutInProgress(): boolean {
  return pendingLogouts > 0;
}

/**
 * Ends the session: clears it locally at once, tells the API (skipped without a user id), then
 * clears everything. Only the signed-in socket is closed: the landing page may already have
 * opened its anonymous one.
 */
export async function logout(userId?: string | null, store = appStore): Promise<void> {
  pendingLogouts += 1;
  // While the session cookie still works: the features' own clean-up (registered steps).
  const stepsDone = runLogoutSteps();
  if (socketHolder.currentKind === 'authenticated') socketHolder.disconnect();
  store.set(authAtom, logoutStarted);
  try {
    if (stepsDone) await stepsDone;
    if (userId) {
      const response = await apiClient.post<unknown>('/auth/logout', { userId });
      console.info('Logout response', response);
    }
    store.set(authAtom, signedOut());
  } catch (error) {
    store.set(authAtom, logoutFailed(error instanceof Error ? error.message : null));
  } finally {
    pendingLogouts -= 1;
  }
}
