import type { User } from '../protocol';
import { INITIAL_AUTH_STATE, type AuthState } from './auth-atoms';

/** Kept as the error when a logout fails without a message of its own. */
export const LOGOUT_FAILED_MESSAGE = 'Logout failed';
/** Kept as the error when the restored session belongs to a deactivated account. */
export const ACCOUNT_INACTIVE_MESSAGE = 'Your account is not active. Please contact support.';

/** The presence fields a status update may change. */
export type UserStatus = Pick<User, 'isOnline' | 'isBusy'>;

/** Setting a user marks the client authenticated and initialised. */
export const withUser = (state: AuthState, user: User): AuthState => ({
  ...state,
  user,
  isAuthenticated: true,
  isInitialized: true,
});

/** Logout begins: the session is dropped at once so nothing acts on it meanwhile. */
export const logoutStarted = (state: AuthState): AuthState => ({
  ...state,
  user: null,
  isAuthenticated: false,
  isLoading: true,
});

/** Logout completed (or an emergency logout): everything cleared, initialised included. */
export const signedOut = (): AuthState => INITIAL_AUTH_STATE;

/** Logout failed: everything cleared, the error text kept. */
export const logoutFailed = (error?: string | null): AuthState => ({
  ...INITIAL_AUTH_STATE,
  error: error || LOGOUT_FAILED_MESSAGE,
});

/** A status update touches only isOnline and isBusy, and only of an existing user. */
export const withStatus = (state: AuthState, { isOnline, isBusy }: UserStatus): AuthState =>
  state.user ? { ...state, user: { ...state.user, isOnline, isBusy } } : state;

/** Session start is under way. */
export const sessionStarting = (state: AuthState): AuthState => ({ ...state, isLoading: true });

/** Session start found an active user. */
export const sessionRestored = (state: AuthState, user: User): AuthState => ({
  ...withUser(state, user),
  isLoading: false,
  error: null,
});

/** Session start found a deactivated account: access blocked, initialisation complete. */
export const sessionBlocked = (state: AuthState): AuthState => ({
  ...state,
  user: null,
  isAuthenticated: false,
  isLoading: false,
  isInitialized: true,
  error: ACCOUNT_INACTIVE_MESSAGE,
});

/** Session start found no session: signed out, initialisation complete. */
export const sessionAbsent = (state: AuthState): AuthState => ({
  ...state,
  user: null,
  isAuthenticated: false,
  isLoading: false,
  isInitialized: true,
});

/** The start-up deadline passed: the app stops waiting, whatever the profile call does. */
export const initialisationForced = (state: AuthState): AuthState => ({
  ...state,
  isInitialized: true,
});
