import { appStore } from '@app/shared/core';
import { getAppVersion } from '../api/get-app-version';
import { availableVersionAtom } from '../pwa-atoms';
import { readStorage, writeStorage } from '@app/shared/core';
import { decideVersion, type VersionDecision } from './version-decision';

export const APP_VERSION_STORAGE_KEY = 'appVersion';

/** What a failed check compares against. */
export const DEFAULT_APP_VERSION = '1.0.0';

/** The check runs on start and every 30 min. */
export const VERSION_CHECK_INTERVAL_MS = 30 * 60 * 1000;

/**
 * Compares the published version with the stored one and acts on it: stores it on a first visit,
 * raises the blocking update dialog when they differ. A failed fetch compares against
 * '1.0.0', except while the browser is offline: a refresh could not load anything then.
 */
export async function checkAppVersion(
  fetchVersion: () => Promise<string> = getAppVersion,
): Promise<VersionDecision | null> {
  let published: string;
  try {
    published = await fetchVersion();
  } catch (error) {
    if (!navigator.onLine) return null;
    console.warn('Version check failed; comparing with the default version', error);
    published = DEFAULT_APP_VERSION;
  }
  const decision = decideVersion(readStorage(APP_VERSION_STORAGE_KEY), published);
  if (decision.kind === 'remember') writeStorage(APP_VERSION_STORAGE_KEY, decision.version);
  if (decision.kind === 'outdated') appStore.set(availableVersionAtom, decision.version);
  return decision;
}

/** Checks now and every 30 min; returns the function that stops it. */
export function startVersionChecks(fetchVersion?: () => Promise<string>): () => void {
  const check = () => void checkAppVersion(fetchVersion);
  check();
  const timer = setInterval(check, VERSION_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
