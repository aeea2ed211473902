/**
 * The browser APIs this feature drives that a test environment (jsdom) does not have: the
 * service worker container, Cache Storage and page navigation. Tests pass their own.
 */
export interface PwaBrowser {
  serviceWorker: ServiceWorkerContainer | undefined;
  caches: CacheStorage | undefined;
  location: Pick<Location, 'href' | 'hostname' | 'assign' | 'reload'>;
}

/** The real page's APIs. */
export function currentBrowser(): PwaBrowser {
  return {
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    caches: 'caches' in globalThis ? globalThis.caches : undefined,
    location: window.location,
  };
}
