import { apiClient } from '../api-client/api-client';
import { documentHasCookies } from '../api-client/session-refresh';
import { ApiError } from '../api-client/api-error';
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
import { waitForDocumentReady } from './document-ready';
import { isLogoutInProgress } from './logout';

/** SPEC section 9's session start timings. */
export const SESSION_START_TIMING = {
  document: { minMs: 1500, maxMs: 5000, pollMs: 200 },
  profileAttempts: 3,
  profileRetryDelayMs: 1500,
  initialisationTimeoutMs: 25_000,
} as const;

export const PROFILE_PATH = '/auth/profile';

/** Dependencies of session start; the defaults are the page's own. */
export interface StartSessionOptions {
  store?: typeof appStore;
  fetchProfile?: () => Promise<unknown>;
  /** Whether the page holds any cookie; without one there is no session to restore. */
  hasCookies?: () => boolean;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The profile sits under `data`, or is the body itself; anything without an id is no user. */
export function profileFrom(body: unknown): User | null {
  const candidate = isRecord(body) && 'data' in body ? body.data : body;
  const hasId = isRecord(candidate) && typeof candidate._id === 'string' && candidate._id !== '';
  return hasId ? (candidate as unknown as User) : null;
}

/** A 401 may only mean the cookies are not usable yet, so it is retried; anything else is not. */
async function loadProfile(fetchProfile: () => Promise<unknown>): Promise<User | null> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return profileFrom(await fetchProfile());
    } catch (error) {
      const unauthorised = error instanceof ApiError && error.status === 401;
      if (!unauthorised) console.error('Session restore failed', error);
      if (!unauthorised || attempt >= SESSION_START_TIMING.profileAttempts) return null;
      await delay(SESSION_START_TIMING.profileRetryDelayMs);
    }
  }
}

/**
 * SPEC section 4's session start: restores the signed-in user from the session cookies, or
 * settles as signed out. Does nothing when already authenticated or another auth operation
 * (a logout, a running start) is in progress.
 */
export async function startSession(options: StartSessionOptions = {}): Promise<void> {
  const store = options.store ?? appStore;
  const fetchProfile = options.fetchProfile ?? (() => apiClient.get<unknown>(PROFILE_PATH));
  const initial = store.get(authAtom);
  if (initial.isAuthenticated || initial.isLoading || isLogoutInProgress()) return;
  // The API sets a readable marker cookie beside the HTTP-only session ones. With no cookie at
  // all no session can exist, so a first-time visitor is not kept waiting through the retries.
  if (!(options.hasCookies ?? documentHasCookies)()) {
    store.set(authAtom, sessionAbsent);
    return;
  }

  store.set(authAtom, sessionStarting);
  const deadline = setTimeout(
    () => store.set(authAtom, initialisationForced),
    SESSION_START_TIMING.initialisationTimeoutMs,
  );
  try {
    await waitForDocumentReady(SESSION_START_TIMING.document);
    if (isLogoutInProgress()) return;
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
