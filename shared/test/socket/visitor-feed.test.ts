import { createStore } from 'jotai';
import { setApiUrl } from '../../src/config/runtime-config';
import {
  VISITOR_FEED_RETRIES,
  VISITOR_FEED_RETRY_MS,
  attachVisitorFeed,
} from '../../src/socket/visitor-feed';
import { usersListAtom, usersListReceivedAtom } from '../../src/socket/users-list-atom';
import { FakeEventSource } from '../support/fake-event-source';
import { makeListedUser } from '../support/users';

let store: ReturnType<typeof createStore>;
const ids = () => store.get(usersListAtom).map((entry) => entry._id);

beforeAll(() => Object.assign(globalThis, { EventSource: FakeEventSource }));
afterAll(() => Reflect.deleteProperty(globalThis, 'EventSource'));
beforeEach(() => {
  FakeEventSource.reset();
  setApiUrl('http://api.test');
  store = createStore();
});
afterEach(() => jest.useRealTimers());

describe('the visitor feed', () => {
  it("opens the API's event stream and fills the list: the snapshot, then each change", () => {
    const close = attachVisitorFeed(store);
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual([
      'http://api.test/teachers/live',
    ]);
    const source = FakeEventSource.latest;
    source.send('list', [makeListedUser({ _id: 't1' }), makeListedUser({ _id: 't2' })]);
    expect(ids()).toEqual(['t1', 't2']);
    expect(store.get(usersListReceivedAtom)).toBe(true);

    source.send('delta', { type: 'remove', _id: 't1' });
    source.send('delta', { type: 'upsert', user: makeListedUser({ _id: 't3' }) });
    source.send('delta', {
      type: 'presence',
      _id: 't2',
      isOnline: true,
      isBusy: true,
      inMeeting: false,
      status: 'busy',
    });
    expect(ids()).toEqual(['t2', 't3']);
    expect(store.get(usersListAtom)[0]).toMatchObject({ _id: 't2', status: 'busy' });

    close();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('takes the snapshot of a reconnect as the whole list', () => {
    attachVisitorFeed(store);
    const source = FakeEventSource.latest;
    source.send('list', [makeListedUser({ _id: 't1' })]);
    source.fail(false);
    source.send('list', [makeListedUser({ _id: 't2' })]);
    expect(ids()).toEqual(['t2']);
    // The browser reconnected by itself: no second source.
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('ignores what is not JSON or not shaped like its event', () => {
    attachVisitorFeed(store);
    const source = FakeEventSource.latest;
    source.send('list', 'not json');
    source.send('list', { not: 'a list' });
    expect(store.get(usersListReceivedAtom)).toBe(false);
    source.send('list', [makeListedUser({ _id: 't1' })]);
    source.send('delta', '{');
    source.send('delta', { type: 'rename', _id: 't1' });
    source.send('delta', null);
    expect(ids()).toEqual(['t1']);
  });

  it('opens a refused stream again a few times, a few seconds apart', () => {
    jest.useFakeTimers();
    const close = attachVisitorFeed(store);
    for (let attempt = 1; attempt <= VISITOR_FEED_RETRIES; attempt += 1) {
      FakeEventSource.latest.fail(true);
      jest.advanceTimersByTime(VISITOR_FEED_RETRY_MS - 1);
      expect(FakeEventSource.opened).toHaveLength(attempt);
      jest.advanceTimersByTime(1);
      expect(FakeEventSource.opened).toHaveLength(attempt + 1);
    }
    FakeEventSource.latest.fail(true);
    jest.advanceTimersByTime(VISITOR_FEED_RETRY_MS * 10);
    expect(FakeEventSource.opened).toHaveLength(VISITOR_FEED_RETRIES + 1);

    // A snapshot counts as success: the next refusal has every retry again.
    close();
    FakeEventSource.reset();
    attachVisitorFeed(store);
    FakeEventSource.latest.fail(true);
    jest.advanceTimersByTime(VISITOR_FEED_RETRY_MS);
    FakeEventSource.latest.send('list', []);
    for (let attempt = 1; attempt <= VISITOR_FEED_RETRIES; attempt += 1) {
      FakeEventSource.latest.fail(true);
      jest.advanceTimersByTime(VISITOR_FEED_RETRY_MS);
    }
    expect(FakeEventSource.opened).toHaveLength(VISITOR_FEED_RETRIES + 2);
  });

  it('once closed, opens nothing more', () => {
    jest.useFakeTimers();
    const close = attachVisitorFeed(store);
    FakeEventSource.latest.fail(true);
    close();
    jest.advanceTimersByTime(VISITOR_FEED_RETRY_MS * 2);
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
