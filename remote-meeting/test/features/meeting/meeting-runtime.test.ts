import { createStore } from 'jotai';
import {
  CLIENT_EVENTS,
  CONNECTION_EVENTS,
  SERVER_EVENTS,
  type OngoingMeeting,
  type User,
} from '@app/shared';
import {
  meetingStateAtom,
  ongoingMeetingAtom,
  peerLostAtom,
} from '../../../src/features/meeting/meeting-atoms';
import { enterMeeting } from '../../../src/features/meeting/api/enter-meeting';
import { createMeetingRuntime } from '../../../src/features/meeting/meeting-runtime';
import type { MeetingState } from '../../../src/features/meeting/meeting-machine';
import { attachMeetingSocket } from '../../../src/features/meeting/subscriptions';
import { SessionEvents } from '../../../src/lib/session-events';
import { startMeeting } from '../../support/calls';
import { FakeSocket } from '../../../../shared/test/support/fake-socket';

const userOf = (id: string, role: User['role']) =>
  ({ _id: id, name: id === 's1' ? 'Student Amina' : 'Sheikh Yusuf', avatar: null, role }) as User;

/** The server's side of `meeting:enter`, as a test scripts it. */
interface RoomScript {
  /** The Sheikh is in: a student's entry is answered with the room, not a wait. */
  teacherIn: boolean;
  /** The lesson is over: every entry is refused. */
  ended: boolean;
  /** Any other refusal, instead of an answer. */
  refusal: 'auth.forbidden' | 'meetings.not_found' | null;
}

function setup(user: User, ongoingMeeting: OngoingMeeting | null = null) {
  const store = createStore();
  const socket = new FakeSocket();
  socket.acks.set(CLIENT_EVENTS.getOngoingMeeting, { ok: true, meeting: ongoingMeeting });
  const room: RoomScript = { teacherIn: user.role === 'teacher', ended: false, refusal: null };
  socket.acks.set(CLIENT_EVENTS.joinRoom, () => {
    if (room.ended) return { ok: false, code: 'meetings.ended', message: 'ended' };
    if (room.refusal) return { ok: false, code: room.refusal, message: room.refusal };
    if (user.role === 'teacher') room.teacherIn = true;
    if (!room.teacherIn) return { ok: true, status: 'waitingForTeacher', meetingId: 'm1' };
    return {
      ok: true,
      status: 'entered',
      meetingId: 'm1',
      participants: user.role === 'teacher' ? [] : ['t1'],
      token: 'tok',
      watchers: [],
    };
  });
  const events = new SessionEvents();
  const closed = jest.fn();
  events.on('meetingClosed', closed);
  const onStartError = jest.fn();
  const lessonMedia = { release: jest.fn() };
  const runtime = createMeetingRuntime({
    store,
    api: { enter: (roomName) => enterMeeting(socket.asSocket(), roomName) },
    socket: () => socket.asSocket(),
    user: () => user,
    events,
    onStartError,
    lessonMedia,
  });
  attachMeetingSocket(socket.asSocket(), runtime, store);
  return {
    store,
    socket,
    closed,
    onStartError,
    runtime,
    room,
    lessonMedia,
    entries: () => socket.eventsNamed(CLIENT_EVENTS.joinRoom).length,
    state: () => store.get(meetingStateAtom),
  };
}

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

it('a teacher enters with one message; the answer carries the token and who is in', async () => {
  const { socket, state } = setup(userOf('t1', 'teacher'));
  socket.receive(SERVER_EVENTS.startMeeting, startMeeting());
  await jest.advanceTimersByTimeAsync(0);
  expect(socket.emitted.filter(({ event }) => event !== CLIENT_EVENTS.getOngoingMeeting)).toEqual([
    { event: CLIENT_EVENTS.joinRoom, payload: { roomName: 'room-1' } },
  ]);
  expect(state()).toMatchObject({
    status: 'live',
    role: 'teacher',
    session: { meetingId: 'm1', token: 'tok', entry: { participants: [], watchers: [] } },
  });
});

it('a student before the Sheikh waits, without asking again, and enters at his word', async () => {
  const { socket, room, entries, state } = setup(userOf('s1', 'student'));
  socket.receive(SERVER_EVENTS.startMeeting, startMeeting());
  await jest.advanceTimersByTimeAsync(0);
  expect(state()).toMatchObject({ status: 'starting', phase: 'waitingTeacher' });
  await jest.advanceTimersByTimeAsync(10_000);
  // Nothing is polled while waiting.
  expect(entries()).toBe(1);
  room.teacherIn = true;
  // The word for another room changes nothing.
  socket.receive(SERVER_EVENTS.teacherJoinedMeeting, { roomName: 'room-2', meetingId: 'm2' });
  await jest.advanceTimersByTimeAsync(0);
  expect(entries()).toBe(1);
  socket.receive(SERVER_EVENTS.teacherJoinedMeeting, { roomName: 'room-1', meetingId: 'm1' });
  await jest.advanceTimersByTimeAsync(0);
  expect(entries()).toBe(2);
  expect(state()).toMatchObject({
    status: 'live',
    role: 'student',
    session: { entry: { participants: ['t1'], watchers: [] } },
  });
});

it('a word that arrives while the student is entering is kept: it enters again at once', async () => {
  const { socket, room, entries, state } = setup(userOf('s1', 'student'));
  socket.acks.set(CLIENT_EVENTS.joinRoom, () => {
    // The Sheikh comes in while the first entry is on its way: the push beats the answer.
    const first = !room.teacherIn;
    room.teacherIn = true;
    if (first) {
      socket.receive(SERVER_EVENTS.teacherJoinedMeeting, { roomName: 'room-1', meetingId: 'm1' });
      return { ok: true, status: 'waitingForTeacher', meetingId: 'm1' };
    }
    return {
      ok: true,
      status: 'entered',
      meetingId: 'm1',
      participants: ['t1'],
      token: null,
      watchers: [],
    };
  });
  socket.receive(SERVER_EVENTS.startMeeting, startMeeting());
  await jest.advanceTimersByTimeAsync(0);
  expect(entries()).toBe(2);
  expect(state().status).toBe('live');
});

it('a socket that comes back while a student waits asks again (a word sent meanwhile is lost)', async () => {
  const { socket, room, entries, state } = setup(userOf('s1', 'student'));
  socket.receive(SERVER_EVENTS.startMeeting, startMeeting());
  await jest.advanceTimersByTimeAsync(0);
  room.teacherIn = true;
  socket.receive(CONNECTION_EVENTS.connect, undefined);
  await jest.advanceTimersByTimeAsync(0);
  expect(entries()).toBe(2);
  expect(state().status).toBe('live');
});

it('hanging up is one message: the leave (the server ends a one-to-one lesson)', async () => {
  const { socket, runtime, closed } = setup(userOf('t1', 'teacher'));
  socket.receive(SERVER_EVENTS.startMeeting, startMeeting());
  await jest.advanceTimersByTimeAsync(0);
  runtime.hangUp();
  expect(socket.eventsNamed(CLIENT_EVENTS.leaveRoom)).toEqual([{ roomName: 'room-1' }]);
  expect(socket.eventsNamed(CLIENT_EVENTS.endCall)).toEqual([]);
  expect(closed).toHaveBeenCalledWith({
    meetingId: 'm1',
    roomName: 'room-1',
    attended: true,
    teacher: { userId: 't1', name: 'Sheikh Yusuf', role: 'teacher', gender: 'male' },
  });
});

it('meetingEnded from the server sends nothing back, and closes after the notice', async () => {
  const { socket, closed, state } = setup(userOf('s1', 'student'), null);
  socket.acks.set(CLIENT_EVENTS.joinRoom, {
    ok: true,
    status: 'entered',
    meetingId: 'm1',
    participants: ['t1'],
    token: null,
  });
  socket.receive(SERVER_EVENTS.startMeeting, startMeeting());
  await jest.advanceTimersByTimeAsync(0);
  socket.receive(SERVER_EVENTS.meetingEnded, {
    reason: 'ended_by_participant',
    roomName: 'room-1',
    meetingId: 'm1',
    endedBy: 'teacher',
  });
  // The notice says who ended it: "The teacher ended the lesson".
  expect(state()).toMatchObject({ status: 'ended', endedBy: 'teacher' });
  expect(socket.eventsNamed(CLIENT_EVENTS.leaveRoom)).toHaveLength(0);
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

it('a Sheikh who never comes fails the start after 30 s with the product message', async () => {
  const { socket, onStartError, closed, state, lessonMedia } = setup(userOf('s1', 'student'));
  socket.receive(SERVER_EVENTS.startMeeting, startMeeting());
  await jest.advanceTimersByTimeAsync(29_999);
  expect(onStartError).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(onStartError).toHaveBeenCalledWith(
    expect.objectContaining({ messageKey: 'teacherNotJoined' }),
  );
  expect(state().status).toBe('idle');
  expect(closed).toHaveBeenCalledWith(expect.objectContaining({ attended: false }));
  // The camera opened for this call is closed again.
  expect(lessonMedia.release).toHaveBeenCalled();
});

it('a refused entry fails the start with the message for its reason', async () => {
  const { socket, room, onStartError } = setup(userOf('t1', 'teacher'));
  room.refusal = 'auth.forbidden';
  socket.receive(SERVER_EVENTS.startMeeting, startMeeting());
  await jest.advanceTimersByTimeAsync(0);
  expect(onStartError).toHaveBeenLastCalledWith(
    expect.objectContaining({ messageKey: 'failedToStart' }),
  );
});

it('an unanswered entry fails the start after 10 s', async () => {
  const { socket, onStartError } = setup(userOf('t1', 'teacher'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  socket.acks.set(CLIENT_EVENTS.joinRoom, () => new Promise(() => undefined));
  socket.receive(SERVER_EVENTS.startMeeting, startMeeting());
  await jest.advanceTimersByTimeAsync(10_000);
  expect(onStartError).toHaveBeenCalledWith(
    expect.objectContaining({ messageKey: 'failedToStart' }),
  );
});

it('a rejoin that comes after the end says the lesson has ended', async () => {
  const { socket, room, onStartError, state } = setup(userOf('s1', 'student'));
  room.ended = true;
  socket.receive(SERVER_EVENTS.startMeeting, startMeeting());
  await jest.advanceTimersByTimeAsync(0);
  expect(onStartError).toHaveBeenCalledWith(expect.objectContaining({ messageKey: 'lessonEnded' }));
  expect(state().status).toBe('idle');
});

it('after a reconnect the lesson is entered again; one the server ended meanwhile ends here too', async () => {
  const { socket, room, entries, state } = setup(userOf('t1', 'teacher'));
  socket.receive(SERVER_EVENTS.startMeeting, startMeeting());
  await jest.advanceTimersByTimeAsync(0);
  const entryOf = (state: MeetingState) => (state.status === 'live' ? state.session.entry : null);
  const first = entryOf(state());
  expect(first).toEqual({ participants: [], watchers: [] });
  socket.receive(CONNECTION_EVENTS.connect, undefined);
  await jest.advanceTimersByTimeAsync(0);
  expect(entries()).toBe(2);
  // A new entry object: the video view answers it (the one who enters last offers).
  expect(entryOf(state())).toEqual({ participants: [], watchers: [] });
  expect(entryOf(state())).not.toBe(first);

  room.ended = true;
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
  const { store, entries, state } = setup(
    userOf('t1', 'teacher'),
    ongoing(new Date().toISOString()),
  );
  await jest.advanceTimersByTimeAsync(0);
  expect(state()).toMatchObject({ status: 'live', start: { roomName: 'room-1', meetingId: 'm1' } });
  expect(entries()).toBe(1);
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
