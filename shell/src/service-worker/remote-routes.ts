import type { WorkboxPlugin } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { RUNTIME_CACHES } from './cache-names';
import { isHashedScript, isRemoteEntryPoint, isRuntimeConfig } from './request-matchers';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Script tags fetch in no-cors mode, whose opaque answers hide their status: a 404 would be
 * cached as if it were the chunk. Remote servers allow CORS (the manifest is fetched with it), so
 * the worker asks in CORS mode and caches only what really succeeded.
 */
const readableResponses: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors'
      ? new Request(request.url, { mode: 'cors', credentials: 'omit' })
      : request,
};

const successOnly = () => new CacheableResponsePlugin({ statuses: [200] });

/**
 * Runtime caching of what the shell loads beyond its own build: remotes.json and each remote's
 * entry points from the network first (a redeploy is seen at once, the cache only serves when
 * offline), and hashed remote chunks from the cache first (their names change with their content).
 */
export function registerRemoteRoutes(shellOrigin: string): void {
  registerRoute(
    ({ url }) => isRuntimeConfig(url, shellOrigin),
    new NetworkFirst({ cacheName: RUNTIME_CACHES.runtimeConfig, plugins: [successOnly()] }),
  );
  registerRoute(
    ({ url }) => isRemoteEntryPoint(url),
    new NetworkFirst({
      cacheName: RUNTIME_CACHES.remoteEntries,
      plugins: [readableResponses, successOnly()],
    }),
  );
  registerRoute(
    ({ url }) => isHashedScript(url),
    new CacheFirst({
      cacheName: RUNTIME_CACHES.remoteChunks,
      plugins: [
        readableResponses,
        successOnly(),
        // Old deployments' chunks are never asked for again: let them age out.
        new ExpirationPlugin({
          maxEntries: 400,
          maxAgeSeconds: 30 * DAY_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}
