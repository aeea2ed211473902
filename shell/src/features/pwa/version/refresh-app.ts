import { appStore } from '@app/shared/core';
import { WORKER_MESSAGES, type WorkerMessage } from '../../../service-worker/worker-messages';
import { refreshingAtom } from '../pwa-atoms';
import type { PwaBrowser } from '../pwa-browser';
import { writeStorage } from '@app/shared/core';
import { APP_VERSION_STORAGE_KEY } from './version-check';

/** If the navigation has not replaced the page after 1 s, reload it. */
export const FORCED_RELOAD_DELAY_MS = 1000;

/** The page's address with a fresh `t` parameter, so no cache can answer the reload. */
export function withTimestamp(href: string, now: number): string {
  const url = new URL(href);
  url.searchParams.set('t', String(now));
  return url.toString();
}

async function clearPageCaches(caches: CacheStorage | undefined): Promise<void> {
  if (!caches) return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}

async function clearAndUpdateWorkers(container: ServiceWorkerContainer | undefined): Promise<void> {
  if (!container) return;
  const message: WorkerMessage = { type: WORKER_MESSAGES.clearCaches };
  const registrations = await container.getRegistrations();
  await Promise.all(
    registrations.map(async (registration) => {
      registration.active?.postMessage(message);
      await registration.update();
    }),
  );
}

/**
 * The refresh: clear every cache, tell the service workers to clear theirs and look
 * for an update, store the new version, then reload with a timestamp (forced after 1 s). A step
 * that fails must not keep the user on the outdated page, so each failure is only logged.
 */
export async function refreshApp(version: string, browser: PwaBrowser): Promise<void> {
  appStore.set(refreshingAtom, true);
  // The page empties the caches before the worker refills its precache, never after.
  await clearPageCaches(browser.caches).catch((error: unknown) =>
    console.error('Clearing caches failed', error),
  );
  await clearAndUpdateWorkers(browser.serviceWorker).catch((error: unknown) =>
    console.error('Updating the service worker failed', error),
  );
  writeStorage(APP_VERSION_STORAGE_KEY, version);
  browser.location.assign(withTimestamp(browser.location.href, Date.now()));
  setTimeout(() => browser.location.reload(), FORCED_RELOAD_DELAY_MS);
}
