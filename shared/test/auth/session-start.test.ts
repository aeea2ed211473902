import { apiClient } from '../../src/api-client/api-client';
import { ApiError } from '../../src/api-client/api-error';
import { INITIAL_AUTH_STATE, authAtom } from '../../src/auth/auth-atoms';
import { logout } from '../../src/auth/logout';
import { startSession } from '../../src/auth/session-start';
import type { RouteResponse } from '../../src/protocol/api-contract';
import { appStore } from '../../src/state/store';
import { makeUser } from '../support/users';

const unauthorised = () => new ApiError('Session expired', 401);
/** The API's answer to `POST /auth/logout`. */
const loggedOut: RouteResponse<'auth.logout'> = { data: { loggedOut: true } };
const never = () => new Promise<never>(() => undefined);
let readyState: DocumentReadyState;
let callTimes: number[];
let t0: number;

/** A profile endpoint answering each call with the next outcome, recording when it was called. */
function profileAnswers(...outcomes: (unknown | Error)[]) {
  return () => {
    callTimes.push(Date.now() - t0);
    const outcome = outcomes.shift();
    return outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome);
  };
}

const auth = () => appStore.get(authAtom);

beforeEach(() => {
  jest.useFakeTimers();
  t0 = Date.now();
  callTimes = [];
  readyState = 'complete';
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  appStore.set(authAtom, INITIAL_AUTH_STATE);
  // The API's readable marker; without any cookie session start settles at once (tested below).
  document.cookie = 'has_session=1';
});
afterEach(() => jest.useRealTimers());

describe('startSession: no wait before the profile', () => {
  it('asks for the profile at once, with no timer to run first', async () => {
    const user = makeUser({ _id: 'at-once' });
    const starting = startSession({ fetchProfile: profileAnswers({ data: user }) });
    expect(callTimes).toEqual([0]);
    await starting;
    expect(jest.getTimerCount()).toBe(0);
    expect(Date.now() - t0).toBe(0);
    expect(auth()).toMatchObject({ user, isAuthenticated: true, isInitialized: true });
  });

  it.each<DocumentReadyState>(['loading', 'interactive'])(
    'does not wait for a document still %s',
    async (state) => {
      readyState = state;
      await startSession({ fetchProfile: profileAnswers({ data: makeUser() }) });
      expect(callTimes).toEqual([0]);
      expect(auth().isInitialized).toBe(true);
    },
  );
});

describe('startSession: outcomes', () => {
  it.each([
    ['under data', (user: object) => ({ data: user })],
    ['as the body itself', (user: object) => user],
  ])('stores an active profile read %s as authenticated', async (_label, wrap) => {
    const user = makeUser({ _id: 'u42' });
    await Promise.all([
      startSession({ fetchProfile: profileAnswers(wrap(user)) }),
      jest.runAllTimersAsync(),
    ]);
    expect(auth()).toEqual({
      ...INITIAL_AUTH_STATE,
      user,
      isAuthenticated: true,
      isInitialized: true,
    });
  });

  it('blocks an inactive account: initialised, no user', async () => {
    const fetchProfile = profileAnswers({ data: makeUser({ active: false }) });
    await Promise.all([startSession({ fetchProfile }), jest.runAllTimersAsync()]);
    expect(auth()).toMatchObject({
      user: null,
      isAuthenticated: false,
      isInitialized: true,
      isLoading: false,
    });
  });

  it.each([null, {}, { data: null }, 'OK'])(
    'treats an empty profile (%j) as signed out',
    async (body) => {
      await Promise.all([
        startSession({ fetchProfile: profileAnswers(body) }),
        jest.runAllTimersAsync(),
      ]);
      expect(auth()).toMatchObject({ user: null, isAuthenticated: false, isInitialized: true });
    },
  );

  it("takes a 401 (already past the client's one refresh) as signed out, at once", async () => {
    const fetchProfile = profileAnswers(unauthorised(), { data: makeUser() });
    await startSession({ fetchProfile });
    expect(callTimes).toEqual([0]);
    expect(auth()).toMatchObject({ user: null, isInitialized: true, isLoading: false });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('does not retry other errors: logged, signed out, initialised', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchProfile = profileAnswers(new ApiError('Server exploded', 500), makeUser());
    await Promise.all([startSession({ fetchProfile }), jest.runAllTimersAsync()]);
    expect(callTimes).toHaveLength(1);
    expect(logged).toHaveBeenCalled();
    expect(auth()).toMatchObject({ user: null, isAuthenticated: false, isInitialized: true });
  });

  it('forces initialisation complete after 25 s when the profile never answers', async () => {
    void startSession({ fetchProfile: never });
    await jest.advanceTimersByTimeAsync(24_999);
    expect(auth().isInitialized).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(auth()).toMatchObject({ isInitialized: true, user: null });
  });
});

describe('startSession: when it stays out of the way', () => {
  it('does nothing when already authenticated or an auth operation is in progress', async () => {
    const fetchProfile = profileAnswers(makeUser());
    for (const state of [{ isAuthenticated: true }, { isLoading: true }]) {
      appStore.set(authAtom, { ...INITIAL_AUTH_STATE, ...state });
      await Promise.all([startSession({ fetchProfile }), jest.runAllTimersAsync()]);
      expect(auth()).toEqual({ ...INITIAL_AUTH_STATE, ...state });
    }
    expect(callTimes).toEqual([]);
  });

  it('runs once when started twice', async () => {
    const fetchProfile = profileAnswers(makeUser(), makeUser());
    await Promise.all([
      startSession({ fetchProfile }),
      startSession({ fetchProfile }),
      jest.runAllTimersAsync(),
    ]);
    expect(callTimes).toHaveLength(1);
  });

  it('leaves the state to a logout that starts while the profile is asked for', async () => {
    let finishLogout: () => void = () => undefined;
    jest
      .spyOn(apiClient, 'call')
      .mockImplementation(
        () => new Promise((resolve) => (finishLogout = () => resolve(loggedOut))),
      );
    let answerProfile: (body: unknown) => void = () => undefined;
    const fetchProfile = () => new Promise((resolve) => (answerProfile = resolve));
    const starting = startSession({ fetchProfile });
    const loggingOut = logout();
    answerProfile({ data: makeUser() });
    await starting;
    await jest.advanceTimersByTimeAsync(30_000);
    expect(auth()).toMatchObject({ user: null, isAuthenticated: false, isLoading: true });
    finishLogout();
    await loggingOut;
    expect(auth()).toEqual(INITIAL_AUTH_STATE);
  });

  it('leaves a login that happened meanwhile in place', async () => {
    const loggedIn = makeUser({ _id: 'fresh-login' });
    const fetchProfile = () => {
      appStore.set(authAtom, (state) => ({ ...state, user: loggedIn, isAuthenticated: true }));
      return Promise.reject(unauthorised());
    };
    await Promise.all([startSession({ fetchProfile }), jest.runAllTimersAsync()]);
    expect(auth()).toMatchObject({ user: loggedIn, isAuthenticated: true, isLoading: false });
  });
});

describe('without the session marker', () => {
  it('settles signed out at once, without asking the API, whatever other cookies there are', async () => {
    document.cookie = 'has_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    document.cookie = 'i18nextLng=ar';
    const fetchProfile = jest.fn(() => Promise.resolve({ data: makeUser() }));
    await startSession({ fetchProfile });
    expect(fetchProfile).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
    expect(appStore.get(authAtom)).toMatchObject({
      user: null,
      isInitialized: true,
      isAuthenticated: false,
      isLoading: false,
    });
  });
});

describe('after a logout', () => {
  beforeEach(() => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    jest.spyOn(apiClient, 'call').mockResolvedValue(loggedOut);
  });

  it('never shows the previous account: only the profile the server returns', async () => {
    const first = makeUser({ _id: 'first-account', name: 'First' });
    const second = makeUser({ _id: 'second-account', name: 'Second' });
    await startSession({ fetchProfile: profileAnswers({ data: first }) });
    expect(auth().user).toEqual(first);

    const seen: (string | null)[] = [];
    const unsubscribe = appStore.sub(authAtom, () => seen.push(auth().user?._id ?? null));
    await logout();
    expect(auth().user).toBeNull();
    await startSession({ fetchProfile: profileAnswers({ data: second }) });
    unsubscribe();
    expect(auth().user).toEqual(second);
    expect(seen.filter((id) => id !== null)).toEqual(['second-account']);
  });

  it('shows no one when the server says the session is gone', async () => {
    const first = makeUser({ _id: 'first-account' });
    await startSession({ fetchProfile: profileAnswers({ data: first }) });
    await logout();
    const seen: (string | null)[] = [];
    const unsubscribe = appStore.sub(authAtom, () => seen.push(auth().user?._id ?? null));
    await startSession({ fetchProfile: profileAnswers(unauthorised()) });
    unsubscribe();
    expect(seen.every((id) => id === null)).toBe(true);
    expect(auth()).toMatchObject({ user: null, isAuthenticated: false, isInitialized: true });
  });
});
