// Fakes of the browser APIs jsdom does not have (service workers, Cache Storage, navigation),
// with just the behaviour the PWA code relies on. The real ones run in e2e/pwa.
import type { PwaBrowser } from '../../../../src/features/pwa/pwa-browser';

export class FakeServiceWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly postMessage = jest.fn<void, [unknown]>();

  moveTo(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

export class FakeRegistration extends EventTarget {
  installing: FakeServiceWorker | null = null;
  waiting: FakeServiceWorker | null = null;
  active: FakeServiceWorker | null = null;
  readonly update = jest.fn(async () => undefined);
  readonly unregister = jest.fn(async () => true);

  /** A new worker starts installing, as after an update check found a changed script. */
  findUpdate(worker: FakeServiceWorker): void {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

export class FakeContainer extends EventTarget {
  controller: FakeServiceWorker | null = null;
  readonly registration = new FakeRegistration();
  registrations: FakeRegistration[] = [this.registration];
  readonly register = jest.fn(
    async (_url: string, _options?: RegistrationOptions) => this.registration,
  );
  readonly getRegistrations = jest.fn(async () => this.registrations);
}

export class FakeCaches {
  readonly names = new Set<string>();
  readonly deleted: string[] = [];

  constructor(names: string[] = []) {
    names.forEach((name) => this.names.add(name));
  }

  readonly keys = jest.fn(async () => [...this.names]);
  readonly delete = jest.fn(async (name: string) => {
    this.deleted.push(name);
    return this.names.delete(name);
  });
}

export interface FakeBrowser {
  browser: PwaBrowser;
  container: FakeContainer;
  caches: FakeCaches;
  location: { href: string; hostname: string; assign: jest.Mock; reload: jest.Mock };
}

/** A page at `href` with a service worker container and caches; `serviceWorker: false` drops both. */
export function fakeBrowser(href = 'https://quran.example/profile'): FakeBrowser {
  const container = new FakeContainer();
  const caches = new FakeCaches();
  const location = {
    href,
    hostname: new URL(href).hostname,
    assign: jest.fn(),
    reload: jest.fn(),
  };
  return {
    browser: {
      serviceWorker: container as unknown as ServiceWorkerContainer,
      caches: caches as unknown as CacheStorage,
      location,
    },
    container,
    caches,
    location,
  };
}

/** A fetch answer with just what the worker script check reads. */
export function scriptResponse(status: number, contentType: string): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'content-type': contentType }),
  } as unknown as Response;
}

/** Lets pending promise callbacks run (fake timers do not advance microtasks). */
export async function flushPromises(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await Promise.resolve();
}
