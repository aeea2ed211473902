import type { PrecacheController } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { APP_SHELL_URL } from './request-matchers';

// Past this a slow network counts as none, and the app opens from the cache.
const NAVIGATION_TIMEOUT_SECONDS = 5;

/**
 * Page loads go to the network, so an online user always gets the deployed index.html; without
 * a network they fall back to the precached one, so the app still opens offline.
 */
export function registerNavigationFallback(precache: PrecacheController): void {
  const network = new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS });
  registerRoute(
    new NavigationRoute(async (options) => {
      try {
        return await network.handle(options);
      } catch (error) {
        const cached = await precache.matchPrecache(APP_SHELL_URL);
        if (cached) return cached;
        throw error;
      }
    }),
  );
}

/**
 * Empties every cache, then puts the current build's files back into the precache, so clearing
 * caches to pick up a new version does not leave the app unable to open offline.
 */
export async function clearCachesKeepingAppShell(precache: PrecacheController): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
  const cache = await caches.open(precache.strategy.cacheName);
  await Promise.all(
    [...precache.getURLsToCacheKeys()].map(async ([url, cacheKey]) => {
      const response = await fetch(url, { cache: 'reload', credentials: 'same-origin' });
      if (response.ok) await cache.put(cacheKey, response);
    }),
  );
}
