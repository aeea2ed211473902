import { INITIAL_AUTH_STATE, authAtom, type AuthState } from '../../src/auth/auth-atoms';
import { setUserAtom, updateUserStatusAtom } from '../../src/auth/auth-actions';
import {
  LOGOUT_FAILED_MESSAGE,
  logoutFailed,
  logoutStarted,
  signedOut,
  withStatus,
  withUser,
} from '../../src/auth/auth-transitions';
import { appStore } from '../../src/state/store';
import { makeUser } from '../support/users';

const signedIn: AuthState = {
  user: makeUser(),
  isAuthenticated: true,
  isLoading: false,
  isInitialized: true,
  error: 'old error',
};

beforeEach(() => appStore.set(authAtom, INITIAL_AUTH_STATE));

describe('auth transitions (docs/product.md#sessions-and-state)', () => {
  it('setting a user marks the client authenticated and initialised', () => {
    const user = makeUser({ _id: 'u9' });
    expect(withUser(INITIAL_AUTH_STATE, user)).toEqual({
      ...INITIAL_AUTH_STATE,
      user,
      isAuthenticated: true,
      isInitialized: true,
    });
  });

  it('logout start clears user and authentication at once and sets loading', () => {
    expect(logoutStarted(signedIn)).toEqual({
      ...signedIn,
      user: null,
      isAuthenticated: false,
      isLoading: true,
    });
  });

  it('logout completion clears everything, the initialised flag included', () => {
    expect(signedOut()).toEqual(INITIAL_AUTH_STATE);
    expect(signedOut().isInitialized).toBe(false);
  });

  it('logout failure clears everything but keeps the error, defaulting to "Logout failed"', () => {
    expect(logoutFailed('Network down')).toEqual({ ...INITIAL_AUTH_STATE, error: 'Network down' });
    expect(logoutFailed().error).toBe(LOGOUT_FAILED_MESSAGE);
    expect(logoutFailed('').error).toBe('Logout failed');
  });

  it('a status update changes only isOnline and isBusy', () => {
    const next = withStatus(signedIn, { isOnline: false, isBusy: true });
    expect(next).toEqual({
      ...signedIn,
      user: { ...signedIn.user, isOnline: false, isBusy: true },
    });
  });

  it('a status update without a user changes nothing', () => {
    const state = { ...INITIAL_AUTH_STATE, isInitialized: true };
    expect(withStatus(state, { isOnline: true, isBusy: true })).toBe(state);
  });
});

describe('auth write atoms on the one store', () => {
  it('apply the transitions to authAtom', () => {
    const user = makeUser({ isOnline: false });
    appStore.set(setUserAtom, user);
    appStore.set(updateUserStatusAtom, { isOnline: true, isBusy: true });
    expect(appStore.get(authAtom)).toMatchObject({
      isAuthenticated: true,
      isInitialized: true,
      user: { ...user, isOnline: true, isBusy: true },
    });
  });

  it('ignore a status update when nobody is signed in', () => {
    appStore.set(updateUserStatusAtom, { isOnline: true, isBusy: false });
    expect(appStore.get(authAtom)).toBe(INITIAL_AUTH_STATE);
  });
});
