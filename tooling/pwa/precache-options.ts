/** What the shell's worker precaches out of its dist folder, as workbox-build glob options. */
export const PRECACHE_GLOBS = {
  globPatterns: ['index.html', '**/*.{js,png,svg,ico,webmanifest}'],
  globIgnores: [
    // The worker is never part of its own precache.
    'service-worker.js',
    // Deploy-time configuration: read from the network on every start (runtime cached instead).
    'remotes.json',
    '**/*.map',
  ],
  // Hashed names already change with their content; no revision parameter is needed.
  dontCacheBustURLsMatching: /\.[0-9a-f]{10}\./,
  // The shell's largest vendor chunks stay well under this; a bigger one should fail the build
  // rather than silently not work offline.
  maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
};
