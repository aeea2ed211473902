// A compile-time test, checked by `tsc -p tsconfig.web.json` (it is never run): the browser's
// socket is typed by the shared contract, so a misspelt event or a wrong payload does not
// compile. Each `@ts-expect-error` line must fail to type-check; if one ever compiled, tsc would
// report the directive as unused and the type check would fail.
import { useCallback } from 'react';
import {
  answerWithin,
  CLIENT_EVENTS,
  onSocketEvent,
  SERVER_EVENTS,
  useSocketEvent,
  type AppSocket,
  type SocketAck,
  type StartMeeting,
} from '@app/shared';

export function listening(socket: AppSocket): void {
  onSocketEvent(socket, SERVER_EVENTS.startMeeting, (start) => start.meetingId.toUpperCase());
  onSocketEvent(socket, 'connect_error', (error) => error.message);

  // @ts-expect-error an event the server never sends
  onSocketEvent(socket, 'startMeting', () => undefined);
  // @ts-expect-error a listener expecting another payload than the contract's
  onSocketEvent(socket, SERVER_EVENTS.startMeeting, (start: { meetingId: number }) => start);
  // @ts-expect-error a payload field that does not exist
  onSocketEvent(socket, SERVER_EVENTS.meetingEnded, (ended) => ended.endedAt);
}

export function emitting(socket: AppSocket): void {
  socket.emit(CLIENT_EVENTS.joinRoom, { roomName: 'room' }, (ack) =>
    !ack.ok ? ack.code.length : ack.status === 'entered' ? ack.participants.length : 0,
  );

  // @ts-expect-error an event the server does not listen to
  socket.emit('joinRom', { roomName: 'room' }, () => undefined);
  // @ts-expect-error a payload without its required field
  socket.emit(CLIENT_EVENTS.joinRoom, { room: 'room' }, () => undefined);
  // @ts-expect-error a payload of the wrong type
  socket.emit(CLIENT_EVENTS.clientVisibility, { hidden: 'yes' }, () => undefined);
  const readsCallId = (ack: SocketAck<{ callId: string }>) => ack;
  // @ts-expect-error an acknowledgement read as another event's
  socket.emit(CLIENT_EVENTS.joinRoom, { roomName: 'room' }, readsCallId);
}

export async function awaiting(socket: AppSocket): Promise<void> {
  const ack = await answerWithin(
    socket.emitWithAck(CLIENT_EVENTS.joinRoom, { roomName: 'r' }),
    1000,
  );
  if (ack.ok && ack.status === 'entered') void ack.participants;
  // @ts-expect-error only an entry into the room names who is in (not a wait for the Sheikh)
  if (ack.ok) void ack.participants;
  // @ts-expect-error the join answer has no callId
  if (ack.ok) void ack.callId;
}

export function Listener({ onStart }: { onStart: (start: StartMeeting) => void }) {
  useSocketEvent(SERVER_EVENTS.startMeeting, onStart);
  const wrong = useCallback((start: { roomName: number }) => start, []);
  // @ts-expect-error a React listener expecting another payload
  useSocketEvent(SERVER_EVENTS.startMeeting, wrong);
  // @ts-expect-error a React listener for an event that does not exist
  useSocketEvent('startMeetings', onStart);
  return null;
}
