import { appStore } from '@app/shared';
import {
  captureInstallPrompt,
  dismissInstallBanner,
  installApp,
} from '../../../src/features/pwa/install/install-prompt';
import { installInstructionsFor } from '../../../src/features/pwa/install/install-instructions';
import {
  INSTALL_DISMISSED_STORAGE_KEY,
  installBannerDismissedAtom,
  installMessageAtom,
  installPromptAtom,
} from '../../../src/features/pwa/pwa-atoms';
import { installPromptEvent, setDisplayMode } from './support/install-fakes';

let stop: () => void = () => undefined;

beforeEach(() => {
  localStorage.clear();
  appStore.set(installBannerDismissedAtom, false);
  appStore.set(installPromptAtom, null);
  appStore.set(installMessageAtom, null);
});

afterEach(() => {
  stop();
  setDisplayMode(null);
});

describe('installInstructionsFor', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Version/17.4 Mobile Safari/604.1',
      0,
      'ios',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.4 Safari/605.1.15', 5, 'ios'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36', 0, 'android'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
      0,
      'firefox',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0',
      0,
      'desktopChromium',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
      0,
      'desktopChromium',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.4 Safari/605.1.15', 0, 'safari'],
    ['SomeBrowser/1.0', 0, 'other'],
  ])('%s, %i touch points -> %s', (userAgent, touchPoints, expected) => {
    expect(installInstructionsFor(userAgent, touchPoints)).toBe(expected);
  });
});

describe('captureInstallPrompt', () => {
  it("keeps the browser's prompt for the banner and stops the browser's own offer", () => {
    stop = captureInstallPrompt();
    const event = installPromptEvent('dismissed');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(appStore.get(installPromptAtom)).toBe(event);
  });

  it('leaves the prompt to the browser while the banner is dismissed', () => {
    appStore.set(installBannerDismissedAtom, true);
    stop = captureInstallPrompt();
    const event = installPromptEvent('dismissed');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(appStore.get(installPromptAtom)).toBeNull();
  });

  it('dismisses the banner for good once the app is installed', () => {
    stop = captureInstallPrompt();
    window.dispatchEvent(installPromptEvent('dismissed'));
    window.dispatchEvent(new Event('appinstalled'));
    expect(appStore.get(installPromptAtom)).toBeNull();
    expect(appStore.get(installBannerDismissedAtom)).toBe(true);
    expect(localStorage.getItem(INSTALL_DISMISSED_STORAGE_KEY)).toBe('true');
  });
});

describe('installApp', () => {
  it("shows the browser's prompt and dismisses the banner when the user accepts", async () => {
    const event = installPromptEvent('accepted');
    appStore.set(installPromptAtom, event);
    await installApp();
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(appStore.get(installPromptAtom)).toBeNull();
    expect(appStore.get(installBannerDismissedAtom)).toBe(true);
  });

  it('keeps the banner when the user declines the prompt', async () => {
    appStore.set(installPromptAtom, installPromptEvent('dismissed'));
    await installApp();
    expect(appStore.get(installBannerDismissedAtom)).toBe(false);
  });

  it("shows this browser's steps when there is no prompt", async () => {
    await installApp();
    expect(appStore.get(installMessageAtom)).toEqual({ kind: 'instructions', browser: 'other' });
  });

  it('says the app is installed when it runs as the installed app', async () => {
    setDisplayMode('standalone');
    appStore.set(installPromptAtom, installPromptEvent('accepted'));
    await installApp();
    expect(appStore.get(installMessageAtom)).toEqual({ kind: 'alreadyInstalled' });
  });
});

it("'not now' stores the dismissal", () => {
  dismissInstallBanner();
  expect(appStore.get(installBannerDismissedAtom)).toBe(true);
  expect(localStorage.getItem(INSTALL_DISMISSED_STORAGE_KEY)).toBe('true');
});
