import { createStore } from 'jotai';
import {
  authAtom,
  INITIAL_AUTH_STATE,
  setApiUrl,
  socketHolder,
  usersListAtom,
  usersListReceivedAtom,
} from '@app/shared/core';
import { FakeEventSource } from '../../../../shared/test/support/fake-event-source';
import { makeListedUser, makeUser } from '../../../../shared/test/support/users';
import {
  cachedLandingTeachersAtom,
  landingTeachersAtom,
  landingTeachersLoadingAtom,
} from '../../../src/features/landing/teachers/landing-teachers';
import {
  LOADING_DELAY_MS,
  startLandingTeachers,
} from '../../../src/features/landing/teachers/subscriptions';

let store: ReturnType<typeof createStore>;
const visitor = { ...INITIAL_AUTH_STATE, isInitialized: true };

beforeAll(() => Object.assign(globalThis, { EventSource: FakeEventSource }));
afterAll(() => Reflect.deleteProperty(globalThis, 'EventSource'));
beforeEach(() => {
  FakeEventSource.reset();
  localStorage.clear();
  setApiUrl('http://api.test');
  store = createStore();
});
afterEach(() => jest.useRealTimers());

describe("the landing page's live teachers", () => {
  it("reads a visitor's list from the API's event stream, with no socket", () => {
    const stop = startLandingTeachers(store);
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual([
      'http://api.test/teachers/live',
    ]);
    expect(store.get(usersListReceivedAtom)).toBe(false);
    const source = FakeEventSource.latest;
    source.send('list', [
      makeListedUser({
        _id: 't1',
        name: 'Sheikh Yusuf',
        role: 'teacher',
        isOnline: false,
        status: 'offline',
      }),
    ]);
    // Kept for the next visit's first paint, from the snapshot on.
    const cached = () => JSON.parse(localStorage.getItem('landing-teachers') ?? '[]') as unknown;
    expect(cached()).toEqual([expect.objectContaining({ _id: 't1', status: 'offline' })]);
    source.send('delta', {
      type: 'presence',
      _id: 't1',
      isOnline: true,
      isBusy: false,
      inMeeting: false,
      status: 'online',
    });
    expect(store.get(landingTeachersAtom)).toEqual([
      expect.objectContaining({ _id: 't1', name: 'Sheikh Yusuf', status: 'online' }),
    ]);
    expect(cached()).toEqual([expect.objectContaining({ _id: 't1', status: 'online' })]);
    // A visitor's page neither opens nor loads socket.io.
    expect(socketHolder.current).toBeNull();
    expect(socketHolder.loaded).toBe(false);

    stop();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it("shows the last visit's list at once, and a spinner only if the live one is late", () => {
    jest.useFakeTimers();
    localStorage.setItem(
      'landing-teachers',
      JSON.stringify([makeListedUser({ _id: 't9', role: 'teacher' })]),
    );
    const stop = startLandingTeachers(store);
    expect(store.get(cachedLandingTeachersAtom).map((teacher) => teacher._id)).toEqual(['t9']);
    jest.advanceTimersByTime(LOADING_DELAY_MS);
    expect(store.get(landingTeachersLoadingAtom)).toBe(true);
    FakeEventSource.latest.send('list', []);
    expect(store.get(landingTeachersLoadingAtom)).toBe(false);
    stop();
  });

  it("takes a signed-in user's list from the session's socket: no event stream", () => {
    store.set(authAtom, {
      ...visitor,
      isAuthenticated: true,
      user: makeUser({ role: 'student' }),
    });
    store.set(usersListAtom, [makeListedUser({ _id: 't1', role: 'teacher' })]);
    store.set(usersListReceivedAtom, true);
    const stop = startLandingTeachers(store);
    expect(FakeEventSource.opened).toHaveLength(0);
    expect(store.get(usersListReceivedAtom)).toBe(true);
    stop();
  });
});
