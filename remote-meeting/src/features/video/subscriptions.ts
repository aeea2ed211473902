import {
  CLIENT_EVENTS,
  CONNECTION_EVENTS,
  SERVER_EVENTS,
  type P2pSignalMessage,
  type P2pSignalRequest,
  type ParticipantEvent,
  type RoomRequest,
  type SocketAck,
} from '@app/shared';
import type { Socket } from 'socket.io-client';

export interface RoomHandlers {
  onSignal(signal: P2pSignalMessage): void;
  onPeerJoined(userId: string): void;
  onPeerLeft(userId: string, disconnected: boolean): void;
  /** The socket reconnected: the server forgot its rooms, so the room must be joined again. */
  onReconnect(): void;
}

/** The video feature's socket listeners: the room's signals and who comes and goes. */
export function attachRoom(socket: Socket, roomName: string, handlers: RoomHandlers): () => void {
  const onSignal = (signal: P2pSignalMessage) => {
    if (signal.roomName === roomName) handlers.onSignal(signal);
  };
  const onJoined = (event: ParticipantEvent) => {
    if (event.roomName === roomName) handlers.onPeerJoined(event.userId);
  };
  const onLeft = (event: ParticipantEvent) => {
    if (event.roomName === roomName) handlers.onPeerLeft(event.userId, event.disconnected === true);
  };
  const onReconnect = () => handlers.onReconnect();
  socket.on(SERVER_EVENTS.p2pSignal, onSignal);
  socket.on(SERVER_EVENTS.participantJoined, onJoined);
  socket.on(SERVER_EVENTS.participantLeft, onLeft);
  socket.on(CONNECTION_EVENTS.connect, onReconnect);
  return () => {
    socket.off(CONNECTION_EVENTS.connect, onReconnect);
    socket.off(SERVER_EVENTS.p2pSignal, onSignal);
    socket.off(SERVER_EVENTS.participantJoined, onJoined);
    socket.off(SERVER_EVENTS.participantLeft, onLeft);
  };
}

/** `jitsi:joinRoom`: tells the server this user is in the room; resolves who else is there. */
export async function joinRoom(socket: Socket, request: RoomRequest): Promise<string[]> {
  const ack = (await socket
    .timeout(10_000)
    .emitWithAck(CLIENT_EVENTS.joinRoom, request)) as SocketAck<{
    participants: string[];
  }>;
  if (!ack.ok) throw new Error(`Room join refused: ${ack.reason}`);
  return ack.participants;
}

/** Sends one signal to the room's other participant. */
export function sendSignal(socket: Socket, signal: P2pSignalRequest): void {
  socket.emit(CLIENT_EVENTS.p2pSignal, signal);
}
