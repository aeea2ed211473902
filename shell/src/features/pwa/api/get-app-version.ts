import { apiClient } from '@app/shared/core';

export const CONFIG_PATH = '/config';

/** The remote config fetch gives up after 60 s. */
export const CONFIG_FETCH_TIMEOUT_MS = 60_000;

function appVersionOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('data' in body)) return null;
  const { data } = body;
  if (typeof data !== 'object' || data === null || !('app_version' in data)) return null;
  const { app_version: version } = data;
  return typeof version === 'string' && version.trim() !== '' ? version : null;
}

/** The published app version, from `GET /config` (`{ data: { app_version } }`). */
export async function getAppVersion(): Promise<string> {
  const body = await apiClient.get<unknown>(CONFIG_PATH, {
    signal: AbortSignal.timeout(CONFIG_FETCH_TIMEOUT_MS),
  });
  const version = appVersionOf(body);
  if (!version) throw new Error(`GET ${CONFIG_PATH} answered without an app_version`);
  return version;
}
