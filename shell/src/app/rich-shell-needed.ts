import { useState } from 'react';
import { authAtom } from '@app/shared/core';
import { useAtomValue } from 'jotai';
import {
  availableVersionAtom,
  installBannerDismissedAtom,
  installMessageAtom,
  onlineAtom,
  waitingWorkerAtom,
} from '../features/pwa/pwa-atoms';
import { authDialogAtom } from '../lib/auth-dialog-atom';

/**
 * Whether the landing page needs the rich shell: a session (its call layer, its toasts), the
 * login dialog, or a PWA overlay to show. Once needed it stays, so a toast or an overlay that
 * outlives its cause (a dialog just closed) is not torn down with it.
 */
export function useRichShellNeeded(): boolean {
  const { isAuthenticated } = useAtomValue(authAtom);
  const dialogOpen = useAtomValue(authDialogAtom) !== null;
  const availableVersion = useAtomValue(availableVersionAtom);
  const waitingWorker = useAtomValue(waitingWorkerAtom);
  const installBannerDismissed = useAtomValue(installBannerDismissedAtom);
  const installMessage = useAtomValue(installMessageAtom);
  const online = useAtomValue(onlineAtom);
  const pwaOverlay =
    availableVersion !== null ||
    waitingWorker !== null ||
    !installBannerDismissed ||
    installMessage !== null ||
    !online;
  const neededNow = isAuthenticated || dialogOpen || pwaOverlay;
  const [latched, setLatched] = useState(neededNow);
  if (neededNow && !latched) setLatched(true);
  return neededNow || latched;
}
