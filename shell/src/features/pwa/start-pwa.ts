import { appStore } from '@app/shared/core';
import { trackConnectivity } from './connectivity';
import { captureInstallPrompt } from './install/install-prompt';
import { syncManifestLanguage } from './manifest-language';
import { availableVersionAtom } from './pwa-atoms';
import { currentBrowser, type PwaBrowser } from './pwa-browser';
import { refreshApp } from './version/refresh-app';
import { checkAppVersion, startVersionChecks } from './version/version-check';
import { startServiceWorker } from './worker/start-service-worker';
import { acceptWorkerUpdate, offerWorkerUpdate } from './worker/worker-update';

let browser: PwaBrowser | null = null;

function activeBrowser(): PwaBrowser {
  browser ??= currentBrowser();
  return browser;
}

/**
 * Starts everything the installable, offline-capable app needs, once, from the shell's
 * bootstrap after the API origin is known: the manifest's language, connectivity, install prompt capture,
 * the version check (now and every 30 min) and the service worker. Returns the function that
 * stops it all.
 */
export function startPwa(pageBrowser: PwaBrowser = currentBrowser()): () => void {
  if (browser) {
    console.error('startPwa was called twice; the PWA is already running');
    return () => undefined;
  }
  browser = pageBrowser;
  const stops = [
    syncManifestLanguage(),
    trackConnectivity(),
    captureInstallPrompt(),
    startVersionChecks(),
    startServiceWorker(pageBrowser, (worker) => offerWorkerUpdate(worker, checkAppVersion)),
  ];
  return () => {
    stops.forEach((stop) => stop());
    browser = null;
  };
}

/** The blocking dialog's 'refresh now'. */
export function refreshToLatestVersion(): Promise<void> {
  const version = appStore.get(availableVersionAtom);
  return version ? refreshApp(version, activeBrowser()) : Promise.resolve();
}

/** The worker update confirm's 'yes'. */
export function loadLatestWorker(): void {
  acceptWorkerUpdate(activeBrowser());
}
