import { atom } from 'jotai';
import type { BeforeInstallPromptEvent, InstallMessage } from './install/install-types';
import { readStorage } from '@app/shared/core';

export const INSTALL_DISMISSED_STORAGE_KEY = 'pwa-prompt-dismissed';

/** The published version the page is behind; the blocking update dialog shows while it is set. */
export const availableVersionAtom = atom<string | null>(null);

/** True once the user asked to refresh, until the page goes away. */
export const refreshingAtom = atom(false);

/** A newly installed worker waiting to take over; the update confirm shows while it is set. */
export const waitingWorkerAtom = atom<ServiceWorker | null>(null);

/** The browser's deferred install prompt, when it offered one. */
export const installPromptAtom = atom<BeforeInstallPromptEvent | null>(null);

/**
 * The install banner's dismissed state starts true, so in practice the banner stays
 * hidden; only a stored 'false' shows it, and dismissing it stores 'true' again.
 */
export const installBannerDismissedAtom = atom(
  readStorage(INSTALL_DISMISSED_STORAGE_KEY) !== 'false',
);

/** What the install button has to tell the user when there is no native prompt. */
export const installMessageAtom = atom<InstallMessage | null>(null);

/** Whether the browser has a network connection. */
export const onlineAtom = atom(typeof navigator === 'undefined' ? true : navigator.onLine);
