import { apiClient } from '../api-client/api-client';
import { documentHasSessionMarker } from '../api-client/session-refresh';
import { ApiError } from '../api-client/api-error';
import { API_ROUTES } from '../protocol/api-routes';
import type { User } from '../protocol';
import { appStore } from '../state/store';
import { authAtom } from './auth-atoms';
import {
  initialisationForced,
  sessionAbsent,
  sessionBlocked,
  sessionRestored,
  sessionStarting,
} from './auth-transitions';
import { isLogoutInProgress } from './logout';

/**
 * Session start's one timing: however the profile call goes, the app stops waiting for it after
 * 25 s. There is no wait before the call: the API's readable marker cookie says at once whether
 * a session may exist (see docs/session-start.md).
 */
export const SESSION_START_TIMING = {
  initialisationTimeoutMs: 25_000,
} as const;

export const PROFILE_PATH = API_ROUTES['auth.profile'].path;

/** Dependencies of session start; the defaults are the page's own. */
export interface StartSessionOptions {
  store?: typeof appStore;
  fetchProfile?: () => Promise<unknown>;
  /** Whether the page holds the API's session marker; without it there is nothing to restore. */
  hasSessionMarker?: () => boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The profile sits under `data`, or is the body itself; anything without an id is no user. */
export function profileFrom(body: unknown): User | null {
  const candidate = isRecord(body) && 'data' in body ? body.data : body;
  const hasId = isRecord(candidate) && typeof candidate._id === 'string' && candidate._id !== '';
  return hasId ? (candidate as unknown as User) : null;
}

/**
 * One profile call. An expired access token is renewed inside it: the API client answers a 401
 * with one refresh and one retry, so a 401 that reaches this point means the session is gone.
 */
async function loadProfile(fetchProfile: () => Promise<unknown>): Promise<User | null> {
  try {
    return profileFrom(await fetchProfile());
  } catch (error) {
    const unauthorised = error instanceof ApiError && error.status === 401;
    if (!unauthorised) console.error('Session restore failed', error);
    return null;
  }
}

/**
 * Session start: restores the signed-in user from the session cookies, or
 * settles as signed out. Does nothing when already authenticated or another auth operation
 * (a logout, a running start) is in progress.
 */
export async function startSession(options: StartSessionOptions = {}): Promise<void> {
  const store = options.store ?? appStore;
  const fetchProfile = options.fetchProfile ?? (() => apiClient.call('auth.profile'));
  const initial = store.get(authAtom);
  if (initial.isAuthenticated || initial.isLoading || isLogoutInProgress()) return;
  // The API sets a readable marker cookie beside the HTTP-only session ones and removes it with
  // them: without it no session can exist, so the page settles as signed out without a call.
  if (!(options.hasSessionMarker ?? documentHasSessionMarker)()) {
    store.set(authAtom, sessionAbsent);
    return;
  }

  store.set(authAtom, sessionStarting);
  const deadline = setTimeout(
    () => store.set(authAtom, initialisationForced),
    SESSION_START_TIMING.initialisationTimeoutMs,
  );
  try {
    const user = await loadProfile(fetchProfile);
    // A logout or a login that happened meanwhile owns the state now.
    if (isLogoutInProgress()) return;
    if (store.get(authAtom).isAuthenticated) {
      store.set(authAtom, (state) => ({ ...state, isLoading: false }));
      return;
    }
    if (!user) store.set(authAtom, sessionAbsent);
    else if (user.active === false) store.set(authAtom, sessionBlocked);
    else store.set(authAtom, (state) => sessionRestored(state, user));
  } finally {
    clearTimeout(deadline);
  }
}
