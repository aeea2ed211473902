import { appStore } from '@app/shared';
import { refreshingAtom } from '../../../src/features/pwa/pwa-atoms';
import {
  FORCED_RELOAD_DELAY_MS,
  refreshApp,
  withTimestamp,
} from '../../../src/features/pwa/version/refresh-app';
import { APP_VERSION_STORAGE_KEY } from '../../../src/features/pwa/version/version-check';
import { WORKER_MESSAGES } from '../../../src/service-worker/worker-messages';
import { FakeServiceWorker, fakeBrowser } from './support/fake-browser';

const NOW = Date.UTC(2025, 0, 2, 3, 4, 5);

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  localStorage.setItem(APP_VERSION_STORAGE_KEY, '1.0.0');
  appStore.set(refreshingAtom, false);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.useRealTimers());

it('sets the t parameter, keeping the rest of the address', () => {
  expect(withTimestamp('https://quran.example/users?tab=2#top', 42)).toBe(
    'https://quran.example/users?tab=2&t=42#top',
  );
  expect(withTimestamp('https://quran.example/?t=1', 42)).toBe('https://quran.example/?t=42');
});

it('clears caches, has the workers clear theirs and update, stores the version, then reloads', async () => {
  const { browser, container, caches, location } = fakeBrowser('https://quran.example/profile');
  caches.names.add('workbox-precache-v2-https://quran.example/');
  caches.names.add('remote-entries');
  const active = new FakeServiceWorker();
  container.registration.active = active;
  // The worker must be told only after the page emptied the caches, or it would lose its refill.
  const cachesLeftWhenTold: number[] = [];
  active.postMessage.mockImplementation(() => cachesLeftWhenTold.push(caches.names.size));

  await refreshApp('2.0.0', browser);

  expect(appStore.get(refreshingAtom)).toBe(true);
  expect(caches.deleted).toEqual(['workbox-precache-v2-https://quran.example/', 'remote-entries']);
  expect(active.postMessage).toHaveBeenCalledWith({ type: WORKER_MESSAGES.clearCaches });
  expect(cachesLeftWhenTold).toEqual([0]);
  expect(container.registration.update).toHaveBeenCalled();
  expect(localStorage.getItem(APP_VERSION_STORAGE_KEY)).toBe('2.0.0');
  expect(location.assign).toHaveBeenCalledWith(`https://quran.example/profile?t=${NOW}`);

  expect(location.reload).not.toHaveBeenCalled();
  jest.advanceTimersByTime(FORCED_RELOAD_DELAY_MS);
  expect(location.reload).toHaveBeenCalledTimes(1);
});

it('still stores the version and reloads when clearing or updating fails', async () => {
  const { browser, container, caches, location } = fakeBrowser();
  caches.keys.mockRejectedValue(new Error('SecurityError'));
  container.registration.update.mockRejectedValue(new TypeError('Failed to update'));

  await refreshApp('2.0.0', browser);

  expect(localStorage.getItem(APP_VERSION_STORAGE_KEY)).toBe('2.0.0');
  expect(location.assign).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(FORCED_RELOAD_DELAY_MS);
  expect(location.reload).toHaveBeenCalledTimes(1);
});

it('works in a browser without service workers or Cache Storage', async () => {
  const { browser, location } = fakeBrowser();
  await refreshApp('2.0.0', { ...browser, serviceWorker: undefined, caches: undefined });
  expect(location.assign).toHaveBeenCalledTimes(1);
});
