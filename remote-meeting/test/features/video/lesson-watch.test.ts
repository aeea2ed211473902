import { CLIENT_EVENTS, CONNECTION_EVENTS, SERVER_EVENTS, type WatchEntry } from '@app/shared';
import { LessonWatch } from '../../../src/features/video/watch/lesson-watch';
import { roomInbox } from '../../../src/lib/room-inbox';
import { FakeSocket } from '../../../../shared/test/support/fake-socket';
import { FakePeerConnection } from '../../support/fake-peer-connection';

afterEach(() => roomInbox.close());

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const entry: WatchEntry = {
  meetingId: 'm1',
  roomName: 'room-1',
  participants: [
    { userId: 't1', name: 'Sheikh Yusuf', role: 'teacher', gender: 'male' },
    { userId: 's1', name: 'Omar', role: 'student', gender: 'male' },
  ],
  present: ['t1', 's1'],
  token: null,
};

function watching(answer: unknown = { ok: true, ...entry }) {
  const socket = new FakeSocket();
  socket.acks.set(CLIENT_EVENTS.watchLesson, answer);
  const made: FakePeerConnection[] = [];
  const watch = new LessonWatch(socket.asSocket(), 'room-1', {
    receiveVideo: true,
    iceServers: [],
    createConnection: (config) => {
      const pc = new FakePeerConnection(config);
      made.push(pc);
      return pc as unknown as RTCPeerConnection;
    },
  });
  return { socket, watch, made };
}

const offerFrom = (from: string) => ({
  roomName: 'room-1',
  to: 'g1',
  from,
  description: { type: 'offer', sdp: `offer of ${from}` },
});

it('asks to watch, answers each participant’s offer to it, and shows what arrives', async () => {
  const { socket, watch, made } = watching();
  watch.start();
  // An offer may come before the answer: the room inbox keeps it.
  socket.receive(SERVER_EVENTS.p2pSignal, offerFrom('t1'));
  await flush();
  expect(socket.eventsNamed(CLIENT_EVENTS.watchLesson)).toEqual([{ roomName: 'room-1' }]);
  expect(watch.snapshot().status).toEqual({ phase: 'watching', entry });
  expect(made).toHaveLength(1);
  expect(socket.eventsNamed(CLIENT_EVENTS.p2pSignal)).toEqual([
    { roomName: 'room-1', to: 't1', description: expect.objectContaining({ type: 'answer' }) },
  ]);

  const video = {} as MediaStream;
  made[0]!.ontrack?.({ track: {} as MediaStreamTrack, streams: [video] });
  expect(watch.snapshot().streams.get('t1')).toBe(video);

  // The Sheikh comes back after a reload: his old link goes, his next offer makes a new one.
  socket.receive(SERVER_EVENTS.participantJoined, { roomName: 'room-1', userId: 't1' });
  expect(made[0]!.closed).toBe(true);
  expect(watch.snapshot().streams.has('t1')).toBe(false);
  socket.receive(SERVER_EVENTS.p2pSignal, offerFrom('t1'));
  await flush();
  expect(made).toHaveLength(2);

  // A candidate without an offer before it starts nothing.
  socket.receive(SERVER_EVENTS.p2pSignal, {
    roomName: 'room-1',
    to: 'g1',
    from: 's1',
    candidate: null,
  });
  expect(made).toHaveLength(2);

  watch.stop();
  expect(socket.eventsNamed(CLIENT_EVENTS.stopWatching)).toEqual([{ roomName: 'room-1' }]);
  expect(made.every((pc) => pc.closed)).toBe(true);
});

it('the lesson’s end ends the watching; a lost connection asks again', async () => {
  const { socket, watch } = watching();
  watch.start();
  await flush();
  socket.receive(CONNECTION_EVENTS.connect, undefined);
  await flush();
  expect(socket.eventsNamed(CLIENT_EVENTS.watchLesson)).toHaveLength(2);
  socket.receive(SERVER_EVENTS.meetingEnded, { roomName: 'another', reason: 'abandoned' });
  expect(watch.snapshot().status.phase).toBe('watching');
  socket.receive(SERVER_EVENTS.meetingEnded, {
    roomName: 'room-1',
    reason: 'ended_by_participant',
  });
  expect(watch.snapshot().status).toEqual({ phase: 'ended' });
  watch.stop();
  // Nothing to stop on the server: the end took the watcher out.
  expect(socket.eventsNamed(CLIENT_EVENTS.stopWatching)).toEqual([]);
});

it('a question that got no answer is asked again once the connection is back', async () => {
  const { socket, watch } = watching(() => new Promise(() => undefined));
  jest.useFakeTimers();
  try {
    watch.start();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(watch.snapshot().status).toEqual({ phase: 'refused', code: 'no_answer' });
  } finally {
    jest.useRealTimers();
  }
  socket.acks.set(CLIENT_EVENTS.watchLesson, { ok: true, ...entry });
  socket.receive(CONNECTION_EVENTS.connect, undefined);
  await flush();
  expect(watch.snapshot().status).toEqual({ phase: 'watching', entry });
  watch.stop();
});

it('a refusal is kept with its code, and an ended lesson reads as ended', async () => {
  const refused = watching({ ok: false, code: 'meetings.not_found', message: 'not found' });
  refused.watch.start();
  await flush();
  expect(refused.watch.snapshot().status).toEqual({ phase: 'refused', code: 'meetings.not_found' });
  refused.watch.stop();
  roomInbox.close();

  const over = watching({ ok: false, code: 'meetings.ended', message: 'ended' });
  over.watch.start();
  await flush();
  expect(over.watch.snapshot().status).toEqual({ phase: 'ended' });
});
