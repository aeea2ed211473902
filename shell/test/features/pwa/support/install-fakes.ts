import type { BeforeInstallPromptEvent } from '../../../../src/features/pwa/install/install-types';

/** Chromium's install event, whose user answers `outcome`. */
export function installPromptEvent(
  outcome: 'accepted' | 'dismissed',
): BeforeInstallPromptEvent & { prompt: jest.Mock } {
  return Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: jest.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
}

/** jsdom has no matchMedia: answers the display-mode query with `mode` (null removes it). */
export function setDisplayMode(mode: 'standalone' | 'browser' | null): void {
  if (mode === null) {
    Reflect.deleteProperty(window, 'matchMedia');
    return;
  }
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: query === `(display-mode: ${mode})`, media: query }),
  });
}
