import { useEffect } from 'react';
import { currentUserAtom, desktopAlertPermission, queryClient, useTexts } from '@app/shared';
import { useAtomValue } from 'jotai';
import { pushSupported } from './push-support';

/**
 * Keeps this browser's push subscription in step with the `push` switch and the language, for
 * the signed-in user. Only where permission was already given: it never asks. The work (and its
 * code) loads only then.
 */
export function usePushSubscriptionSync(): void {
  const userId = useAtomValue(currentUserAtom)?._id;
  const { i18n } = useTexts();
  const language = i18n.language;
  useEffect(() => {
    if (!userId || !pushSupported() || desktopAlertPermission() !== 'granted') return;
    void import('./push-subscription')
      .then(({ syncPushSubscription }) => syncPushSubscription(queryClient, userId, language))
      .catch((error: unknown) => console.warn('Push subscription sync failed', error));
  }, [userId, language]);
}
