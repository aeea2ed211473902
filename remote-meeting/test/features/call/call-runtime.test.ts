import { createStore } from 'jotai';
import { callRequestAtom, CLIENT_EVENTS, SERVER_EVENTS, usersListAtom } from '@app/shared';
import { callerStateAtom, receiverStateAtom } from '../../../src/features/call/call-atoms';
import { createCallRuntime } from '../../../src/features/call/call-runtime';
import type { Ringtone } from '../../../src/features/call/ringtone';
import { attachCallRequests, attachCallSocket } from '../../../src/features/call/subscriptions';
import { sessionEvents } from '../../../src/lib/session-events';
import { incomingCall, startMeeting } from '../../support/calls';
import { FakeSocket } from '../../../../shared/test/support/fake-socket';
import { listedUser } from '../../support/users';

function setup() {
  const store = createStore();
  const socket = new FakeSocket();
  const ringtone = { start: jest.fn(), stop: jest.fn() };
  const onAnswerRefused = jest.fn();
  const lessonMedia = { prepare: jest.fn(), release: jest.fn() };
  const runtime = createCallRuntime({
    store,
    socket: () => socket.asSocket(),
    self: () => ({ userId: 's1', name: 'Student Amina', avatar: null, gender: null }),
    ringtone: ringtone as unknown as Ringtone,
    newCallId: () => 'c1',
    onAnswerRefused,
    lessonMedia,
  });
  const detach = attachCallSocket(socket.asSocket(), runtime);
  return { store, socket, ringtone, runtime, detach, onAnswerRefused, lessonMedia };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('caller', () => {
  const teacher = { userId: 't1', name: 'Sheikh Yusuf', avatar: null, gender: 'male' as const };

  it('sends initiateCallRequest with its own call id and details, accepted on startMeeting', () => {
    const { store, socket, runtime } = setup();
    runtime.call(teacher);
    expect(socket.eventsNamed(CLIENT_EVENTS.initiateCallRequest)).toEqual([
      {
        callId: 'c1',
        receiverId: 't1',
        caller: { userId: 's1', name: 'Student Amina', avatar: null, gender: null },
      },
    ]);
    socket.receive(SERVER_EVENTS.startMeeting, startMeeting('c1'));
    expect(store.get(callerStateAtom).status).toBe('accepted');
  });

  it('the caller prepares its camera while it rings; it is released when no lesson comes', () => {
    const { socket, runtime, lessonMedia } = setup();
    runtime.call(teacher);
    expect(lessonMedia.prepare).toHaveBeenCalledTimes(1);
    socket.receive(SERVER_EVENTS.startMeeting, startMeeting('c1'));
    // Accepted: the lesson takes the devices.
    expect(lessonMedia.release).not.toHaveBeenCalled();

    const declined = setup();
    declined.runtime.call(teacher);
    declined.socket.receive(SERVER_EVENTS.callRequestDeclined, { callId: 'c1', receiverId: 't1' });
    expect(declined.lessonMedia.release).toHaveBeenCalled();

    const cancelled = setup();
    cancelled.runtime.call(teacher);
    cancelled.runtime.actions.cancel();
    expect(cancelled.lessonMedia.release).toHaveBeenCalled();
  });

  it('cancel tells the server with meeting:end {callId}', () => {
    const { socket, runtime } = setup();
    runtime.call(teacher);
    runtime.actions.cancel();
    expect(socket.eventsNamed(CLIENT_EVENTS.endCall)).toEqual([{ callId: 'c1' }]);
  });

  it('its own 30 s timeout also ends the call on the server, as unanswered', () => {
    const { socket, runtime } = setup();
    runtime.call(teacher);
    jest.advanceTimersByTime(30_000);
    expect(socket.eventsNamed(CLIENT_EVENTS.endCall)).toEqual([
      { callId: 'c1', reason: 'timeout' },
    ]);
  });

  it('follows callRequestDeclined and callRequestFailed', () => {
    const { store, socket, runtime } = setup();
    runtime.call(teacher);
    socket.receive(SERVER_EVENTS.callRequestDeclined, { callId: 'c1', receiverId: 't1' });
    expect(store.get(callerStateAtom).status).toBe('declined');
    jest.advanceTimersByTime(3_000);
    runtime.call(teacher);
    socket.receive(SERVER_EVENTS.callRequestFailed, {
      callId: 'c1',
      code: 'calls.in_meeting',
      message: '',
    });
    expect(store.get(callerStateAtom)).toMatchObject({
      status: 'failed',
      reason: 'calls.in_meeting',
    });
    // The server already knows: no endCall for a declined or failed call.
    expect(socket.eventsNamed(CLIENT_EVENTS.endCall)).toEqual([]);
  });

  it('serves call requests from the shared atom and ends accepted calls with the meeting', () => {
    const { store, socket, runtime } = setup();
    store.set(usersListAtom, [listedUser({ _id: 't1', name: 'Sheikh Yusuf', role: 'teacher' })]);
    const detach = attachCallRequests(store, runtime);
    store.set(callRequestAtom, { teacherId: 't1', requestedAt: 1 });
    expect(store.get(callRequestAtom)).toBeNull();
    expect(store.get(callerStateAtom)).toMatchObject({
      status: 'calling',
      teacher: { name: 'Sheikh Yusuf' },
    });
    socket.receive(SERVER_EVENTS.startMeeting, startMeeting('c1'));
    sessionEvents.emit('meetingClosed', {
      meetingId: 'm1',
      roomName: 'room-1',
      attended: true,
      teacher: null,
    });
    expect(store.get(callerStateAtom).status).toBe('idle');
    detach();
  });
});

describe('the next Sheikh', () => {
  const listed = [
    listedUser({ _id: 't1', name: 'Sheikh Yusuf', averageRating: 4.9 }),
    listedUser({ _id: 't2', name: 'Sheikh Bakr', averageRating: 4.2 }),
    listedUser({ _id: 't3', name: 'Ustadha Maryam', averageRating: 4.7, isBusy: true }),
  ];

  it('after a decline offers the best-rated idle Sheikh not tried, and calls them', () => {
    const { store, socket, runtime } = setup();
    store.set(usersListAtom, listed);
    runtime.call({ userId: 't1', name: 'Sheikh Yusuf', avatar: null, gender: 'male' as const });
    socket.receive(SERVER_EVENTS.callRequestDeclined, { callId: 'c1', receiverId: 't1' });
    expect(store.get(callerStateAtom)).toMatchObject({
      status: 'declined',
      next: { userId: 't2', name: 'Sheikh Bakr' },
    });
    runtime.actions.callNext();
    expect(socket.eventsNamed(CLIENT_EVENTS.initiateCallRequest).at(-1)).toMatchObject({
      receiverId: 't2',
    });
    expect(store.get(callerStateAtom)).toMatchObject({ status: 'calling', tried: ['t1', 't2'] });
  });

  it('follows the live list while the notice shows, and offers nobody once all were tried', () => {
    const { store, socket, runtime } = setup();
    store.set(usersListAtom, listed);
    runtime.call({ userId: 't1', name: 'Sheikh Yusuf', avatar: null, gender: 'male' as const });
    jest.advanceTimersByTime(30_000);
    expect(store.get(callerStateAtom)).toMatchObject({
      status: 'unanswered',
      next: { userId: 't2' },
    });
    // Maryam is free again and better rated than Bakr: she is offered instead.
    store.set(
      usersListAtom,
      listed.map((user) => ({ ...user, isBusy: false })),
    );
    expect(store.get(callerStateAtom)).toMatchObject({ next: { userId: 't3' } });
    runtime.actions.callNext();
    socket.receive(SERVER_EVENTS.callRequestDeclined, { callId: 'c1', receiverId: 't3' });
    runtime.actions.callNext();
    socket.receive(SERVER_EVENTS.callRequestDeclined, { callId: 'c1', receiverId: 't2' });
    expect(store.get(callerStateAtom)).toMatchObject({ status: 'declined', next: null });
  });

  it('stops following the list once disposed', () => {
    const { store, runtime } = setup();
    store.set(usersListAtom, listed);
    runtime.call({ userId: 't1', name: 'Sheikh Yusuf', avatar: null, gender: 'male' as const });
    runtime.caller.dispatch({ type: 'declined', callId: 'c1' });
    runtime.dispose();
    store.set(usersListAtom, []);
    expect(store.get(callerStateAtom)).toMatchObject({ next: { userId: 't2' } });
  });
});

describe('receiver', () => {
  it('rings on incomingCallRequest; accepting answers, stops the ring and opens the camera', () => {
    const { store, socket, ringtone, runtime, lessonMedia } = setup();
    socket.receive(SERVER_EVENTS.incomingCallRequest, incomingCall());
    expect(store.get(receiverStateAtom).status).toBe('ringing');
    expect(ringtone.start).toHaveBeenCalledTimes(1);
    expect(ringtone.stop).not.toHaveBeenCalled();
    // Nothing is captured while the Sheikh has not accepted.
    expect(lessonMedia.prepare).not.toHaveBeenCalled();
    runtime.actions.accept();
    expect(lessonMedia.prepare).toHaveBeenCalledTimes(1);
    expect(socket.eventsNamed(CLIENT_EVENTS.respondToCallRequest)).toEqual([
      { callId: 'c1', action: 'accept' },
    ]);
    expect(ringtone.stop).toHaveBeenCalled();
  });

  it('auto-declines after 30 s as unanswered, which a click on Decline is not', () => {
    const { socket, ringtone, runtime } = setup();
    socket.receive(SERVER_EVENTS.incomingCallRequest, incomingCall());
    jest.advanceTimersByTime(30_000);
    socket.receive(SERVER_EVENTS.incomingCallRequest, incomingCall('c2'));
    runtime.actions.decline();
    expect(socket.eventsNamed(CLIENT_EVENTS.respondToCallRequest)).toEqual([
      { callId: 'c1', action: 'decline', reason: 'timeout' },
      { callId: 'c2', action: 'decline' },
    ]);
    expect(ringtone.stop).toHaveBeenCalled();
  });

  it('a cancelled call stops the ring and shows its notice without answering', () => {
    const { store, socket, ringtone } = setup();
    socket.receive(SERVER_EVENTS.incomingCallRequest, incomingCall());
    socket.receive(SERVER_EVENTS.incomingCallEnded, { callId: 'c1', reason: 'cancelled' });
    expect(store.get(receiverStateAtom)).toMatchObject({ status: 'callerGone' });
    expect(ringtone.stop).toHaveBeenCalled();
    expect(socket.eventsNamed(CLIENT_EVENTS.respondToCallRequest)).toEqual([]);
  });

  it('stops ringing without answering when another tab answered', () => {
    const { store, socket, ringtone } = setup();
    socket.receive(SERVER_EVENTS.incomingCallRequest, incomingCall());
    socket.receive(SERVER_EVENTS.incomingCallEnded, { callId: 'c1', reason: 'accepted' });
    expect(store.get(receiverStateAtom).status).toBe('idle');
    expect(ringtone.stop).toHaveBeenCalled();
    expect(socket.eventsNamed(CLIENT_EVENTS.respondToCallRequest)).toEqual([]);
  });

  it('reports a refused answer', () => {
    const { socket, runtime, onAnswerRefused } = setup();
    socket.acks.set(CLIENT_EVENTS.respondToCallRequest, {
      ok: false,
      reason: 'calls.not_ringing',
      message: 'gone',
    });
    socket.receive(SERVER_EVENTS.incomingCallRequest, incomingCall());
    runtime.actions.accept();
    expect(onAnswerRefused).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'calls.not_ringing' }),
    );
  });
});

it('detaches every listener', () => {
  const { socket, detach } = setup();
  detach();
  expect(socket.listenerCount(SERVER_EVENTS.incomingCallRequest)).toBe(0);
  expect(socket.listenerCount(SERVER_EVENTS.startMeeting)).toBe(0);
});
