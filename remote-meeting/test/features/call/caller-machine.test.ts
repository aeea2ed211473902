import { createStore } from 'jotai';
import { runMachine } from '../../../src/lib/machine';
import { callerStateAtom } from '../../../src/features/call/call-atoms';
import { callerMachine } from '../../../src/features/call/caller-machine';

const teacher = { userId: 't1', name: 'Sheikh Yusuf', avatar: null };

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
  runner.dispatch({ type: 'failed', callId: 'c1', reason: 'busy' });
  expect(store.get(callerStateAtom)).toMatchObject({ status: 'failed', reason: 'busy' });
  jest.advanceTimersByTime(3_000);
  runner.dispatch({ type: 'call', callId: 'c2', teacher });
  runner.dispatch({ type: 'failed', callId: 'c2', reason: 'timeout' });
  expect(store.get(callerStateAtom).status).toBe('unanswered');
});

it('a failure without a call id (malformed request) still ends the ringing call', () => {
  const { runner, status } = setup();
  runner.dispatch({ type: 'failed', callId: null, reason: 'invalid_request' });
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
