import { apiClient } from '@app/shared/core';

/** The remote config fetch gives up after 60 s. */
export const CONFIG_FETCH_TIMEOUT_MS = 60_000;

/** The published app version, from `GET /config` (`{ data: { app_version } }`). */
export async function getAppVersion(): Promise<string> {
  const { data } = await apiClient.call(
    'system.config',
    {},
    { signal: AbortSignal.timeout(CONFIG_FETCH_TIMEOUT_MS) },
  );
  // A blank version would be remembered as if published; the check falls back instead.
  if (data.app_version.trim() === '')
    throw new Error('GET /config answered without an app_version');
  return data.app_version;
}
