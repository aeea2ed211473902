import { createStore } from 'jotai';
import { runMachine } from '../../../src/lib/machine';
import { receiverStateAtom } from '../../../src/features/call/call-atoms';
import { receiverMachine } from '../../../src/features/call/receiver-machine';
import { incomingCall as incoming } from '../../support/calls';

function setup() {
  const store = createStore();
  const runner = runMachine(receiverMachine, store, receiverStateAtom);
  runner.dispatch({ type: 'incoming', call: incoming(), at: 0 });
  return { store, runner, status: () => store.get(receiverStateAtom).status };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('rings until accepted', () => {
  const { runner, status } = setup();
  expect(status()).toBe('ringing');
  runner.dispatch({ type: 'accept' });
  expect(status()).toBe('idle');
});

it('rings until declined', () => {
  const { runner, status } = setup();
  runner.dispatch({ type: 'decline' });
  expect(status()).toBe('idle');
});

it('declines by itself after exactly 30 s', () => {
  const { status } = setup();
  jest.advanceTimersByTime(29_999);
  expect(status()).toBe('ringing');
  jest.advanceTimersByTime(1);
  expect(status()).toBe('idle');
});

it('stops when the server ends that call (another tab answered, caller cancelled)', () => {
  const { runner, status } = setup();
  runner.dispatch({ type: 'ended', callId: 'other', reason: 'cancelled' });
  expect(status()).toBe('ringing');
  runner.dispatch({ type: 'ended', callId: 'c1', reason: 'accepted' });
  expect(status()).toBe('idle');
});

it('keeps the first call when a second arrives while ringing', () => {
  const { store, runner } = setup();
  runner.dispatch({ type: 'incoming', call: incoming('c2'), at: 5 });
  const state = store.get(receiverStateAtom);
  expect(state.status === 'ringing' && state.call.callId).toBe('c1');
});

it('ignores answers while idle', () => {
  const store = createStore();
  const runner = runMachine(receiverMachine, store, receiverStateAtom);
  const before = store.get(receiverStateAtom);
  runner.dispatch({ type: 'accept' });
  runner.dispatch({ type: 'autoDecline' });
  expect(store.get(receiverStateAtom)).toBe(before);
});

describe('the caller went away while ringing', () => {
  it('a cancel shows Call Cancelled for exactly 3 s, then closes', () => {
    const { store, runner, status } = setup();
    runner.dispatch({ type: 'ended', callId: 'c1', reason: 'cancelled' });
    expect(store.get(receiverStateAtom)).toMatchObject({
      status: 'callerGone',
      reason: 'cancelled',
    });
    jest.advanceTimersByTime(2_999);
    expect(status()).toBe('callerGone');
    jest.advanceTimersByTime(1);
    expect(status()).toBe('idle');
  });

  it("the caller's connection gone shows User Disconnected for 3 s", () => {
    const { store, runner, status } = setup();
    runner.dispatch({ type: 'ended', callId: 'c1', reason: 'caller_left' });
    expect(store.get(receiverStateAtom)).toMatchObject({
      status: 'callerGone',
      reason: 'caller_left',
    });
    jest.advanceTimersByTime(3_000);
    expect(status()).toBe('idle');
  });

  it('the other ends (accepted elsewhere, declined elsewhere, timeout) close at once', () => {
    for (const reason of ['accepted', 'declined', 'timeout'] as const) {
      const { runner, status } = setup();
      runner.dispatch({ type: 'ended', callId: 'c1', reason });
      expect(status()).toBe('idle');
    }
  });

  it('the 30 s auto-decline no longer runs once the caller is gone', () => {
    const { runner, status } = setup();
    jest.advanceTimersByTime(28_000);
    runner.dispatch({ type: 'ended', callId: 'c1', reason: 'cancelled' });
    jest.advanceTimersByTime(2_000);
    expect(status()).toBe('callerGone');
  });

  it('the notice ignores answers and stale ends, and gives way to a new call at once', () => {
    const { store, runner } = setup();
    runner.dispatch({ type: 'ended', callId: 'c1', reason: 'cancelled' });
    const notice = store.get(receiverStateAtom);
    runner.dispatch({ type: 'accept' });
    runner.dispatch({ type: 'decline' });
    runner.dispatch({ type: 'autoDecline' });
    runner.dispatch({ type: 'ended', callId: 'c1', reason: 'caller_left' });
    expect(store.get(receiverStateAtom)).toBe(notice);
    runner.dispatch({ type: 'incoming', call: incoming('c2'), at: 9 });
    const state = store.get(receiverStateAtom);
    expect(state.status === 'ringing' && state.call.callId).toBe('c2');
  });

  it('close is ignored while idle and while ringing', () => {
    const { store, runner } = setup();
    const ringing = store.get(receiverStateAtom);
    runner.dispatch({ type: 'close' });
    expect(store.get(receiverStateAtom)).toBe(ringing);
    runner.dispatch({ type: 'decline' });
    const idle = store.get(receiverStateAtom);
    runner.dispatch({ type: 'close' });
    expect(store.get(receiverStateAtom)).toBe(idle);
  });
});
