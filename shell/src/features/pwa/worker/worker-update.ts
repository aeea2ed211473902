import { appStore } from '@app/shared/core';
import { WORKER_MESSAGES, type WorkerMessage } from '../../../service-worker/worker-messages';
import { waitingWorkerAtom } from '../pwa-atoms';
import type { PwaBrowser } from '../pwa-browser';

/**
 * When a new worker has installed, the app checks the version and offers the
 * update (the confirm dialog reads the waiting worker).
 */
export function offerWorkerUpdate(worker: ServiceWorker, checkVersion: () => Promise<unknown>) {
  void checkVersion();
  appStore.set(waitingWorkerAtom, worker);
}

/** Yes: the waiting worker takes over, and the page reloads once it controls it. */
export function acceptWorkerUpdate(browser: PwaBrowser): void {
  const worker = appStore.get(waitingWorkerAtom);
  appStore.set(waitingWorkerAtom, null);
  if (!worker || !browser.serviceWorker) return;
  browser.serviceWorker.addEventListener('controllerchange', () => browser.location.reload(), {
    once: true,
  });
  const message: WorkerMessage = { type: WORKER_MESSAGES.skipWaiting };
  worker.postMessage(message);
}

/** No: the new version waits and takes over once every tab of the app is closed. */
export function declineWorkerUpdate(): void {
  appStore.set(waitingWorkerAtom, null);
}
