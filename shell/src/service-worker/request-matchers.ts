/** The file the shell reads its remotes and API origin from; it must never be served stale. */
export const RUNTIME_CONFIG_PATH = '/remotes.json';

/** The page the app shell opens on for every route (client-side routing). */
export const APP_SHELL_URL = '/index.html';

// Rspack names hashed files `name.0123456789.js`: their content never changes under a name.
const HASHED_SCRIPT = /\.[0-9a-f]{10}\.js$/;

// A remote's entry points name its current chunks, so they must follow each redeploy.
const REMOTE_ENTRY_FILES = new Set(['mf-manifest.json', 'remoteEntry.js']);

function fileNameOf(url: URL): string {
  return url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
}

/** remotes.json of the shell's own origin. */
export function isRuntimeConfig(url: URL, shellOrigin: string): boolean {
  return url.origin === shellOrigin && url.pathname === RUNTIME_CONFIG_PATH;
}

/** A remote's `mf-manifest.json` or `remoteEntry.js`, from whatever origin it is deployed on. */
export function isRemoteEntryPoint(url: URL): boolean {
  return REMOTE_ENTRY_FILES.has(fileNameOf(url));
}

/** A content-hashed script: safe to serve from the cache for as long as it is kept. */
export function isHashedScript(url: URL): boolean {
  return HASHED_SCRIPT.test(url.pathname);
}
