/** The worker's runtime caches (the precache is named by Workbox). */
export const RUNTIME_CACHES = {
  runtimeConfig: 'runtime-config',
  remoteEntries: 'remote-entries',
  remoteChunks: 'remote-chunks',
} as const;
