import {
  DEFAULT_LANGUAGE,
  deletePushSubscription,
  notificationPreferencesQuery,
  savePushSubscription,
  toLanguage,
  type NotificationPreferencesResult,
} from '@app/shared';
import type { QueryClient } from '@tanstack/react-query';
import { applicationServerKey } from './application-server-key';

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

/** Sends this browser's subscription to the server, in the language its texts should use. */
async function register(subscription: PushSubscription, language: string): Promise<void> {
  const json = subscription.toJSON();
  const keys = json.keys ?? {};
  if (!keys.p256dh || !keys.auth) throw new Error('Push subscription without keys');
  await savePushSubscription({
    endpoint: subscription.endpoint,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
    language: toLanguage(language) ?? DEFAULT_LANGUAGE,
  });
}

/** Subscribes this browser (or reuses its subscription) and registers it with the server. */
export async function subscribeToPush(vapidPublicKey: string, language: string): Promise<void> {
  const registration = await workerRegistration();
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(vapidPublicKey),
    }));
  await register(subscription, language);
}

/** Ends this browser's subscription here and on the server. */
export async function unsubscribeFromPush(): Promise<void> {
  const registration = await workerRegistration();
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  try {
    await deletePushSubscription(subscription.endpoint);
  } finally {
    await subscription.unsubscribe();
  }
}

/** Whether this server and this user want push delivered. */
export const wantsPush = ({
  preferences,
  available,
  vapidPublicKey,
}: NotificationPreferencesResult) => preferences.push && available.push && vapidPublicKey !== null;

/** Brings the subscription in line with the user's `push` switch (permission already given). */
export async function syncPushSubscription(
  client: QueryClient,
  userId: string,
  language: string,
): Promise<void> {
  const settings = await client.fetchQuery(notificationPreferencesQuery(userId));
  if (wantsPush(settings) && settings.vapidPublicKey) {
    await subscribeToPush(settings.vapidPublicKey, language);
  } else {
    await unsubscribeFromPush();
  }
}
