import {
  CLIENT_EVENTS,
  logRefusal,
  type AppSocket,
  type P2pSignalMessage,
  type P2pSignalRequest,
} from '@app/shared';
import { roomInbox } from '../../lib/room-inbox';

export interface RoomHandlers {
  onSignal(signal: P2pSignalMessage): void;
  onPeerJoined(userId: string): void;
  onPeerLeft(userId: string, disconnected: boolean): void;
}

/**
 * The video's view of the room: its signals and who comes and goes, read from the lesson's room
 * inbox, so what arrived between entering the room and this call is handled first, in order.
 */
export function attachRoom(
  socket: AppSocket,
  roomName: string,
  handlers: RoomHandlers,
): () => void {
  return roomInbox.open(socket, roomName).read((message) => {
    if (message.type === 'signal') handlers.onSignal(message.signal);
    else if (message.type === 'joined') handlers.onPeerJoined(message.event.userId);
    else handlers.onPeerLeft(message.event.userId, message.event.disconnected === true);
  });
}

/** Sends one signal to the room's other participant. */
export function sendSignal(socket: AppSocket, signal: P2pSignalRequest): void {
  socket.emit(CLIENT_EVENTS.p2pSignal, signal, logRefusal(CLIENT_EVENTS.p2pSignal));
}
