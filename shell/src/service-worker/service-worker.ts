/// <reference lib="webworker" />
// The shell's service worker, bundled by tooling/pwa/build-service-worker.ts, which then injects
// the precache manifest (the shell's own build) in place of self.__WB_MANIFEST.
import { clientsClaim } from 'workbox-core';
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { clearCachesKeepingAppShell, registerNavigationFallback } from './app-shell';
import { registerPushHandlers } from './push-notifications';
import { registerRemoteRoutes } from './remote-routes';
import { WORKER_MESSAGES, workerMessageTypeOf } from './worker-messages';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

const precache = new PrecacheController();
precache.precache(self.__WB_MANIFEST);

// Routes match in registration order: page loads first, so `/` is not answered by the precache.
registerNavigationFallback(precache);
registerRoute(new PrecacheRoute(precache));
registerRemoteRoutes(self.location.origin);

// The first visit is controlled at once, so it is already cached for the next offline start. A
// later version waits until the user accepts it (SKIP_WAITING), never replacing a running page.
clientsClaim();

registerPushHandlers(self);

self.addEventListener('message', (event) => {
  switch (workerMessageTypeOf(event.data)) {
    case WORKER_MESSAGES.skipWaiting:
      event.waitUntil(self.skipWaiting());
      break;
    case WORKER_MESSAGES.clearCaches:
      event.waitUntil(clearCachesKeepingAppShell(precache));
      break;
    default:
      break;
  }
});
