import { startServiceWorker } from '../../../src/features/pwa/worker/start-service-worker';
import {
  MAX_REGISTRATION_ATTEMPTS,
  WORKER_TIMING,
} from '../../../src/features/pwa/worker/worker-timing';
import {
  FakeRegistration,
  FakeServiceWorker,
  fakeBrowser,
  flushPromises,
  scriptResponse,
} from './support/fake-browser';

let stop: () => void = () => undefined;

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  stop();
  jest.useRealTimers();
  Reflect.deleteProperty(globalThis, 'fetch');
});

function start(href?: string) {
  const page = fakeBrowser(href);
  const onUpdateReady = jest.fn();
  stop = startServiceWorker(page.browser, onUpdateReady);
  return { ...page, onUpdateReady };
}

it('registers the root worker past the HTTP cache and checks for an update after 1 s', async () => {
  const { container } = start();
  await flushPromises();
  expect(container.register).toHaveBeenCalledWith('/service-worker.js', {
    updateViaCache: 'none',
  });

  await jest.advanceTimersByTimeAsync(WORKER_TIMING.firstUpdateMs - 1);
  expect(container.registration.update).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(container.registration.update).toHaveBeenCalledTimes(1);
});

it('does nothing in a browser without service workers', () => {
  const page = fakeBrowser();
  stop = startServiceWorker({ ...page.browser, serviceWorker: undefined }, jest.fn());
  expect(page.container.register).not.toHaveBeenCalled();
});

it('retries a failed registration after 3 s, a bounded number of times', async () => {
  const page = fakeBrowser();
  page.container.register.mockRejectedValue(new DOMException('blocked', 'SecurityError'));
  stop = startServiceWorker(page.browser, jest.fn());
  await flushPromises();
  expect(page.container.register).toHaveBeenCalledTimes(1);

  await jest.advanceTimersByTimeAsync(WORKER_TIMING.registrationRetryMs - 1);
  expect(page.container.register).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(page.container.register).toHaveBeenCalledTimes(2);

  await jest.advanceTimersByTimeAsync(WORKER_TIMING.registrationRetryMs * 10);
  expect(page.container.register).toHaveBeenCalledTimes(MAX_REGISTRATION_ATTEMPTS);
});

it('registers again when no worker controls the page at the 60 s check', async () => {
  const { container } = start();
  container.controller = new FakeServiceWorker();
  await flushPromises();

  await jest.advanceTimersByTimeAsync(WORKER_TIMING.controllerCheckMs);
  expect(container.register).toHaveBeenCalledTimes(1);

  container.controller = null;
  await jest.advanceTimersByTimeAsync(WORKER_TIMING.controllerCheckMs);
  expect(container.register).toHaveBeenCalledTimes(2);
});

it('asks for an update when the connection returns', async () => {
  const { container } = start();
  await flushPromises();
  container.registration.update.mockClear();
  window.dispatchEvent(new Event('online'));
  await flushPromises();
  expect(container.registration.update).toHaveBeenCalledTimes(1);
});

it('stops its timers and listeners when stopped', async () => {
  const { container } = start();
  await flushPromises();
  stop();
  container.controller = null;
  await jest.advanceTimersByTimeAsync(WORKER_TIMING.controllerCheckMs * 2);
  window.dispatchEvent(new Event('online'));
  expect(container.register).toHaveBeenCalledTimes(1);
  expect(container.registration.update).not.toHaveBeenCalled();
});

describe('on a local development host', () => {
  it.each([
    ['404', scriptResponse(404, 'text/plain')],
    ['the page fallback', scriptResponse(200, 'text/html; charset=utf-8')],
  ])(
    'unregisters a stale worker when the script is %s, and tries once more after 1 s',
    async (_case, response) => {
      const fetchMock = jest.fn(async () => response);
      Object.assign(globalThis, { fetch: fetchMock });
      const stale = new FakeRegistration();
      const page = fakeBrowser('http://localhost:3000/');
      page.container.registrations = [stale];
      stop = startServiceWorker(page.browser, jest.fn());
      await flushPromises();

      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringMatching(/^\/service-worker\.js\?v=\d+$/),
        { cache: 'no-store' },
      );
      expect(stale.unregister).toHaveBeenCalled();
      expect(page.container.register).not.toHaveBeenCalled();

      await jest.advanceTimersByTimeAsync(WORKER_TIMING.missingScriptRetryMs);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(WORKER_TIMING.registrationRetryMs * 10);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(page.container.register).not.toHaveBeenCalled();
    },
  );

  it('registers when the script is served as JavaScript', async () => {
    Object.assign(globalThis, {
      fetch: jest.fn(async () => scriptResponse(200, 'text/javascript; charset=utf-8')),
    });
    const { container } = start('http://localhost:3000/');
    await flushPromises();
    expect(container.register).toHaveBeenCalledTimes(1);
  });
});

describe('a new worker', () => {
  it('is offered as an update once it has installed while another controls the page', async () => {
    const { container, onUpdateReady } = start();
    container.controller = new FakeServiceWorker();
    await flushPromises();
    const next = new FakeServiceWorker();
    container.registration.findUpdate(next);

    next.moveTo('installing');
    expect(onUpdateReady).not.toHaveBeenCalled();
    next.moveTo('installed');
    expect(onUpdateReady).toHaveBeenCalledWith(next);
  });

  it('is not an update on the first install, when nothing controls the page', async () => {
    const { container, onUpdateReady } = start();
    await flushPromises();
    const first = new FakeServiceWorker();
    container.registration.findUpdate(first);
    first.moveTo('installed');
    expect(onUpdateReady).not.toHaveBeenCalled();
  });

  it('already waiting when the page starts is offered at once, and only once', async () => {
    const page = fakeBrowser();
    page.container.controller = new FakeServiceWorker();
    const waiting = new FakeServiceWorker();
    page.container.registration.waiting = waiting;
    const onUpdateReady = jest.fn();
    stop = startServiceWorker(page.browser, onUpdateReady);
    await flushPromises();
    expect(onUpdateReady).toHaveBeenCalledWith(waiting);

    // Registering again (controller lost) must not watch the same registration twice.
    page.container.controller = null;
    await jest.advanceTimersByTimeAsync(WORKER_TIMING.controllerCheckMs);
    expect(page.container.register).toHaveBeenCalledTimes(2);
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
  });
});
