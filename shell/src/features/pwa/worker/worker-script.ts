/** Where the shell serves its worker (no-cache), at the root so its scope is the whole app. */
export const WORKER_SCRIPT_PATH = '/service-worker.js';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A development machine, where a dev server may not produce the worker at all. */
export function isLocalDevelopmentHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

/**
 * Whether the worker script really exists: a dev server answers 404, or its page fallback
 * (HTML), where a production build has the script. The timestamp keeps every cache out of it.
 * When the server cannot be asked, the registration itself will say.
 */
export async function isWorkerScriptServed(now = Date.now()): Promise<boolean> {
  try {
    const response = await fetch(`${WORKER_SCRIPT_PATH}?v=${now}`, { cache: 'no-store' });
    const type = response.headers.get('content-type') ?? '';
    return response.ok && type.includes('javascript');
  } catch {
    return true;
  }
}
