import { appStore } from '@app/shared';
import { waitingWorkerAtom } from '../../../src/features/pwa/pwa-atoms';
import {
  acceptWorkerUpdate,
  declineWorkerUpdate,
  offerWorkerUpdate,
} from '../../../src/features/pwa/worker/worker-update';
import { WORKER_MESSAGES } from '../../../src/service-worker/worker-messages';
import { FakeServiceWorker, fakeBrowser } from './support/fake-browser';

const asWorker = (fake: FakeServiceWorker) => fake as unknown as ServiceWorker;

beforeEach(() => appStore.set(waitingWorkerAtom, null));

it('checks the version and offers the waiting worker', () => {
  const checkVersion = jest.fn(() => Promise.resolve(null));
  const worker = asWorker(new FakeServiceWorker());
  offerWorkerUpdate(worker, checkVersion);
  expect(checkVersion).toHaveBeenCalledTimes(1);
  expect(appStore.get(waitingWorkerAtom)).toBe(worker);
});

it('yes: tells the worker to skip waiting and reloads once it controls the page', () => {
  const { browser, container, location } = fakeBrowser();
  const worker = new FakeServiceWorker();
  offerWorkerUpdate(asWorker(worker), () => Promise.resolve(null));

  acceptWorkerUpdate(browser);
  expect(worker.postMessage).toHaveBeenCalledWith({ type: WORKER_MESSAGES.skipWaiting });
  expect(appStore.get(waitingWorkerAtom)).toBeNull();
  expect(location.reload).not.toHaveBeenCalled();

  container.dispatchEvent(new Event('controllerchange'));
  container.dispatchEvent(new Event('controllerchange'));
  expect(location.reload).toHaveBeenCalledTimes(1);
});

it('no: closes the question and leaves the worker waiting', () => {
  const worker = new FakeServiceWorker();
  offerWorkerUpdate(asWorker(worker), () => Promise.resolve(null));
  declineWorkerUpdate();
  expect(appStore.get(waitingWorkerAtom)).toBeNull();
  expect(worker.postMessage).not.toHaveBeenCalled();
});
