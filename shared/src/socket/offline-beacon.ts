import { getApiUrl } from '../config/runtime-config';
import type { UserIdRequest } from '../protocol/api';
import { API_ROUTES } from '../protocol/api-routes';

export const SET_OFFLINE_PATH = API_ROUTES['auth.setOffline'].path;

/**
 * Tells the API the user left, from a page that is going away: a beacon survives the unload
 * where an ordinary request would be cancelled. Where the browser refuses the beacon (some
 * refuse a cross-origin JSON one), a keepalive fetch carries it instead.
 */
export function sendOfflineBeacon(userId: string | null | undefined): void {
  if (!userId) return;
  const url = `${getApiUrl()}${SET_OFFLINE_PATH}`;
  const body: UserIdRequest = { userId };
  const payload = JSON.stringify(body);
  try {
    const blob = new Blob([payload], { type: 'application/json' });
    if (globalThis.navigator?.sendBeacon?.(url, blob)) return;
  } catch {
    // Refused outright: fall through to the keepalive request.
  }
  if (typeof fetch !== 'function') return;
  fetch(url, {
    method: 'POST',
    keepalive: true,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: payload,
  }).catch(() => undefined);
}
