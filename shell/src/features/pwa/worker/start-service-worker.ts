import type { PwaBrowser } from '../pwa-browser';
import { watchWorkerUpdates } from './watch-worker-updates';
import { isLocalDevelopmentHost, isWorkerScriptServed, WORKER_SCRIPT_PATH } from './worker-script';
import { MAX_REGISTRATION_ATTEMPTS, WORKER_TIMING } from './worker-timing';

async function unregisterAll(container: ServiceWorkerContainer): Promise<void> {
  const registrations = await container.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}

async function requestUpdate(registration: ServiceWorkerRegistration | null): Promise<void> {
  try {
    await registration?.update();
  } catch (error) {
    // Offline or the server is down: the next check (or the `online` event) tries again.
    console.info('Service worker update check failed', error);
  }
}

/**
 * Registers the shell's worker and keeps it registered (docs/product.md#sessions-and-state): retries a failed
 * registration after 3 s, checks for an update 1 s after registering and whenever the connection
 * returns, registers again when no worker controls the page (checked every 60 s). On a local
 * development host without the script, it removes any leftover worker (it would serve a stale
 * build) and tries once more after 1 s. Returns the function that stops it.
 */
export function startServiceWorker(
  browser: PwaBrowser,
  onUpdateReady: (worker: ServiceWorker) => void,
): () => void {
  const container = browser.serviceWorker;
  if (!container) return () => undefined;
  let registration: ServiceWorkerRegistration | null = null;
  let failedAttempts = 0;
  let missingScriptRetried = false;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (action: () => void, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action();
    }, delayMs);
    timers.add(timer);
  };

  const register = async (): Promise<void> => {
    if (isLocalDevelopmentHost(browser.location.hostname) && !(await isWorkerScriptServed())) {
      await unregisterAll(container).catch(() => undefined);
      registration = null;
      if (missingScriptRetried) {
        console.info(`No ${WORKER_SCRIPT_PATH} here (development server): running without one`);
        return;
      }
      missingScriptRetried = true;
      later(() => void register(), WORKER_TIMING.missingScriptRetryMs);
      return;
    }
    try {
      registration = await container.register(WORKER_SCRIPT_PATH, { updateViaCache: 'none' });
      failedAttempts = 0;
      watchWorkerUpdates(registration, container, onUpdateReady);
      const registered = registration;
      later(() => void requestUpdate(registered), WORKER_TIMING.firstUpdateMs);
    } catch (error) {
      failedAttempts += 1;
      console.error('Service worker registration failed', error);
      if (failedAttempts < MAX_REGISTRATION_ATTEMPTS) {
        later(() => void register(), WORKER_TIMING.registrationRetryMs);
      }
    }
  };

  const controllerCheck = setInterval(() => {
    if (registration && !container.controller) void register();
  }, WORKER_TIMING.controllerCheckMs);
  const onOnline = () => void requestUpdate(registration);
  window.addEventListener('online', onOnline);
  void register();

  return () => {
    clearInterval(controllerCheck);
    timers.forEach(clearTimeout);
    window.removeEventListener('online', onOnline);
  };
}
