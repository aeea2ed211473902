import { appStore } from '@app/shared';
import { onlineAtom } from '../../../src/features/pwa/pwa-atoms';
import { startPwa } from '../../../src/features/pwa/start-pwa';
import { fakeBrowser, flushPromises } from './support/fake-browser';

let stop: () => void = () => undefined;

beforeEach(() => {
  document.head.innerHTML = '';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => stop());

it('starts once: connectivity and the service worker', async () => {
  const page = fakeBrowser();
  stop = startPwa(page.browser);
  await flushPromises();

  expect(page.container.register).toHaveBeenCalledTimes(1);
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
  expect(appStore.get(onlineAtom)).toBe(false);

  const second = fakeBrowser();
  startPwa(second.browser);
  expect(console.error).toHaveBeenCalledWith(expect.stringContaining('called twice'));
  expect(second.container.register).not.toHaveBeenCalled();
});
