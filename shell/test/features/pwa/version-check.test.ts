import { appStore } from '@app/shared';
import { availableVersionAtom } from '../../../src/features/pwa/pwa-atoms';
import {
  APP_VERSION_STORAGE_KEY,
  VERSION_CHECK_INTERVAL_MS,
  checkAppVersion,
  startVersionChecks,
} from '../../../src/features/pwa/version/version-check';
import { decideVersion } from '../../../src/features/pwa/version/version-decision';

const published = (version: string) => () => Promise.resolve(version);
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => {
  localStorage.clear();
  appStore.set(availableVersionAtom, null);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('decideVersion', () => {
  it('remembers the published version when nothing is stored', () => {
    expect(decideVersion(null, '2.1.0')).toEqual({ kind: 'remember', version: '2.1.0' });
    expect(decideVersion('', '2.1.0')).toEqual({ kind: 'remember', version: '2.1.0' });
  });

  it('is current when both agree and outdated when they differ', () => {
    expect(decideVersion('2.1.0', '2.1.0')).toEqual({ kind: 'current' });
    expect(decideVersion('2.0.0', '2.1.0')).toEqual({ kind: 'outdated', version: '2.1.0' });
  });
});

describe('checkAppVersion', () => {
  it('stores the published version on a first visit and shows no dialog', async () => {
    await checkAppVersion(published('3.0.0'));
    expect(localStorage.getItem(APP_VERSION_STORAGE_KEY)).toBe('3.0.0');
    expect(appStore.get(availableVersionAtom)).toBeNull();
  });

  it('does nothing while the stored version is the published one', async () => {
    localStorage.setItem(APP_VERSION_STORAGE_KEY, '3.0.0');
    expect(await checkAppVersion(published('3.0.0'))).toEqual({ kind: 'current' });
    expect(appStore.get(availableVersionAtom)).toBeNull();
  });

  it('raises the update dialog with the new version, leaving the stored one for the refresh', async () => {
    localStorage.setItem(APP_VERSION_STORAGE_KEY, '3.0.0');
    await checkAppVersion(published('3.1.0'));
    expect(appStore.get(availableVersionAtom)).toBe('3.1.0');
    expect(localStorage.getItem(APP_VERSION_STORAGE_KEY)).toBe('3.0.0');
  });

  it("compares against '1.0.0' when the check fails", async () => {
    localStorage.setItem(APP_VERSION_STORAGE_KEY, '1.0.0');
    expect(await checkAppVersion(unreachable)).toEqual({ kind: 'current' });

    localStorage.setItem(APP_VERSION_STORAGE_KEY, '2.0.0');
    expect(await checkAppVersion(unreachable)).toEqual({ kind: 'outdated', version: '1.0.0' });
  });

  it('stores the default version when the first check fails', async () => {
    await checkAppVersion(unreachable);
    expect(localStorage.getItem(APP_VERSION_STORAGE_KEY)).toBe('1.0.0');
  });

  it('skips a check that failed because the browser is offline', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    localStorage.setItem(APP_VERSION_STORAGE_KEY, '2.0.0');
    expect(await checkAppVersion(unreachable)).toBeNull();
    expect(appStore.get(availableVersionAtom)).toBeNull();
  });
});

describe('startVersionChecks', () => {
  afterEach(() => jest.useRealTimers());

  it('checks on start and every 30 minutes until stopped', async () => {
    jest.useFakeTimers();
    const fetchVersion = jest.fn(() => Promise.resolve('1.0.0'));
    const stop = startVersionChecks(fetchVersion);
    expect(fetchVersion).toHaveBeenCalledTimes(1);

    await jest.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS - 1);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(fetchVersion).toHaveBeenCalledTimes(3);

    stop();
    await jest.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 2);
    expect(fetchVersion).toHaveBeenCalledTimes(3);
  });
});
