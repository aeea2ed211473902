import { deletePushSubscription } from './notifications-api';

/** Whether this browser has service workers at all (so maybe a push subscription). */
export const browserMayHavePush = (): boolean =>
  typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker);

/** This browser's push subscription with the shell's worker, if there is one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!browserMayHavePush()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager?.getSubscription()) ?? null;
}

/**
 * On logout: the browser drops its subscription, and the endpoint goes with the logout request,
 * where the server forgets it as it ends the session. The next person on this browser does not
 * receive the previous user's calls.
 */
export async function dropPushSubscriptionOnLogout(): Promise<{ pushEndpoint?: string }> {
  const subscription = await currentPushSubscription();
  if (!subscription) return {};
  await subscription.unsubscribe().catch(() => false);
  return { pushEndpoint: subscription.endpoint };
}

/**
 * Stops web push to this browser: the server forgets the endpoint (while the session still
 * allows it) and the browser drops the subscription.
 */
export async function removeBrowserPushSubscription(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  try {
    await deletePushSubscription(subscription.endpoint);
  } finally {
    await subscription.unsubscribe();
  }
}
