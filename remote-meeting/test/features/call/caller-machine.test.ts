import { createStore } from 'jotai';
import { runMachine } from '../../../src/lib/machine';
import { callerStateAtom } from '../../../src/features/call/call-atoms';
import { callerMachine } from '../../../src/features/call/caller-machine';

const teacher = { userId: 't1', name: 'Sheikh Yusuf', avatar: null, gender: 'male' as const };

function setup() {
  const store = createStore();
  const runner = runMachine(callerMachine, store, callerStateAtom);
  runner.dispatch({ type: 'call', callId: 'c1', teacher });
  return { store, runner, status: () => store.get(callerStateAtom).status };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('calls, then is accepted by the server and stays accepted (no timeout)', () => {
  const { store, runner, status } = setup();
  expect(status()).toBe('calling');
  runner.dispatch({ type: 'accepted', callId: 'c1', at: 1234 });
  expect(store.get(callerStateAtom)).toMatchObject({ status: 'accepted', acceptedAt: 1234 });
  jest.advanceTimersByTime(120_000);
  expect(status()).toBe('accepted');
  runner.dispatch({ type: 'meetingOver' });
  expect(status()).toBe('idle');
});

it('gives up after exactly 30 s of ringing, shows it 3 s, then closes', () => {
  const { status } = setup();
  jest.advanceTimersByTime(29_999);
  expect(status()).toBe('calling');
  jest.advanceTimersByTime(1);
  expect(status()).toBe('unanswered');
  jest.advanceTimersByTime(2_999);
  expect(status()).toBe('unanswered');
  jest.advanceTimersByTime(1);
  expect(status()).toBe('idle');
});

it('shows a decline for 3 s and then closes', () => {
  const { runner, status } = setup();
  runner.dispatch({ type: 'declined', callId: 'c1' });
  expect(status()).toBe('declined');
  jest.advanceTimersByTime(3_000);
  expect(status()).toBe('idle');
});

it('shows a failure with its reason; a server timeout reads as unanswered', () => {
  const { store, runner } = setup();
  runner.dispatch({ type: 'failed', callId: 'c1', reason: 'calls.busy' });
  expect(store.get(callerStateAtom)).toMatchObject({ status: 'failed', reason: 'calls.busy' });
  jest.advanceTimersByTime(3_000);
  runner.dispatch({ type: 'call', callId: 'c2', teacher });
  runner.dispatch({ type: 'failed', callId: 'c2', reason: 'calls.unanswered' });
  expect(store.get(callerStateAtom).status).toBe('unanswered');
});

it('a failure without a call id (malformed request) still ends the ringing call', () => {
  const { runner, status } = setup();
  runner.dispatch({ type: 'failed', callId: null, reason: 'request.invalid' });
  expect(status()).toBe('failed');
});

it('cancelling ends the call at once and disarms the 30 s timeout', () => {
  const { runner, status } = setup();
  jest.advanceTimersByTime(10_000);
  runner.dispatch({ type: 'cancel' });
  expect(status()).toBe('idle');
  runner.dispatch({ type: 'call', callId: 'c2', teacher });
  jest.advanceTimersByTime(20_000);
  // The first call's timer would have fired here; the second call is still ringing.
  expect(status()).toBe('calling');
});

it('ignores events of another call and a second call while one rings', () => {
  const { store, runner } = setup();
  const before = store.get(callerStateAtom);
  runner.dispatch({ type: 'declined', callId: 'other' });
  runner.dispatch({ type: 'accepted', callId: 'other', at: 1 });
  runner.dispatch({ type: 'call', callId: 'c9', teacher });
  expect(store.get(callerStateAtom)).toBe(before);
});

it('a closing notice gives way to a new call, and close dismisses it early', () => {
  const { runner, status } = setup();
  runner.dispatch({ type: 'declined', callId: 'c1' });
  runner.dispatch({ type: 'call', callId: 'c2', teacher });
  expect(status()).toBe('calling');
  runner.dispatch({ type: 'declined', callId: 'c2' });
  runner.dispatch({ type: 'close' });
  expect(status()).toBe('idle');
});

it('stops dispatching after dispose', () => {
  const { runner, status } = setup();
  runner.dispose();
  jest.advanceTimersByTime(60_000);
  expect(status()).toBe('calling');
});

describe('the next Sheikh after a decline or an unanswered call', () => {
  const second = { userId: 't2', name: 'Sheikh Bakr', avatar: null, gender: null };
  const third = { userId: 't3', name: 'Ustadha Maryam', avatar: null, gender: 'female' as const };

  it('a call from the list starts an attempt with that teacher tried', () => {
    const { store } = setup();
    expect(store.get(callerStateAtom)).toMatchObject({ status: 'calling', tried: ['t1'] });
  });

  it('a decline offers the next Sheikh, and callNext calls them in the same attempt', () => {
    const { store, runner } = setup();
    runner.dispatch({ type: 'declined', callId: 'c1' });
    expect(store.get(callerStateAtom)).toMatchObject({ status: 'declined', next: null });
    runner.dispatch({ type: 'offerNext', teacher: second });
    expect(store.get(callerStateAtom)).toMatchObject({ status: 'declined', next: second });
    runner.dispatch({ type: 'callNext', callId: 'c2' });
    expect(store.get(callerStateAtom)).toEqual({
      status: 'calling',
      callId: 'c2',
      teacher: second,
      tried: ['t1', 't2'],
    });
  });

  it('an unanswered call (own 30 s or the server timeout) offers the next Sheikh too', () => {
    const { store, runner } = setup();
    jest.advanceTimersByTime(30_000);
    runner.dispatch({ type: 'offerNext', teacher: second });
    expect(store.get(callerStateAtom)).toMatchObject({ status: 'unanswered', next: second });
    runner.dispatch({ type: 'callNext', callId: 'c2' });
    runner.dispatch({ type: 'failed', callId: 'c2', reason: 'calls.unanswered' });
    runner.dispatch({ type: 'offerNext', teacher: third });
    runner.dispatch({ type: 'callNext', callId: 'c3' });
    expect(store.get(callerStateAtom)).toMatchObject({
      status: 'calling',
      teacher: third,
      tried: ['t1', 't2', 't3'],
    });
  });

  it('never offers a teacher already tried in this attempt', () => {
    const { store, runner } = setup();
    runner.dispatch({ type: 'declined', callId: 'c1' });
    const before = store.get(callerStateAtom);
    runner.dispatch({ type: 'offerNext', teacher: { ...second, userId: 't1' } });
    expect(store.get(callerStateAtom)).toBe(before);
  });

  it('the offer follows the list: replaced, withdrawn, unchanged for the same teacher', () => {
    const { store, runner } = setup();
    runner.dispatch({ type: 'declined', callId: 'c1' });
    runner.dispatch({ type: 'offerNext', teacher: second });
    const offered = store.get(callerStateAtom);
    runner.dispatch({ type: 'offerNext', teacher: { ...second } });
    expect(store.get(callerStateAtom)).toBe(offered);
    runner.dispatch({ type: 'offerNext', teacher: third });
    expect(store.get(callerStateAtom)).toMatchObject({ next: third });
    runner.dispatch({ type: 'offerNext', teacher: null });
    expect(store.get(callerStateAtom)).toMatchObject({ status: 'declined', next: null });
  });

  it('with nobody to offer, callNext does nothing and only the way back remains', () => {
    const { store, runner } = setup();
    runner.dispatch({ type: 'declined', callId: 'c1' });
    const before = store.get(callerStateAtom);
    runner.dispatch({ type: 'callNext', callId: 'c2' });
    expect(store.get(callerStateAtom)).toBe(before);
    runner.dispatch({ type: 'close' });
    expect(store.get(callerStateAtom).status).toBe('idle');
  });

  it('an offer waits 20 s for the student; without one the notice closes after 3 s', () => {
    const { runner, status } = setup();
    runner.dispatch({ type: 'declined', callId: 'c1' });
    runner.dispatch({ type: 'offerNext', teacher: second });
    jest.advanceTimersByTime(19_999);
    expect(status()).toBe('declined');
    jest.advanceTimersByTime(1);
    expect(status()).toBe('idle');
    runner.dispatch({ type: 'call', callId: 'c2', teacher });
    runner.dispatch({ type: 'declined', callId: 'c2' });
    runner.dispatch({ type: 'offerNext', teacher: second });
    jest.advanceTimersByTime(10_000);
    // The offered Sheikh became busy: nothing left to offer, so the notice closes 3 s later.
    runner.dispatch({ type: 'offerNext', teacher: null });
    jest.advanceTimersByTime(2_999);
    expect(status()).toBe('declined');
    jest.advanceTimersByTime(1);
    expect(status()).toBe('idle');
  });

  it('offers and callNext are ignored outside a decline or an unanswered call', () => {
    const { store, runner } = setup();
    const calling = store.get(callerStateAtom);
    runner.dispatch({ type: 'offerNext', teacher: second });
    runner.dispatch({ type: 'callNext', callId: 'c2' });
    expect(store.get(callerStateAtom)).toBe(calling);
    runner.dispatch({ type: 'failed', callId: 'c1', reason: 'calls.busy' });
    const failed = store.get(callerStateAtom);
    runner.dispatch({ type: 'offerNext', teacher: second });
    runner.dispatch({ type: 'callNext', callId: 'c2' });
    expect(store.get(callerStateAtom)).toBe(failed);
    runner.dispatch({ type: 'close' });
    const idle = store.get(callerStateAtom);
    runner.dispatch({ type: 'offerNext', teacher: second });
    runner.dispatch({ type: 'callNext', callId: 'c2' });
    expect(store.get(callerStateAtom)).toBe(idle);
  });

  it('a new call from the list during the notice starts a new attempt', () => {
    const { store, runner } = setup();
    runner.dispatch({ type: 'declined', callId: 'c1' });
    runner.dispatch({ type: 'offerNext', teacher: second });
    runner.dispatch({ type: 'call', callId: 'c2', teacher: third });
    expect(store.get(callerStateAtom)).toMatchObject({ status: 'calling', tried: ['t3'] });
  });

  it('the attempt is carried through accepted', () => {
    const { store, runner } = setup();
    runner.dispatch({ type: 'declined', callId: 'c1' });
    runner.dispatch({ type: 'offerNext', teacher: second });
    runner.dispatch({ type: 'callNext', callId: 'c2' });
    runner.dispatch({ type: 'accepted', callId: 'c2', at: 5 });
    expect(store.get(callerStateAtom)).toMatchObject({
      status: 'accepted',
      teacher: second,
      tried: ['t1', 't2'],
    });
  });
});
