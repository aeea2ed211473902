import { createStore } from 'jotai';
import { runMachine } from '../../../src/lib/machine';
import { meetingStateAtom } from '../../../src/features/meeting/meeting-atoms';
import { meetingMachine } from '../../../src/features/meeting/meeting-machine';
import { startMeeting } from '../../support/calls';

const session = {
  meetingId: 'm1',
  roomName: 'room-1',
  token: 'tok',
  entry: { participants: [], watchers: [] },
};

function setup() {
  const store = createStore();
  const runner = runMachine(meetingMachine, store, meetingStateAtom);
  runner.dispatch({ type: 'started', start: startMeeting(), role: 'student' });
  return { store, runner, state: () => store.get(meetingStateAtom) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('starts loading, walks the start phases, then goes live', () => {
  const { runner, state } = setup();
  expect(state()).toMatchObject({ status: 'starting', phase: 'loading' });
  runner.dispatch({ type: 'phase', phase: 'waitingTeacher' });
  expect(state()).toMatchObject({ phase: 'waitingTeacher' });
  runner.dispatch({ type: 'phase', phase: 'teacherJoined' });
  runner.dispatch({ type: 'joined', session, at: 99 });
  expect(state()).toMatchObject({ status: 'live', session, since: 99 });
  // A live meeting has no timeout of its own.
  jest.advanceTimersByTime(3_600_000);
  expect(state().status).toBe('live');
});

it("a new entry into the room replaces the live session's entry; one for another room does not", () => {
  const { runner, state } = setup();
  runner.dispatch({ type: 'joined', session, at: 1 });
  const entry = { participants: ['t1'], watchers: [] };
  runner.dispatch({ type: 'reentered', roomName: 'room-2', entry });
  expect(state()).toMatchObject({ session: { entry: { participants: [], watchers: [] } } });
  runner.dispatch({ type: 'reentered', roomName: 'room-1', entry });
  const live = state();
  expect(live.status === 'live' && live.session.entry).toBe(entry);
});

it('own hang-up closes at once', () => {
  const { runner, state } = setup();
  runner.dispatch({ type: 'joined', session, at: 1 });
  runner.dispatch({ type: 'hangUp' });
  expect(state().status).toBe('idle');
});

it('the server ending it shows the notice for exactly 3 s', () => {
  const { runner, state } = setup();
  runner.dispatch({ type: 'joined', session, at: 1 });
  runner.dispatch({
    type: 'remoteEnded',
    roomName: 'room-1',
    reason: 'participant_left',
    endedBy: 'student',
  });
  expect(state()).toMatchObject({
    status: 'ended',
    reason: 'participant_left',
    endedBy: 'student',
  });
  jest.advanceTimersByTime(2_999);
  expect(state().status).toBe('ended');
  jest.advanceTimersByTime(1);
  expect(state().status).toBe('idle');
});

it('ignores the end of another room, and of a meeting already left', () => {
  const { store, runner, state } = setup();
  const before = state();
  runner.dispatch({
    type: 'remoteEnded',
    roomName: 'room-2',
    reason: 'participant_left',
    endedBy: 'student',
  });
  expect(store.get(meetingStateAtom)).toBe(before);
  runner.dispatch({ type: 'hangUp' });
  runner.dispatch({
    type: 'remoteEnded',
    roomName: 'room-1',
    reason: 'participant_left',
    endedBy: 'student',
  });
  expect(state().status).toBe('idle');
});

it('a failed start closes; phases and joins after it are ignored', () => {
  const { runner, state } = setup();
  runner.dispatch({ type: 'failed', message: 'teacherNotJoined' });
  runner.dispatch({ type: 'phase', phase: 'teacherJoined' });
  runner.dispatch({ type: 'joined', session, at: 1 });
  expect(state().status).toBe('idle');
});

it('a new meeting may start while the previous notice shows', () => {
  const { runner, state } = setup();
  runner.dispatch({
    type: 'remoteEnded',
    roomName: 'room-1',
    reason: 'ended_by_participant',
    endedBy: 'teacher',
  });
  runner.dispatch({ type: 'started', start: startMeeting('c2'), role: 'teacher' });
  expect(state()).toMatchObject({ status: 'starting', role: 'teacher' });
  jest.advanceTimersByTime(3_000);
  expect(state().status).toBe('starting');
});
