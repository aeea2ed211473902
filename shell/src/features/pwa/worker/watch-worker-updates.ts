const watched = new WeakSet<ServiceWorkerRegistration>();

/**
 * Calls `onUpdateReady` with a new worker once it has installed while another one controls the
 * page: an update waiting for the user's go-ahead. A first install (no controller yet) is not an
 * update. Each registration is watched once, however often it is registered again.
 */
export function watchWorkerUpdates(
  registration: ServiceWorkerRegistration,
  container: ServiceWorkerContainer,
  onUpdateReady: (worker: ServiceWorker) => void,
): void {
  if (watched.has(registration)) return;
  watched.add(registration);
  if (registration.waiting && container.controller) onUpdateReady(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    if (!installing) return;
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) onUpdateReady(installing);
    });
  });
}
