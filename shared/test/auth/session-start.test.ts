import { apiClient } from '../../src/api-client/api-client';
import { ApiError } from '../../src/api-client/api-error';
import { INITIAL_AUTH_STATE, authAtom } from '../../src/auth/auth-atoms';
import { logout } from '../../src/auth/logout';
import { startSession } from '../../src/auth/session-start';
import { appStore } from '../../src/state/store';
import { makeUser } from '../support/users';

const unauthorised = () => new ApiError('Session expired', 401);
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

describe('startSession: waiting for the page', () => {
  it('asks for the profile no sooner than 1.5 s after start on a loaded page', async () => {
    void startSession({ fetchProfile: profileAnswers(null) });
    expect(auth().isLoading).toBe(true);
    await jest.advanceTimersByTimeAsync(1499);
    expect(callTimes).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(callTimes).toEqual([1500]);
  });

  it('waits for the document to finish loading, polling every 200 ms', async () => {
    readyState = 'interactive';
    void startSession({ fetchProfile: profileAnswers(null) });
    await jest.advanceTimersByTimeAsync(2900);
    expect(callTimes).toEqual([]);
    readyState = 'complete';
    await jest.advanceTimersByTimeAsync(200);
    expect(callTimes).toEqual([3000]);
  });

  it('gives up waiting after 5 s even if the document never loads', async () => {
    readyState = 'loading';
    void startSession({ fetchProfile: profileAnswers(null) });
    await jest.advanceTimersByTimeAsync(4999);
    expect(callTimes).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(callTimes).toEqual([5000]);
  });
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

  it('retries a 401 up to 3 attempts, 1.5 s apart, and then succeeds', async () => {
    const user = makeUser();
    const fetchProfile = profileAnswers(unauthorised(), unauthorised(), { data: user });
    await Promise.all([startSession({ fetchProfile }), jest.runAllTimersAsync()]);
    expect(callTimes).toEqual([1500, 3000, 4500]);
    expect(auth().user).toEqual(user);
  });

  it('settles signed out and initialised after three 401s, with no fourth attempt', async () => {
    const fetchProfile = profileAnswers(unauthorised(), unauthorised(), unauthorised(), makeUser());
    await Promise.all([startSession({ fetchProfile }), jest.runAllTimersAsync()]);
    expect(callTimes).toHaveLength(3);
    expect(auth()).toMatchObject({ user: null, isInitialized: true, isLoading: false });
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

  it('skips initialisation when a logout starts while it waits', async () => {
    let finishLogout: (value: unknown) => void = () => undefined;
    jest
      .spyOn(apiClient, 'post')
      .mockImplementation(() => new Promise((resolve) => (finishLogout = resolve)));
    const fetchProfile = profileAnswers(makeUser());
    void startSession({ fetchProfile });
    await jest.advanceTimersByTimeAsync(500);
    const loggingOut = logout('user-1');
    await jest.advanceTimersByTimeAsync(30_000);
    expect(callTimes).toEqual([]);
    expect(auth()).toMatchObject({ user: null, isAuthenticated: false, isLoading: true });
    finishLogout(null);
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

describe('without any cookie', () => {
  it('settles signed out at once, without asking the API', async () => {
    const fetchProfile = jest.fn(() => Promise.resolve(null));
    await startSession({ fetchProfile, hasCookies: () => false });
    expect(fetchProfile).not.toHaveBeenCalled();
    expect(appStore.get(authAtom)).toMatchObject({
      isInitialized: true,
      isAuthenticated: false,
      isLoading: false,
    });
  });
});
