import { SERVER_EVENTS } from '@app/shared';
import { roomInbox, type RoomMessage } from '../../src/lib/room-inbox';
import { FakeSocket } from '../../../shared/test/support/fake-socket';

afterEach(() => roomInbox.close());

const offer = { roomName: 'room-1', from: 's1', description: { type: 'offer', sdp: 'v=0' } };

it('keeps what the room says before the video reads it, then passes the rest on as it comes', () => {
  const socket = new FakeSocket();
  const inbox = roomInbox.open(socket.asSocket(), 'room-1');
  socket.receive(SERVER_EVENTS.participantJoined, { roomName: 'room-1', userId: 's1' });
  socket.receive(SERVER_EVENTS.p2pSignal, offer);
  // Another room's words are not ours.
  socket.receive(SERVER_EVENTS.p2pSignal, { ...offer, roomName: 'room-2' });
  const read: RoomMessage[] = [];
  const stop = inbox.read((message) => read.push(message));
  expect(read.map((message) => message.type)).toEqual(['joined', 'signal']);
  socket.receive(SERVER_EVENTS.participantLeft, { roomName: 'room-1', userId: 's1' });
  expect(read.map((message) => message.type)).toEqual(['joined', 'signal', 'left']);
  // A reader that stopped misses nothing: the next one gets what came meanwhile.
  stop();
  socket.receive(SERVER_EVENTS.p2pSignal, offer);
  const next: RoomMessage[] = [];
  inbox.read((message) => next.push(message));
  expect(next).toEqual([{ type: 'signal', signal: offer }]);
});

it('one room at a time: the same room is the same inbox, another closes the first', () => {
  const socket = new FakeSocket();
  const first = roomInbox.open(socket.asSocket(), 'room-1');
  expect(roomInbox.open(socket.asSocket(), 'room-1')).toBe(first);
  roomInbox.open(socket.asSocket(), 'room-2');
  expect(socket.listenerCount(SERVER_EVENTS.p2pSignal)).toBe(1);
  roomInbox.close();
  expect(socket.listenerCount(SERVER_EVENTS.p2pSignal)).toBe(0);
});
