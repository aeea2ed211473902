import {
  CLIENT_EVENTS,
  answerWithin,
  CONNECTION_EVENTS,
  logRefusal,
  onSocketEvent,
  SERVER_EVENTS,
  type AppSocket,
  type P2pSignalMessage,
  type P2pSignalRequest,
  type RoomRequest,
} from '@app/shared';

export interface RoomHandlers {
  onSignal(signal: P2pSignalMessage): void;
  onPeerJoined(userId: string): void;
  onPeerLeft(userId: string, disconnected: boolean): void;
  /** The socket reconnected: the server forgot its rooms, so the room must be joined again. */
  onReconnect(): void;
}

/** The video feature's socket listeners: the room's signals and who comes and goes. */
export function attachRoom(
  socket: AppSocket,
  roomName: string,
  handlers: RoomHandlers,
): () => void {
  const detach = [
    onSocketEvent(socket, SERVER_EVENTS.p2pSignal, (signal) => {
      if (signal.roomName === roomName) handlers.onSignal(signal);
    }),
    onSocketEvent(socket, SERVER_EVENTS.participantJoined, (event) => {
      if (event.roomName === roomName) handlers.onPeerJoined(event.userId);
    }),
    onSocketEvent(socket, SERVER_EVENTS.participantLeft, (event) => {
      if (event.roomName === roomName)
        handlers.onPeerLeft(event.userId, event.disconnected === true);
    }),
    onSocketEvent(socket, CONNECTION_EVENTS.connect, () => handlers.onReconnect()),
  ];
  return () => detach.forEach((off) => off());
}

/** `meeting:enter`: tells the server this user is in the room; resolves who else is there. */
export async function joinRoom(socket: AppSocket, request: RoomRequest): Promise<string[]> {
  const ack = await answerWithin(socket.emitWithAck(CLIENT_EVENTS.joinRoom, request), 10_000);
  if (!ack.ok) throw new Error(`Room join refused: ${ack.code}`);
  return ack.participants;
}

/** Sends one signal to the room's other participant. */
export function sendSignal(socket: AppSocket, signal: P2pSignalRequest): void {
  socket.emit(CLIENT_EVENTS.p2pSignal, signal, logRefusal(CLIENT_EVENTS.p2pSignal));
}
