import { atom } from 'jotai';
import type { User } from '../protocol';

/** The auth state. */
export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  isInitialized: boolean;
  error: string | null;
}

export const INITIAL_AUTH_STATE: AuthState = {
  user: null,
  isAuthenticated: false,
  isLoading: false,
  isInitialized: false,
  error: null,
};

/** The signed-in user and where session start-up stands; shared by the shell and remotes. */
export const authAtom = atom<AuthState>(INITIAL_AUTH_STATE);

/**
 * Set when the server cut the session off because the account was banned; the shell then
 * takes the user to the landing page's banner and clears it.
 */
export const accountBannedAtom = atom(false);

/** The signed-in user, or null. */
export const currentUserAtom = atom((get) => get(authAtom).user);
