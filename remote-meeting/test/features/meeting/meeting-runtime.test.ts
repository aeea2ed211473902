import { createStore } from 'jotai';
import {
  CLIENT_EVENTS,
  CONNECTION_EVENTS,
  SERVER_EVENTS,
  type MeetingStatus,
  type OngoingMeeting,
  type User,
} from '@app/shared';
import {
  meetingStateAtom,
  ongoingMeetingAtom,
  peerLostAtom,
} from '../../../src/features/meeting/meeting-atoms';
import { createMeetingRuntime } from '../../../src/features/meeting/meeting-runtime';
import { attachMeetingSocket } from '../../../src/features/meeting/subscriptions';
import { SessionEvents } from '../../../src/lib/session-events';
import { startMeeting } from '../../support/calls';
import { FakeSocket } from '../../support/fake-socket';

const userOf = (id: string, role: User['role']) =>
  ({ _id: id, name: id === 's1' ? 'Student Amina' : 'Sheikh Yusuf', avatar: null, role }) as User;

function setup(user: User, ongoingMeeting: OngoingMeeting | null = null) {
  const store = createStore();
  const socket = new FakeSocket();
  socket.acks.set(CLIENT_EVENTS.getOngoingMeeting, { ok: true, meeting: ongoingMeeting });
  const events = new SessionEvents();
  const closed = jest.fn();
  events.on('meetingClosed', closed);
  const calls: string[] = [];
  const room = { _id: 'm1', status: 'active' as MeetingStatus };
  const api = {
    recordTeacherJoined: jest.fn(async () => void calls.push('teacher-joined')),
    getTeacherStatus: jest.fn(async () => {
      calls.push('teacher-status');
      return { teacherJoined: calls.length > 2, status: 'active' as const };
    }),
    getRoom: jest.fn(async () => (calls.push('room'), { ...room })),
    createToken: jest.fn(async () => (calls.push('token'), 'tok')),
    recordParticipantJoined: jest.fn(async () => void calls.push('participant-joined')),
    recordParticipantLeft: jest.fn(async () => void calls.push('participant-left')),
  };
  const onStartError = jest.fn();
  const runtime = createMeetingRuntime({
    store,
    api,
    socket: () => socket.asSocket(),
    user: () => user,
    events,
    onStartError,
  });
  attachMeetingSocket(socket.asSocket(), runtime, store);
  return {
    store,
    socket,
    api,
    calls,
    closed,
    onStartError,
    runtime,
    room,
    state: () => store.get(meetingStateAtom),
  };
}

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

it('a teacher registers as moderator, then fetches room and token and records the join', async () => {
  const { socket, calls, api, state } = setup(userOf('t1', 'teacher'));
  socket.receive(SERVER_EVENTS.startMeeting, startMeeting());
  await jest.advanceTimersByTimeAsync(0);
  expect(calls).toEqual(['teacher-joined', 'room', 'token', 'participant-joined']);
  expect(api.recordParticipantJoined).toHaveBeenCalledWith({
    meetingId: 'm1',
    userId: 't1',
    displayName: 'Sheikh Yusuf',
    avatar: null,
  });
  expect(state()).toMatchObject({ status: 'live', role: 'teacher', session: { token: 'tok' } });
});

it('a student waits for the teacher, polling once a second, then joins', async () => {
  const { socket, calls, state } = setup(userOf('s1', 'student'));
  socket.receive(SERVER_EVENTS.startMeeting, startMeeting());
  await jest.advanceTimersByTimeAsync(0);
  expect(state()).toMatchObject({ status: 'starting', phase: 'waitingTeacher' });
  await jest.advanceTimersByTimeAsync(2_000);
  expect(calls.slice(0, 3)).toEqual(['teacher-status', 'teacher-status', 'teacher-status']);
  expect(state()).toMatchObject({ status: 'live', role: 'student' });
});

it("a student's wait ends as soon as the server says the teacher joined, not at the next poll", async () => {
  const { socket, api, calls, state } = setup(userOf('s1', 'student'));
  let teacherHere = false;
  api.getTeacherStatus.mockImplementation(async () => {
    calls.push('teacher-status');
    return { teacherJoined: teacherHere, status: 'active' as const };
  });
  socket.receive(SERVER_EVENTS.startMeeting, startMeeting());
  await jest.advanceTimersByTimeAsync(0);
  expect(calls).toEqual(['teacher-status']);
  teacherHere = true;
  // A hint for another room changes nothing.
  socket.receive(SERVER_EVENTS.teacherJoinedMeeting, { roomName: 'room-2', meetingId: 'm2' });
  await jest.advanceTimersByTimeAsync(0);
  expect(calls).toEqual(['teacher-status']);
  socket.receive(SERVER_EVENTS.teacherJoinedMeeting, { roomName: 'room-1', meetingId: 'm1' });
  await jest.advanceTimersByTimeAsync(0);
  expect(calls).toEqual([
    'teacher-status',
    'teacher-status',
    'room',
    'token',
    'participant-joined',
  ]);
  expect(state()).toMatchObject({ status: 'live', role: 'student' });
});

it('hanging up records the leave, leaves the room, ends it for all and closes', async () => {
  const { socket, runtime, api, closed } = setup(userOf('t1', 'teacher'));
  socket.receive(SERVER_EVENTS.startMeeting, startMeeting());
  await jest.advanceTimersByTimeAsync(0);
  runtime.hangUp();
  expect(api.recordParticipantLeft).toHaveBeenCalledWith({ meetingId: 'm1', userId: 't1' });
  expect(socket.eventsNamed(CLIENT_EVENTS.leaveRoom)).toEqual([{ roomName: 'room-1' }]);
  expect(socket.eventsNamed(CLIENT_EVENTS.endCall)).toEqual([{ roomName: 'room-1' }]);
  expect(closed).toHaveBeenCalledWith({
    meetingId: 'm1',
    roomName: 'room-1',
    attended: true,
    teacher: { userId: 't1', name: 'Sheikh Yusuf', role: 'teacher', gender: 'male' },
  });
});

it('meetingEnded from the server leaves without ending again, and closes after the notice', async () => {
  const { socket, closed, state } = setup(userOf('s1', 'student'));
  socket.receive(SERVER_EVENTS.startMeeting, startMeeting());
  await jest.advanceTimersByTimeAsync(2_000);
  socket.receive(SERVER_EVENTS.meetingEnded, {
    reason: 'ended_by_participant',
    roomName: 'room-1',
    meetingId: 'm1',
    endedBy: 'teacher',
  });
  // The notice says who ended it: "The teacher ended the lesson".
  expect(state()).toMatchObject({ status: 'ended', endedBy: 'teacher' });
  expect(socket.eventsNamed(CLIENT_EVENTS.leaveRoom)).toHaveLength(1);
  expect(socket.eventsNamed(CLIENT_EVENTS.endCall)).toHaveLength(0);
  expect(closed).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(3_000);
  expect(closed).toHaveBeenCalledWith({
    meetingId: 'm1',
    roomName: 'room-1',
    attended: true,
    teacher: { userId: 't1', name: 'Sheikh Yusuf', role: 'teacher', gender: 'male' },
  });
});

it('a teacher who never joins fails the start after 30 s with the product message', async () => {
  const { socket, api, onStartError, closed, state } = setup(userOf('s1', 'student'));
  api.getTeacherStatus.mockResolvedValue({ teacherJoined: false, status: 'active' });
  socket.receive(SERVER_EVENTS.startMeeting, startMeeting());
  await jest.advanceTimersByTimeAsync(30_000);
  expect(onStartError).toHaveBeenCalledWith(
    expect.objectContaining({ messageKey: 'teacherNotJoined' }),
  );
  expect(state().status).toBe('idle');
  expect(closed).toHaveBeenCalledWith(expect.objectContaining({ attended: false }));
});

it('a failed request fails the start with the generic message', async () => {
  const { socket, api, onStartError } = setup(userOf('t1', 'teacher'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api.getRoom.mockRejectedValue(new Error('404'));
  socket.receive(SERVER_EVENTS.startMeeting, startMeeting());
  await jest.advanceTimersByTimeAsync(0);
  expect(onStartError).toHaveBeenCalledWith(
    expect.objectContaining({ messageKey: 'failedToStart' }),
  );
});

it('a rejoin that comes after the end says the lesson has ended and records nothing', async () => {
  const { socket, api, room, onStartError, state } = setup(userOf('s1', 'student'));
  room.status = 'ended';
  socket.receive(SERVER_EVENTS.startMeeting, startMeeting());
  await jest.advanceTimersByTimeAsync(3_000);
  expect(onStartError).toHaveBeenCalledWith(expect.objectContaining({ messageKey: 'lessonEnded' }));
  expect(api.recordParticipantJoined).not.toHaveBeenCalled();
  expect(state().status).toBe('idle');
});

it('after a reconnect, a meeting the server ended meanwhile ends here too; an open one stays', async () => {
  const { socket, room, state } = setup(userOf('t1', 'teacher'));
  socket.receive(SERVER_EVENTS.startMeeting, startMeeting());
  await jest.advanceTimersByTimeAsync(0);
  expect(state().status).toBe('live');
  socket.receive(CONNECTION_EVENTS.connect, undefined);
  await jest.advanceTimersByTimeAsync(0);
  expect(state().status).toBe('live');

  room.status = 'ended';
  socket.receive(CONNECTION_EVENTS.connect, undefined);
  await jest.advanceTimersByTimeAsync(0);
  expect(state()).toMatchObject({ status: 'ended', reason: 'abandoned' });
  expect(socket.eventsNamed(CLIENT_EVENTS.endCall)).toHaveLength(0);
});

/** The server's word on connect: this user's open meeting, lost (a reload) or not. */
const ongoing = (rejoinBy: string | null): OngoingMeeting => ({
  meetingId: 'm1',
  roomName: 'room-1',
  role: 'teacher',
  peer: { userId: 's1', name: 'Student Amina' },
  participants: startMeeting().participants,
  rejoinBy,
});

it('after a reload the page goes straight back into its lesson, once', async () => {
  const { store, calls, state } = setup(userOf('t1', 'teacher'), ongoing(new Date().toISOString()));
  await jest.advanceTimersByTimeAsync(0);
  expect(state()).toMatchObject({ status: 'live', start: { roomName: 'room-1', meetingId: 'm1' } });
  expect(calls).toEqual(['teacher-joined', 'room', 'token', 'participant-joined']);
  expect(store.get(ongoingMeetingAtom)).toBeNull();
});

it('a tab that was in the lesson before its reload goes back in, even before the server counts it lost', async () => {
  sessionStorage.setItem('quran-live:meeting-room', 'room-1');
  const { socket, state } = setup(userOf('t1', 'teacher'), ongoing(null));
  await jest.advanceTimersByTimeAsync(0);
  expect(state().status).toBe('live');
  // Hanging up forgets it: the next reload stays out.
  socket.receive(SERVER_EVENTS.meetingEnded, {
    roomName: 'room-1',
    meetingId: 'm1',
    reason: 'participant_left',
    endedBy: 'student',
  });
  await jest.advanceTimersByTimeAsync(5_000);
  expect(state().status).toBe('idle');
  expect(sessionStorage.getItem('quran-live:meeting-room')).toBeNull();
});

it('a meeting not lost on this page is offered (the banner), and the rejoin starts it', async () => {
  const { socket, store, runtime, state } = setup(userOf('t1', 'teacher'), ongoing(null));
  await jest.advanceTimersByTimeAsync(0);
  expect(state().status).toBe('idle');
  expect(store.get(ongoingMeetingAtom)?.meetingId).toBe('m1');
  // A later answer (after a reconnect) never starts it on its own either.
  socket.acks.set(CLIENT_EVENTS.getOngoingMeeting, {
    ok: true,
    meeting: ongoing(new Date().toISOString()),
  });
  socket.receive(CONNECTION_EVENTS.connect, undefined);
  await jest.advanceTimersByTimeAsync(0);
  expect(state().status).toBe('idle');
  runtime.rejoin();
  await jest.advanceTimersByTimeAsync(0);
  expect(state().status).toBe('live');
  expect(store.get(ongoingMeetingAtom)).toBeNull();
});

it('the other side lost: the countdown shows until it is back; own loss and other rooms are ignored', async () => {
  const { socket, store } = setup(userOf('t1', 'teacher'));
  socket.receive(SERVER_EVENTS.startMeeting, startMeeting());
  await jest.advanceTimersByTimeAsync(0);
  const lost = { roomName: 'room-1', meetingId: 'm1', name: 'Student Amina' };
  const rejoinBy = new Date(Date.now() + 45_000).toISOString();
  socket.receive(SERVER_EVENTS.meetingInterrupted, { ...lost, userId: 't1', rejoinBy });
  socket.receive(SERVER_EVENTS.meetingInterrupted, {
    ...lost,
    roomName: 'x',
    userId: 's1',
    rejoinBy,
  });
  expect(store.get(peerLostAtom)).toBeNull();
  socket.receive(SERVER_EVENTS.meetingInterrupted, { ...lost, userId: 's1', rejoinBy });
  expect(store.get(peerLostAtom)).toEqual({
    roomName: 'room-1',
    userId: 's1',
    name: 'Student Amina',
    rejoinBy: Date.parse(rejoinBy),
  });
  socket.receive(SERVER_EVENTS.meetingResumed, {
    roomName: 'room-1',
    meetingId: 'm1',
    userId: 's1',
  });
  expect(store.get(peerLostAtom)).toBeNull();
});
