import { useAtomValue } from 'jotai';
import { closeInstallMessage, dismissInstallBanner, installApp } from '../install/install-prompt';
import {
  availableVersionAtom,
  installBannerDismissedAtom,
  installMessageAtom,
  onlineAtom,
  refreshingAtom,
  waitingWorkerAtom,
} from '../pwa-atoms';
import { loadLatestWorker, refreshToLatestVersion } from '../start-pwa';
import { declineWorkerUpdate } from '../worker/worker-update';
import { InstallBanner } from './install-banner';
import { InstallMessageDialog } from './install-message-dialog';
import { OfflineNotice } from './offline-notice';
import { VersionDialog } from './version-dialog';
import { WorkerUpdateDialog } from './worker-update-dialog';

/**
 * The shell's PWA overlays, mounted once: the blocking version dialog, the worker update confirm,
 * the install banner and its messages, and the offline notice. They only show what the PWA's
 * atoms hold; startPwa() does the work.
 */
export function PwaOverlays() {
  const availableVersion = useAtomValue(availableVersionAtom);
  const refreshing = useAtomValue(refreshingAtom);
  const waitingWorker = useAtomValue(waitingWorkerAtom);
  const bannerDismissed = useAtomValue(installBannerDismissedAtom);
  const installMessage = useAtomValue(installMessageAtom);
  const online = useAtomValue(onlineAtom);
  const versionBlocked = availableVersion !== null;
  return (
    <>
      <VersionDialog
        open={versionBlocked}
        refreshing={refreshing}
        onRefresh={() => void refreshToLatestVersion()}
      />
      {/* The blocking refresh already loads the latest worker: one question at a time. */}
      <WorkerUpdateDialog
        open={waitingWorker !== null && !versionBlocked}
        onAccept={loadLatestWorker}
        onDecline={declineWorkerUpdate}
      />
      <InstallBanner
        open={!bannerDismissed}
        onInstall={() => void installApp()}
        onDismiss={dismissInstallBanner}
      />
      <InstallMessageDialog message={installMessage} onClose={closeInstallMessage} />
      <OfflineNotice offline={!online} />
    </>
  );
}
