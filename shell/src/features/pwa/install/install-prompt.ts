import { appStore } from '@app/shared/core';
import {
  INSTALL_DISMISSED_STORAGE_KEY,
  installBannerDismissedAtom,
  installMessageAtom,
  installPromptAtom,
} from '../pwa-atoms';
import { writeStorage } from '@app/shared/core';
import { installInstructionsFor } from './install-instructions';
import { isBeforeInstallPromptEvent } from './install-types';

/** Whether the page already runs as the installed app. */
export function isRunningInstalled(): boolean {
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  // iOS Safari does not support the media query for home-screen apps, only this flag.
  return standalone || ('standalone' in navigator && navigator.standalone === true);
}

/** 'Not now', the close control, or an accepted install: the banner stays away from now on. */
export function dismissInstallBanner(): void {
  appStore.set(installBannerDismissedAtom, true);
  writeStorage(INSTALL_DISMISSED_STORAGE_KEY, 'true');
}

/**
 * Keeps the browser's install prompt for the banner's install button. While the banner is
 * dismissed the browser keeps its own install offer, since nothing here would replace it.
 * Returns the function that stops listening.
 */
export function captureInstallPrompt(): () => void {
  const onPrompt = (event: Event) => {
    if (appStore.get(installBannerDismissedAtom) || !isBeforeInstallPromptEvent(event)) return;
    event.preventDefault();
    appStore.set(installPromptAtom, event);
  };
  const onInstalled = () => {
    appStore.set(installPromptAtom, null);
    dismissInstallBanner();
  };
  window.addEventListener('beforeinstallprompt', onPrompt);
  window.addEventListener('appinstalled', onInstalled);
  return () => {
    window.removeEventListener('beforeinstallprompt', onPrompt);
    window.removeEventListener('appinstalled', onInstalled);
  };
}

/**
 * The install button: the browser's own prompt when it gave one, else the steps for this
 * browser, or a note that the app is installed already.
 */
export async function installApp(): Promise<void> {
  if (isRunningInstalled()) {
    appStore.set(installMessageAtom, { kind: 'alreadyInstalled' });
    return;
  }
  const prompt = appStore.get(installPromptAtom);
  if (!prompt) {
    const browser = installInstructionsFor(navigator.userAgent, navigator.maxTouchPoints);
    appStore.set(installMessageAtom, { kind: 'instructions', browser });
    return;
  }
  // A prompt can be shown only once.
  appStore.set(installPromptAtom, null);
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  if (outcome === 'accepted') dismissInstallBanner();
}

/** Closes the install message. */
export function closeInstallMessage(): void {
  appStore.set(installMessageAtom, null);
}
